import {
  notificationFailedMessage,
  TEST_NOTIFICATION_FAILED,
  TEST_NOTIFICATION_SENT,
} from '@plantwise/domain';
import { BellRingIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSendTestBreakdownNotification } from '../api/send-test-notification';

function failureReason(error: unknown): string {
  if (error instanceof ApiError) {
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    if (typeof reason === 'string') return reason;
  }
  return errorMessage(error, 'the server did not answer');
}

/** Sends the administrator a test breakdown notification to check that alerts get through (spec §8). */
export function TestNotificationButton() {
  const send = useSendTestBreakdownNotification();
  const run = async () => {
    try {
      const result = await send.mutateAsync();
      const channels = result.deliveries.map(
        (d) => `${d.channel === 'email' ? 'e-mail' : 'in-app'}: ${d.delivery_status}`,
      );
      toast.success(TEST_NOTIFICATION_SENT, { description: channels.join(', ') || 'Queued for delivery' });
    } catch (error) {
      toast.error(TEST_NOTIFICATION_FAILED, { description: notificationFailedMessage(failureReason(error)) });
    }
  };
  return (
    <Button
      variant="outline"
      size="lg"
      className="h-12 w-full sm:w-auto"
      onClick={run}
      disabled={send.isPending}
    >
      <BellRingIcon aria-hidden="true" />
      {send.isPending ? 'Sending...' : 'Test Notification'}
    </Button>
  );
}
