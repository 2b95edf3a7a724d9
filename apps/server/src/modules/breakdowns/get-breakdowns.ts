import { type BreakdownListFilters, buildBreakdownTimeline } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { loadBreakdown, nameOf } from './breakdown-guards';
import {
  countBreakdowns,
  listAssignablePeople,
  listAuditEntries,
  listBreakdownNotifications,
  listBreakdowns,
  listValidationFailures,
} from './breakdowns.queries';

/** Reads of the breakdowns screen: lists, one breakdown, counts, its notifications and its timeline. */
export function getBreakdownList(ctx: AppContext, filters: BreakdownListFilters) {
  return listBreakdowns(ctx.db, filters);
}

export function getBreakdown(ctx: AppContext, id: string) {
  return loadBreakdown(ctx.db, id);
}

export function getBreakdownCounts(ctx: AppContext) {
  return countBreakdowns(ctx.db);
}

export async function getAssignablePeople(ctx: AppContext) {
  const data = await listAssignablePeople(ctx.db);
  return { data, total: data.length };
}

/** notification_history of type asset_breakdown whose metadata names the breakdown (spec §7). */
export async function getBreakdownNotifications(ctx: AppContext, id: string) {
  await loadBreakdown(ctx.db, id);
  const rows = await listBreakdownNotifications(ctx.db, id);
  const data = rows.map(({ history }) => ({
    ...history,
    notification_type: history.notification_type as 'asset_breakdown',
    delivery_status: history.delivery_status as 'pending' | 'sent' | 'failed' | 'skipped',
    metadata: (history.metadata ?? {}) as Record<string, unknown>,
  }));
  return { data, total: data.length };
}

/** The breakdown's timeline from the audit log, the refused completions and the notifications sent. */
export async function getBreakdownHistory(ctx: AppContext, id: string) {
  await loadBreakdown(ctx.db, id);
  const [audit, failures, notifications] = await Promise.all([
    listAuditEntries(ctx.db, id),
    listValidationFailures(ctx.db, id),
    listBreakdownNotifications(ctx.db, id),
  ]);
  const data = buildBreakdownTimeline(
    audit.map((entry) => ({
      ...entry,
      actor: nameOf({ full_name: entry.actor_name, email: entry.actor_email }),
    })),
    failures.map((failure) => ({
      ...failure,
      actor: nameOf({ full_name: failure.actor_name, email: failure.actor_email }),
    })),
    notifications.map(({ history, recipient_name, recipient_email }) => ({
      created_at: history.created_at,
      channel: history.channel,
      delivery_status: history.delivery_status,
      error: history.error,
      recipient: nameOf({ full_name: recipient_name, email: recipient_email }),
    })),
  );
  return { data };
}
