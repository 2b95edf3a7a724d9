import type { BREAKDOWN_STAGES, BREAKDOWN_STATUSES } from '../common/enums';
import { BREAKDOWN_MESSAGES } from './messages';

export type BreakdownStatus = (typeof BREAKDOWN_STATUSES)[number];
export type BreakdownStage = (typeof BREAKDOWN_STAGES)[number];
export type BreakdownAction = 'assign' | 'stop' | 'cancel' | 'complete' | 'update' | 'delete';

/** Why an action is refused: the record is a closed BRC record, or the status does not allow it. */
export type ActionCheck = { ok: true } | { ok: false; reason: 'read_only' | 'conflict'; message: string };

/** The statuses of a running breakdown (for SQL filters built from the same rule as isActiveBreakdown). */
export const ACTIVE_BREAKDOWN_STATUSES: readonly BreakdownStatus[] = ['reported', 'assigned'];
const ACTIVE = ACTIVE_BREAKDOWN_STATUSES;

/**
 * Active breakdowns are those not resolved, cancelled or completed (spec §4 names resolved and
 * cancelled; a completed one has been resolved too).
 */
export function isActiveBreakdown(status: BreakdownStatus): boolean {
  return ACTIVE.includes(status);
}

/** A cancelled breakdown was no failure (a false alarm, a duplicate): it counts as no downtime anywhere. */
export function isFailure(breakdown: { status: BreakdownStatus }): boolean {
  return breakdown.status !== 'cancelled';
}

/** The status an action leads to (spec §4): assigned on assignment, resolved on stopping the clock. */
export const STATUS_AFTER: Record<'assign' | 'stop' | 'cancel' | 'complete', BreakdownStatus> = {
  assign: 'assigned',
  stop: 'resolved',
  cancel: 'cancelled',
  complete: 'completed',
};

/**
 * Whether `action` may be taken on a breakdown in `status`:
 * - completed breakdowns are BRC records: read-only, and never deleted;
 * - assign and stop need a running (active) breakdown;
 * - cancel is possible from any status before completed;
 * - complete (the BRC completion) from reported, assigned or resolved, not from cancelled.
 */
export function checkBreakdownAction(status: BreakdownStatus, action: BreakdownAction): ActionCheck {
  if (status === 'completed') {
    return {
      ok: false,
      reason: 'read_only',
      message:
        action === 'delete' ? BREAKDOWN_MESSAGES.completedNotDeletable : BREAKDOWN_MESSAGES.completedReadOnly,
    };
  }
  if (action === 'update' || action === 'delete') return { ok: true };
  if (status === 'cancelled')
    return { ok: false, reason: 'conflict', message: BREAKDOWN_MESSAGES.cancelledClosed };
  if ((action === 'assign' || action === 'stop') && status === 'resolved') {
    return { ok: false, reason: 'conflict', message: BREAKDOWN_MESSAGES.clockAlreadyStopped };
  }
  return { ok: true };
}

export type UpdateCheck = { ok: true } | { ok: false; reason: 'brc' | 'status' | 'stage'; message: string };

/**
 * A plain update (not one of the actions) may not change the status: completed is refused with the
 * spec's BRC message (spec §4, §8); any other change goes through assign, stop or cancel. A quick
 * report may be completed to detailed, never the other way.
 */
export function checkPlainUpdate(
  current: { status: BreakdownStatus; stage: BreakdownStage },
  patch: { status?: BreakdownStatus; stage?: BreakdownStage },
): UpdateCheck {
  if (patch.status === 'completed') {
    return { ok: false, reason: 'brc', message: BREAKDOWN_MESSAGES.completeThroughDialog };
  }
  if (patch.status !== undefined && patch.status !== current.status) {
    return { ok: false, reason: 'status', message: BREAKDOWN_MESSAGES.statusThroughActions };
  }
  if (patch.stage === 'quick' && current.stage === 'detailed') {
    return { ok: false, reason: 'stage', message: BREAKDOWN_MESSAGES.backToQuick };
  }
  return { ok: true };
}

/**
 * Cancelling records the end time (spec §4). A breakdown whose clock was already stopped keeps its
 * end time and hours.
 */
export function cancelFields(current: { breakdown_end_time: string | null }, now: Date) {
  return {
    status: 'cancelled' as const,
    breakdown_end_time: current.breakdown_end_time ?? now.toISOString(),
  };
}
