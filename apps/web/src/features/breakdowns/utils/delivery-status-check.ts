import {
  type DeliverySummary,
  type DeliveryToast,
  deliveryToasts,
  NOTIFICATION_STATUS_CHECK,
  statusCheckDelayMs,
  summariseEmailDelivery,
} from '@plantwise/domain';
import { getBreakdownNotifications } from '../api/get-breakdown-notifications';

export interface DeliveryCheckOptions {
  fetchHistory?: typeof getBreakdownNotifications;
  notify: (toast: DeliveryToast) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/**
 * After a new breakdown, checks its e-mail delivery on the spec §9 schedule (first after 5 s, up to
 * 3 attempts, attempt × 3 s while pending, attempt × 2 s while none is found) and shows the
 * follow-up toasts. A failed check counts as none found.
 */
export function startDeliveryStatusCheck(breakdownId: string, options: DeliveryCheckOptions): void {
  const fetchHistory = options.fetchHistory ?? getBreakdownNotifications;
  const setTimer = options.setTimer ?? ((run, ms) => window.setTimeout(run, ms));

  const check = async (attempt: number) => {
    let summary: DeliverySummary;
    try {
      summary = summariseEmailDelivery((await fetchHistory(breakdownId)).data);
    } catch {
      summary = { state: 'none', sent: 0, failed: 0, pending: 0, skipped: 0 };
    }
    const lastAttempt = attempt >= NOTIFICATION_STATUS_CHECK.maxAttempts || summary.state === 'done';
    for (const toast of deliveryToasts(summary, lastAttempt)) options.notify(toast);
    if (lastAttempt) return;
    const delay = statusCheckDelayMs(attempt + 1, summary.state);
    if (delay !== null) setTimer(() => void check(attempt + 1), delay);
  };

  const first = statusCheckDelayMs(1, null) ?? NOTIFICATION_STATUS_CHECK.firstDelayMs;
  setTimer(() => void check(1), first);
}
