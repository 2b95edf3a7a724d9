import type { DELIVERY_STATUSES } from '../common/enums';

/**
 * Spec §9: after a new breakdown the screen checks the e-mail delivery status first after 5 s, up to
 * 3 attempts, retrying after attempt × 3 s while deliveries are pending and attempt × 2 s while none
 * is found.
 */
export const NOTIFICATION_STATUS_CHECK = {
  firstDelayMs: 5_000,
  maxAttempts: 3,
  pendingStepMs: 3_000,
  noneFoundStepMs: 2_000,
} as const;

export type DeliveryState = 'none' | 'pending' | 'done';

export interface DeliverySummary {
  state: DeliveryState;
  sent: number;
  failed: number;
  pending: number;
  /** Not sent on purpose (e.g. no mail server: kept in the outbox), with the first reason given. */
  skipped: number;
  skippedReason?: string | null;
}

/** Summarises the e-mail rows of a breakdown's notification history (other channels are ignored). */
export function summariseEmailDelivery(
  rows: ReadonlyArray<{
    channel: string;
    delivery_status: (typeof DELIVERY_STATUSES)[number];
    error?: string | null;
  }>,
): DeliverySummary {
  const email = rows.filter((r) => r.channel === 'email');
  const count = (status: string) => email.filter((r) => r.delivery_status === status).length;
  const summary = {
    sent: count('sent'),
    failed: count('failed'),
    pending: count('pending'),
    skipped: count('skipped'),
    skippedReason: email.find((r) => r.delivery_status === 'skipped')?.error ?? null,
  };
  const state: DeliveryState = email.length === 0 ? 'none' : summary.pending > 0 ? 'pending' : 'done';
  return { state, ...summary };
}

/**
 * The delay before check number `attempt` (1-based), given what the previous check found; null when
 * no further check is due (delivery done, or the attempts are used up).
 */
export function statusCheckDelayMs(attempt: number, previous: DeliveryState | null): number | null {
  const { firstDelayMs, maxAttempts, pendingStepMs, noneFoundStepMs } = NOTIFICATION_STATUS_CHECK;
  if (attempt === 1) return firstDelayMs;
  if (attempt > maxAttempts || previous === null || previous === 'done') return null;
  const done = attempt - 1;
  return previous === 'pending' ? done * pendingStepMs : done * noneFoundStepMs;
}

export interface DeliveryToast {
  kind: 'success' | 'error' | 'info';
  title: string;
  description: string;
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * The e-mail follow-up toasts of spec §8 (sent count, failed count, 'No Email Recipients', and a
 * processing message; also e-mails deliberately not sent, e.g. kept in the outbox without a mail
 * server), or none while more checks are due.
 */
export function deliveryToasts(summary: DeliverySummary, lastAttempt: boolean): DeliveryToast[] {
  if (summary.state === 'pending' && !lastAttempt) return [];
  if (summary.state === 'none' && !lastAttempt) return [];
  const toasts: DeliveryToast[] = [];
  if (summary.sent > 0) {
    toasts.push({
      kind: 'success',
      title: 'Email Notifications Sent',
      description: `${plural(summary.sent, 'email notification')} sent about this breakdown`,
    });
  }
  if (summary.failed > 0) {
    toasts.push({
      kind: 'error',
      title: 'Email Notifications Failed',
      description: `${plural(summary.failed, 'email notification')} could not be delivered`,
    });
  }
  if (summary.skipped > 0) {
    toasts.push({
      kind: 'info',
      title: 'Email Notifications Not Sent',
      // The reason (no mail server, an SMTP error) is for administrators, in System Diagnostics.
      description: `${plural(summary.skipped, 'email notification')} not sent; an administrator can see why in System Diagnostics`,
    });
  }
  if (summary.pending > 0) {
    toasts.push({
      kind: 'info',
      title: 'Email Notifications Processing',
      description: `${plural(summary.pending, 'email notification')} still being processed`,
    });
  }
  if (toasts.length === 0) {
    toasts.push({
      kind: 'info',
      title: 'No Email Recipients',
      description: 'No one has e-mail notifications for breakdowns turned on',
    });
  }
  return toasts;
}
