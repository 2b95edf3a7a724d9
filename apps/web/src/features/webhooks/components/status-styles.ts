import type { WebhookDeliveryStatus } from '@plantwise/domain';

/** Badge colours of a delivery's status, in both themes. */
export const deliveryStatusClass: Record<WebhookDeliveryStatus, string> = {
  pending: 'border-amber-300 text-amber-800 dark:border-amber-700 dark:text-amber-300',
  succeeded: 'border-emerald-300 text-emerald-800 dark:border-emerald-800 dark:text-emerald-300',
  failed: 'border-red-300 text-red-800 dark:border-red-800 dark:text-red-300',
};

export const webhookStateClass = {
  active: 'border-emerald-300 text-emerald-800 dark:border-emerald-800 dark:text-emerald-300',
  failing: 'border-amber-300 text-amber-800 dark:border-amber-700 dark:text-amber-300',
  paused: 'border-border text-muted-foreground',
  switchedOff: 'border-red-300 text-red-800 dark:border-red-800 dark:text-red-300',
} as const;
