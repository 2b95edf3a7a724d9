import { buildBreakdownTimeline } from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { loadBreakdown, nameOf } from './breakdown-guards';
import { listAuditEntries, listBreakdownNotifications, listValidationFailures } from './breakdowns.queries';

/** The breakdown's timeline from the audit log, the refused completions and the notifications sent. */
export async function getBreakdownHistory(ctx: AppContext, scope: SiteScope, id: string) {
  await loadBreakdown(ctx.db, id, scope);
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
    ctx.config.PLANT_TIME_ZONE,
  );
  return { data };
}
