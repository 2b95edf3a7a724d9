import { DUE_ALERT_HOURS, dueAlertKind, dueAlertNotification } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { queueNotification, queueNotificationForSubscribers } from '../notifications';
import { enqueueWebhookEvent } from '../webhooks';
import { claimDueAlert, listAlertCandidates } from './maintenance.queries';

export const DUE_ALERTS_JOB = 'maintenance.due-alerts';

/**
 * Queues maintenance_due notifications: once when a task becomes due within 24 h and once when it
 * becomes overdue, per task and due date, to the assignee (managers and admins when unassigned);
 * delivery then follows each person's channels and digests. The alert row and its notifications are
 * written in one transaction, and the row's unique key lets only one instance send each alert.
 */
export async function sendDueAlerts(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const candidates = await listAlertCandidates(ctx.db, new Date(now.getTime() + DUE_ALERT_HOURS * 3_600_000));
  let sent = 0;
  for (const task of candidates) {
    const kind = dueAlertKind(task, now);
    if (!kind || !task.next_due_date) continue;
    const due = task.next_due_date;
    const claimed = await ctx.db.transaction(async (tx) => {
      if (!(await claimDueAlert(tx, task.id, due, kind))) return false;
      const asset = task.asset_code
        ? { asset_id: task.asset_code, asset_name: task.asset_name ?? task.asset_code }
        : null;
      const notification = dueAlertNotification({ ...task, next_due_date: due }, kind, {
        asset,
        now,
        timeZone: ctx.config.PLANT_TIME_ZONE,
      });
      if (task.assigned_to) await queueNotification(tx, task.assigned_to, notification);
      else await queueNotificationForSubscribers(tx, notification, { defaultRoles: ['manager', 'admin'] });
      await enqueueWebhookEvent(tx, 'maintenance.due', {
        maintenance_task_id: task.id,
        title: task.title,
        alert: kind,
        next_due_date: due,
        priority: task.priority,
        asset: task.asset_code
          ? { id: task.asset_id, asset_id: task.asset_code, asset_name: task.asset_name }
          : null,
        assigned_to: task.assigned_to,
      });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}

export function dueAlertsJob(): Job {
  return { name: DUE_ALERTS_JOB, intervalMs: 60_000, run: sendDueAlerts };
}
