import { FIX_TYPE_LABELS, FIX_TYPES } from '../common/enums';
import { formatDuration, formatPlantTimestamp } from '../format/display';
import type { BreakdownEvent } from './breakdown.schema';

export interface TimelineAuditEntry {
  action: string;
  occurred_at: string;
  actor: string | null;
  before: unknown;
  after: unknown;
}

export interface TimelineFailure {
  failure_reason: string;
  created_at: string;
  actor: string | null;
}

export interface TimelineNotification {
  created_at: string;
  channel: string;
  delivery_status: string;
  recipient: string | null;
  error: string | null;
}

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

const FIELD_LABELS: Record<string, string> = {
  title: 'title',
  description: 'description',
  severity: 'severity',
  category: 'category',
  immediate_actions: 'immediate actions',
  estimated_cost: 'estimated cost',
  voice_notes: 'voice notes',
  field_reporter_name: 'reporter name',
  breakdown_categories: 'categories',
  completion_deadline: 'completion deadline',
  stage: 'stage',
};

function auditEvent(entry: TimelineAuditEntry, timeZone: string): BreakdownEvent[] {
  // A deadline is read on the plant's clock, with the zone's name, never as the stored ISO text.
  const when = (value: unknown) => formatPlantTimestamp(String(value), timeZone);
  const after = fieldsOf(entry.after);
  const base = { occurred_at: entry.occurred_at, actor: entry.actor };
  switch (entry.action) {
    case 'breakdown.reported': {
      const details = [`Severity: ${String(after.severity ?? 'medium')}`];
      if (after.stage === 'quick') details.push('Quick report: details to be completed');
      const reporter = text(after.field_reporter_name);
      if (reporter) details.push(`Reported on the floor by ${reporter}`);
      return [{ ...base, type: 'reported', summary: 'Breakdown reported', details }];
    }
    case 'breakdown.assigned': {
      const details: string[] = [];
      if (text(after.severity)) details.push(`Severity: ${String(after.severity)}`);
      if (text(after.completion_deadline)) details.push(`Deadline: ${when(after.completion_deadline)}`);
      const who = text(after.assignee_name) ?? 'someone';
      return [{ ...base, type: 'assigned', summary: `Assigned to ${who}`, details }];
    }
    case 'breakdown.stopped': {
      const hours = Number(after.downtime_hours ?? 0);
      return [
        { ...base, type: 'stopped', summary: `Clock stopped after ${formatDuration(hours)}`, details: [] },
      ];
    }
    case 'breakdown.cancelled': {
      const reason = text(after.reason);
      return [
        {
          ...base,
          type: 'cancelled',
          summary: 'Breakdown cancelled',
          details: reason ? [`Reason: ${reason}`] : [],
        },
      ];
    }
    case 'breakdown.updated': {
      const changed = Object.keys(after)
        .filter((key) => key in FIELD_LABELS)
        .map((key) => FIELD_LABELS[key]);
      return [
        {
          ...base,
          type: 'updated',
          summary: 'Details updated',
          details: changed.length ? [`Changed: ${changed.join(', ')}`] : [],
        },
      ];
    }
    case 'breakdown.completed': {
      const fixType = FIX_TYPES.find((t) => t === after.fix_type) ?? 'permanent';
      const categories = Array.isArray(after.breakdown_categories)
        ? after.breakdown_categories.join(', ')
        : '';
      const details = [
        `Completed by ${String(after.completed_by ?? '')}`,
        `Fix: ${FIX_TYPE_LABELS[fixType]}`,
        `Downtime: ${formatDuration(Number(after.downtime_hours ?? 0))}`,
        'Safety compliance verified; hygiene clearance confirmed',
      ];
      if (categories) details.push(`Categories: ${categories}`);
      const events: BreakdownEvent[] = [
        { ...base, type: 'completed', summary: 'Completed with BRC sign-off', details },
      ];
      if (text(after.follow_up_work_order_id)) {
        events.push({
          ...base,
          type: 'follow_up_created',
          summary: 'Follow-up work order created for the permanent repair',
          details: text(after.permanent_repair_deadline)
            ? [`Due: ${when(after.permanent_repair_deadline)}`]
            : [],
        });
      }
      return events;
    }
    default:
      return [];
  }
}

const DELIVERY_WORDS: Record<string, string> = {
  pending: 'on its way',
  sent: 'sent',
  failed: 'not delivered',
  skipped: 'not sent',
};

/**
 * A breakdown's timeline: its audit entries (reported, assigned, stopped, cancelled, updated,
 * completed), its refused completions (one entry per attempt, listing every reason) and the
 * notifications sent about it, oldest first.
 */
export function buildBreakdownTimeline(
  audit: readonly TimelineAuditEntry[],
  failures: readonly TimelineFailure[],
  notifications: readonly TimelineNotification[],
  timeZone: string,
): BreakdownEvent[] {
  const events: BreakdownEvent[] = audit.flatMap((entry) => auditEvent(entry, timeZone));

  const attempts = new Map<string, { actor: string | null; reasons: string[] }>();
  for (const failure of failures) {
    const attempt = attempts.get(failure.created_at) ?? { actor: failure.actor, reasons: [] };
    attempt.reasons.push(failure.failure_reason);
    attempts.set(failure.created_at, attempt);
  }
  for (const [occurred_at, attempt] of attempts) {
    events.push({
      type: 'validation_failed',
      occurred_at,
      actor: attempt.actor,
      summary: 'Completion refused: BRC compliance validation failed',
      details: attempt.reasons,
    });
  }

  // Why a mail was not sent (no mail server, an SMTP error) is for administrators, who read it in
  // System Diagnostics; the people working the breakdown only need to know whether it went.
  for (const n of notifications) {
    const channel = n.channel === 'email' ? 'E-mail' : 'In-app notification';
    events.push({
      type: 'notification',
      occurred_at: n.created_at,
      actor: null,
      summary: `${channel} to ${n.recipient ?? 'a former user'}: ${DELIVERY_WORDS[n.delivery_status] ?? n.delivery_status}`,
      details: [],
    });
  }

  return events.sort((a, b) => Date.parse(a.occurred_at) - Date.parse(b.occurred_at));
}
