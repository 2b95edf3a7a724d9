import {
  DEFAULT_PAGE_SIZE,
  formatDateTime,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookDelivery,
  webhookDeliveryStateLabel,
} from '@plantwise/domain';
import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ColumnDef } from '@/components/data-table';
import { DialogFrame } from '@/components/form-dialog';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRedeliver, useWebhookDeliveries } from '../api/webhooks';
import { deliveryStatusClass } from './status-styles';

function deliveryColumns(
  webhook: Webhook,
  onRedeliver: (delivery: WebhookDelivery) => void,
  pendingId: string | null,
): ColumnDef<WebhookDelivery>[] {
  return [
    {
      id: 'event',
      header: 'Event',
      meta: { className: 'font-medium', card: 'title' },
      cell: ({ row }) => (
        <span className="grid">
          {WEBHOOK_EVENT_LABELS[row.original.event_type]}
          {row.original.redelivery_of && <span className="text-muted-foreground text-xs">Sent again</span>}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      meta: { card: 'badge' },
      cell: ({ row }) => (
        <Badge variant="outline" className={deliveryStatusClass[row.original.status]}>
          {webhookDeliveryStateLabel(row.original)}
        </Badge>
      ),
    },
    {
      id: 'response',
      header: 'Response',
      meta: { card: 'fact' },
      cell: ({ row }) => (
        <span
          className="block max-w-64 truncate max-md:max-w-none"
          title={row.original.response_excerpt ?? undefined}
        >
          {row.original.response_status ?? (row.original.response_excerpt ? 'No answer' : '—')}
          {row.original.response_excerpt && row.original.response_status === null && (
            <span className="text-muted-foreground"> · {row.original.response_excerpt}</span>
          )}
        </span>
      ),
    },
    {
      id: 'time',
      header: 'Time',
      meta: { card: 'fact' },
      cell: ({ row }) => formatDateTime(row.original.last_attempt_at ?? row.original.created_at),
    },
    {
      id: 'attempts',
      header: 'Attempts',
      meta: { card: 'fact' },
      cell: ({ row }) => (
        <span>
          {row.original.attempts}
          {row.original.next_attempt_at && row.original.attempts > 0 && (
            <span className="text-muted-foreground">
              {' '}
              · next {formatDateTime(row.original.next_attempt_at)}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right', card: 'action' },
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          disabled={!webhook.active || pendingId === row.original.id}
          title={webhook.active ? undefined : WEBHOOK_MESSAGES.inactive}
          onClick={() => onRedeliver(row.original)}
          aria-label={`Redeliver ${WEBHOOK_EVENT_LABELS[row.original.event_type]} of ${formatDateTime(row.original.created_at)}`}
        >
          <SendIcon aria-hidden="true" />
          Redeliver
        </Button>
      ),
    },
  ];
}

/** One webhook's delivery log: what was sent, what the receiver answered, and a way to send an event again. */
export function DeliveryLogDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const [offset, setOffset] = useState(0);
  const deliveries = useWebhookDeliveries(webhook?.id ?? null, { limit: DEFAULT_PAGE_SIZE, offset });
  const redeliver = useRedeliver();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const send = async (delivery: WebhookDelivery) => {
    setPendingId(delivery.id);
    try {
      await redeliver.mutateAsync(delivery.id);
      toast.success('Event queued to send again');
    } catch (error) {
      toast.error(errorMessage(error, 'The event was not queued. Try again.'));
    } finally {
      setPendingId(null);
    }
  };
  return (
    <DialogFrame
      open={webhook !== null}
      onOpenChange={(open) => {
        if (!open) {
          setOffset(0);
          onClose();
        }
      }}
      title="Delivery log"
      description={<span className="break-all">{webhook?.url}</span>}
      className="sm:max-w-5xl"
    >
      {webhook && (
        <div className="max-h-[70vh] min-w-0 overflow-y-auto">
          <QueryTable
            query={deliveries}
            aria-label="Deliveries"
            columns={deliveryColumns(webhook, (d) => void send(d), pendingId)}
            getRowId={(delivery) => delivery.id}
            loadingLabel="Loading deliveries"
            errorTitle="Could not load the delivery log"
            empty={<EmptyState icon={SendIcon} title={WEBHOOK_MESSAGES.deliveriesEmpty} />}
            paging={{ offset, limit: DEFAULT_PAGE_SIZE, onOffsetChange: setOffset }}
          />
        </div>
      )}
    </DialogFrame>
  );
}
