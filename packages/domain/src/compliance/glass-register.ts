import { canAccess, type Role, type RoleAccess } from '../auth/roles';
import { plantDay } from '../maintenance/occurrences';
import { addZonedDays, addZonedMonths } from '../maintenance/plant-time';

/**
 * BRCGS 4.9.3: glass, brittle plastic, ceramics and similar materials near open product are listed in a
 * register, checked at a frequency set by their risk, and a breakage is handled so that no fragment reaches
 * the product (docs/decisions/glass-register.md).
 */
export const GLASS_MATERIALS = ['glass', 'hard-plastic', 'perspex', 'ceramic', 'other'] as const;
export type GlassMaterial = (typeof GLASS_MATERIALS)[number];
export const GLASS_RISKS = ['high', 'medium', 'low'] as const;
export type GlassRisk = (typeof GLASS_RISKS)[number];
export const GLASS_CHECK_RESULTS = ['intact', 'damaged', 'missing'] as const;
export type GlassCheckResult = (typeof GLASS_CHECK_RESULTS)[number];
export const GLASS_CHECK_FREQUENCIES = ['daily', 'weekly', 'monthly', 'quarterly', 'annual'] as const;
export type GlassCheckFrequency = (typeof GLASS_CHECK_FREQUENCIES)[number];
/** Where an item stands against its check frequency on the plant's calendar. */
export const GLASS_CHECK_STATES = ['ok', 'due', 'overdue'] as const;
export type GlassCheckState = (typeof GLASS_CHECK_STATES)[number];
export const GLASS_INCIDENT_STATES = ['open', 'closed'] as const;
export type GlassIncidentState = (typeof GLASS_INCIDENT_STATES)[number];

export const GLASS_MATERIAL_LABELS: Record<GlassMaterial, string> = {
  glass: 'Glass',
  'hard-plastic': 'Hard plastic',
  perspex: 'Perspex',
  ceramic: 'Ceramic',
  other: 'Other brittle material',
};
export const GLASS_RISK_LABELS: Record<GlassRisk, string> = {
  high: 'High risk',
  medium: 'Medium risk',
  low: 'Low risk',
};
export const GLASS_CHECK_RESULT_LABELS: Record<GlassCheckResult, string> = {
  intact: 'Intact',
  damaged: 'Damaged',
  missing: 'Missing',
};
export const GLASS_CHECK_FREQUENCY_LABELS: Record<GlassCheckFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Annual',
};
export const GLASS_CHECK_STATE_LABELS: Record<GlassCheckState, string> = {
  ok: 'Up to date',
  due: 'Due today',
  overdue: 'Overdue',
};
export const GLASS_INCIDENT_STATE_LABELS: Record<GlassIncidentState, string> = {
  open: 'Open',
  closed: 'Closed',
};

/** Quality people, managers and admins keep the register and close incidents. */
export const GLASS_REGISTER_KEEPERS: RoleAccess = ['manager', 'quality'];
/** Technicians and up walk the check rounds and raise incidents; quality people too (they audit glass). */
export const GLASS_CHECKERS: RoleAccess = ['technician', 'quality'];

export const mayKeepGlassRegister = (role: Role) => canAccess(role, GLASS_REGISTER_KEEPERS);
export const mayCheckGlass = (role: Role) => canAccess(role, GLASS_CHECKERS);

/** The interval of each frequency, on the plant's calendar. */
function addInterval(instant: Date, frequency: GlassCheckFrequency, timeZone: string): Date {
  switch (frequency) {
    case 'daily':
      return addZonedDays(instant, 1, timeZone);
    case 'weekly':
      return addZonedDays(instant, 7, timeZone);
    case 'monthly':
      return addZonedMonths(instant, 1, timeZone);
    case 'quarterly':
      return addZonedMonths(instant, 3, timeZone);
    case 'annual':
      return addZonedMonths(instant, 12, timeZone);
  }
}

/**
 * The plant day (YYYY-MM-DD) the item's next check is due: one interval after its last check, or the day it
 * was added to the register when it was never checked (a new item is checked at once, so the register starts
 * from a known state).
 */
export function nextGlassCheckDue(
  item: { check_frequency: GlassCheckFrequency; last_checked_at: string | null; created_at: string },
  timeZone: string,
): string {
  if (!item.last_checked_at) return plantDay(item.created_at, timeZone);
  return plantDay(addInterval(new Date(item.last_checked_at), item.check_frequency, timeZone), timeZone);
}

/** Overdue once the plant day of its due date has passed; due on that day; checked before it. */
export function glassCheckState(
  item: { check_frequency: GlassCheckFrequency; last_checked_at: string | null; created_at: string },
  now: Date,
  timeZone: string,
): GlassCheckState {
  const due = nextGlassCheckDue(item, timeZone);
  const today = plantDay(now, timeZone);
  if (today > due) return 'overdue';
  return today === due ? 'due' : 'ok';
}

/** A damaged or missing item may have put fragments in the product: the check raises a breakage incident. */
export function raisesGlassIncident(result: GlassCheckResult): boolean {
  return result !== 'intact';
}

/** The text of the incident a check raises: the item, what was found and the checker's note. */
export function glassCheckIncidentDescription(
  item: { description: string },
  result: GlassCheckResult,
  note: string | null,
): string {
  const found = result === 'missing' ? 'found missing' : 'found damaged';
  return `${item.description} ${found} on a glass check${note ? `: ${note}` : '.'}`;
}

export const GLASS_MESSAGES = {
  itemNotFound: 'This item is not in the glass register',
  incidentNotFound: 'This glass incident was not found',
  closeRole: 'Only a quality person, a manager or an administrator can close a glass incident',
  alreadyClosed: 'This incident is already closed',
  cleanDownRequired: 'Confirm the area was cleaned down and inspected before closing the incident',
  wrongPassword: 'The password is not correct: the incident was not closed',
  duplicateItem: 'Each item can be checked once in a round',
  itemArchived: 'This item has been removed from the register',
} as const;

/**
 * Why this person may not close this incident now, or null: quality, managers and admins close it, once, and
 * only when the clean-down and inspection of the area is confirmed (when it was raised or now).
 */
export function glassIncidentCloseRefusal(input: {
  incident: { closed_at: string | null; clean_down_done: boolean };
  closer: { role: Role };
  clean_down_confirmed: boolean;
}): { reason: 'role' | 'closed' | 'clean_down'; message: string } | null {
  if (!mayKeepGlassRegister(input.closer.role)) return { reason: 'role', message: GLASS_MESSAGES.closeRole };
  if (input.incident.closed_at) return { reason: 'closed', message: GLASS_MESSAGES.alreadyClosed };
  if (!input.incident.clean_down_done && !input.clean_down_confirmed)
    return { reason: 'clean_down', message: GLASS_MESSAGES.cleanDownRequired };
  return null;
}

/** The register's order: overdue first, then due today, then by due day, the riskiest first on a tie. */
export function compareGlassItems(
  a: { state: GlassCheckState; next_check_due: string; risk: GlassRisk; description: string },
  b: { state: GlassCheckState; next_check_due: string; risk: GlassRisk; description: string },
): number {
  const stateRank = { overdue: 0, due: 1, ok: 2 } as const;
  const riskRank = { high: 0, medium: 1, low: 2 } as const;
  return (
    stateRank[a.state] - stateRank[b.state] ||
    a.next_check_due.localeCompare(b.next_check_due) ||
    riskRank[a.risk] - riskRank[b.risk] ||
    a.description.localeCompare(b.description)
  );
}
