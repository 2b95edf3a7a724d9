import { canAccess, MANAGER_READS, type Role, type RoleAccess } from '../auth/roles';

export const REALTIME_PATH = '/api/realtime';
export const REALTIME_OPS = ['INSERT', 'UPDATE', 'DELETE'] as const;

/**
 * One committed change (docs/architecture.md#the-path-of-a-live-update): ids only, each client refetches what
 * it may see.
 */
export interface RealtimeEvent {
  table: string;
  op: (typeof REALTIME_OPS)[number];
  id: string;
}

/**
 * A socket message's event, or null when it is not one. A plain check rather than a zod schema: every tab
 * parses these, including the signed-out pages that ship without zod to stay within their JavaScript budget.
 */
export function parseRealtimeEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const { table, op, id } = data as Record<string, unknown>;
  if (typeof table !== 'string' || typeof id !== 'string') return null;
  if (!(REALTIME_OPS as readonly unknown[]).includes(op)) return null;
  return { table, op: op as RealtimeEvent['op'], id };
}

/**
 * Who may hear of a change to each table, by the rule that decides who may read its rows: budget plans
 * and expenses are for managers, admins and quality, invitations for admins, a notification (and its delivery
 * history) for its recipient only. Every other published table holds maintenance data that every
 * signed-in role reads (any signed-in role may read them), so it is not listed.
 */
export const REALTIME_TABLE_READERS: Readonly<Record<string, RoleAccess | 'owner'>> = {
  budget_lines: MANAGER_READS,
  budget_expenses: MANAGER_READS,
  user_invitations: 'admin',
  /** Someone's sites (docs/decisions/site-access.md): admins, and the person themselves (ownerId). */
  user_sites: 'admin',
  /** A person's API tokens: admins, and the owner (ownerId). */
  api_tokens: 'admin',
  /** Webhooks and their delivery log: admins only (docs/decisions/webhooks.md). */
  webhooks: 'admin',
  webhook_deliveries: 'admin',
  notifications: 'owner',
  notification_history: 'owner',
};

/** Whether this person's socket may hear of a change to `table` (a row owned by `ownerId`, if any). */
export function mayHearOfChange(
  table: string,
  reader: { id: string; role: Role },
  ownerId?: string | null,
): boolean {
  const readers = REALTIME_TABLE_READERS[table] ?? 'user';
  if (readers === 'owner') return Boolean(ownerId) && ownerId === reader.id;
  // A change of a row about this very person (their sites) reaches them whatever the table's readers.
  if (ownerId && ownerId === reader.id) return true;
  return canAccess(reader.role, readers);
}

/** Close code of the realtime socket when the session ended (signed out, expired, deactivated). */
export const REALTIME_CLOSE_SESSION_ENDED = 4401;

const RECONNECT_BASE_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0-based): 1 s doubling to at most 30 s, with jitter
 * between half and all of it so that a restarted server is not hit by every tab at once.
 * `random` returns a number in [0, 1), like Math.random.
 */
export function reconnectDelayMs(attempt: number, random: () => number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
