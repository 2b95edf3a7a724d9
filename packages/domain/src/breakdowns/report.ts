import { startTimeProblem } from '../common/dates';
import type { SEVERITIES } from '../common/enums';
import { BREAKDOWN_MESSAGES } from './messages';
import type { BreakdownStage, BreakdownStatus } from './status';

export type Severity = (typeof SEVERITIES)[number];

/**
 * Our rule for quick reports (the spec leaves the deadline open): the details of a critical or high
 * breakdown must be completed within 24 hours, of a medium or low one within 72 hours.
 */
export const QUICK_COMPLETION_HOURS: Record<Severity, number> = {
  critical: 24,
  high: 24,
  medium: 72,
  low: 72,
};

/** Clock skew we accept between a phone and the server before a start time counts as "in the future". */
export const START_TIME_TOLERANCE_MS = 5 * 60 * 1000;

/** When the details of a quick report are due. */
export function quickCompletionDeadline(severity: Severity, reportedAt: Date): string {
  return new Date(reportedAt.getTime() + QUICK_COMPLETION_HOURS[severity] * 3_600_000).toISOString();
}

export interface ReportInput {
  stage: BreakdownStage;
  severity: Severity;
  breakdown_start_time?: string | null;
  completion_deadline?: string | null;
  /** The asset's purchase date: a breakdown cannot start before it. */
  purchase_date?: string | null;
}

export type ReportPlan =
  | {
      ok: true;
      fields: {
        status: BreakdownStatus;
        stage: BreakdownStage;
        needs_completion: boolean;
        completion_deadline: string | null;
        breakdown_start_time: string;
      };
    }
  | { ok: false; message: string };

/**
 * A new breakdown starts `reported` (spec §4); its clock starts now unless an earlier start is given.
 * A quick report needs completing: it gets needs_completion and a completion deadline.
 */
export function planNewBreakdown(input: ReportInput, now: Date): ReportPlan {
  const start = input.breakdown_start_time ? new Date(input.breakdown_start_time) : now;
  if (start.getTime() > now.getTime() + START_TIME_TOLERANCE_MS) {
    return { ok: false, message: BREAKDOWN_MESSAGES.startInFuture };
  }
  const implausible = startTimeProblem(start, now, input.purchase_date);
  if (implausible) return { ok: false, message: implausible };
  const quick = input.stage === 'quick';
  return {
    ok: true,
    fields: {
      status: 'reported',
      stage: input.stage,
      needs_completion: quick,
      completion_deadline: quick
        ? quickCompletionDeadline(input.severity, now)
        : (input.completion_deadline ?? null),
      breakdown_start_time: start.toISOString(),
    },
  };
}

/** True when a breakdown that is not closed has passed its completion deadline. */
export function isPastDeadline(
  breakdown: { completion_deadline: string | null; status: BreakdownStatus },
  now: Date,
): boolean {
  if (!breakdown.completion_deadline) return false;
  if (breakdown.status === 'completed' || breakdown.status === 'cancelled') return false;
  return new Date(breakdown.completion_deadline).getTime() < now.getTime();
}
