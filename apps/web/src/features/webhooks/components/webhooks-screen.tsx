import {
  DEFAULT_PAGE_SIZE,
  formatDateTime,
  formatRelativeTime,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MESSAGES,
  type Webhook,
} from '@plantwise/domain';
import { ListIcon, PauseIcon, PlayIcon, PlusIcon, Trash2Icon, WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ColumnDef } from '@/components/data-table';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { ListSection } from '@/components/section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useNow } from '@/hooks/use-now';
import { errorMessage } from '@/lib/api-client';
import { useDeleteWebhook, useUpdateWebhook, useWebhooks } from '../api/webhooks';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { DeliveryLogDialog } from './delivery-log-dialog';
import { webhookStateClass } from './status-styles';

function StateBadge({ webhook, now }: { webhook: Webhook; now: Date }) {
  if (webhook.switched_off_at)
    return (
      <Badge variant="outline" className={webhookStateClass.switchedOff} title={WEBHOOK_MESSAGES.switchedOff}>
        Switched off
      </Badge>
    );
  if (!webhook.active)
    return (
      <Badge variant="outline" className={webhookStateClass.paused}>
        {WEBHOOK_MESSAGES.paused}
      </Badge>
    );
  if (webhook.failing_since)
    return (
      <Badge
        variant="outline"
        className={webhookStateClass.failing}
        title={`Every delivery has failed since ${formatDateTime(webhook.failing_since)}`}
      >
        Failing ({formatRelativeTime(webhook.failing_since, now).toLowerCase()})
      </Badge>
    );
  return (
    <Badge variant="outline" className={webhookStateClass.active}>
      Active
    </Badge>
  );
}

interface Actions {
  onLog: (webhook: Webhook) => void;
  onToggle: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  toggling: string | null;
}

function webhookColumns(now: Date, actions: Actions): ColumnDef<Webhook>[] {
  return [
    {
      id: 'url',
      header: 'Address',
      meta: { className: 'whitespace-normal font-medium', card: 'title' },
      cell: ({ row }) => (
        <span className="block min-w-48 max-w-80 break-all font-mono text-sm max-md:max-w-none">
          {row.original.url}
        </span>
      ),
    },
    {
      id: 'state',
      header: 'Status',
      meta: { card: 'badge' },
      cell: ({ row }) => <StateBadge webhook={row.original} now={now} />,
    },
    {
      id: 'events',
      header: 'Events',
      meta: { className: 'whitespace-normal', card: 'fact' },
      cell: ({ row }) => (
        <span className="block min-w-40 max-w-72 max-md:max-w-none">
          {row.original.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ')}
        </span>
      ),
    },
    {
      id: 'last_delivery_at',
      header: 'Last delivery',
      meta: { card: 'fact' },
      cell: ({ row }) =>
        row.original.last_delivery_at ? formatDateTime(row.original.last_delivery_at) : 'Never',
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right', card: 'action' },
      cell: ({ row }) => {
        const webhook = row.original;
        return (
          <div className="flex flex-wrap justify-end gap-2 md:flex-nowrap">
            <Button
              variant="outline"
              size="sm"
              onClick={() => actions.onLog(webhook)}
              aria-label={`Deliveries of ${webhook.url}`}
            >
              <ListIcon aria-hidden="true" />
              Deliveries
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={actions.toggling === webhook.id}
              onClick={() => actions.onToggle(webhook)}
              aria-label={`${webhook.active ? 'Pause' : 'Resume'} ${webhook.url}`}
            >
              {webhook.active ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
              {webhook.active ? 'Pause' : 'Resume'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              onClick={() => actions.onDelete(webhook)}
              aria-label={`Delete ${webhook.url}`}
            >
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
          </div>
        );
      },
    },
  ];
}

function DeleteDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const remove = useDeleteWebhook();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={webhook !== null}
      onOpenChange={(open) => {
        if (!open) {
          setFailure(null);
          onClose();
        }
      }}
      title="Delete this webhook?"
      description={
        <>
          <span className="block break-all font-mono">{webhook?.url}</span>
          Events stop going to this address and its delivery log is removed. This cannot be undone.
        </>
      }
      confirmLabel="Delete webhook"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      error={failure}
      onConfirm={async () => {
        if (!webhook) return;
        try {
          await remove.mutateAsync(webhook.id);
          toast.success('Webhook deleted');
          onClose();
        } catch (error) {
          setFailure(errorMessage(error, 'The webhook was not deleted. Try again.'));
        }
      }}
    />
  );
}

/** Settings → Webhooks (admins): addresses that receive signed events, their state and their delivery logs. */
export function WebhooksScreen() {
  const now = useNow(60_000);
  const [offset, setOffset] = useState(0);
  const webhooks = useWebhooks({ limit: DEFAULT_PAGE_SIZE, offset });
  const update = useUpdateWebhook();
  const [creating, setCreating] = useState(false);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);

  const toggle = async (webhook: Webhook) => {
    setToggling(webhook.id);
    try {
      await update.mutateAsync({ id: webhook.id, body: { active: !webhook.active } });
      toast.success(webhook.active ? 'Webhook paused' : 'Webhook resumed');
    } catch (error) {
      toast.error(errorMessage(error, 'The webhook was not changed. Try again.'));
    } finally {
      setToggling(null);
    }
  };

  return (
    <ListSection
      title="Webhooks"
      filter={
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          Add webhook
        </Button>
      }
    >
      <QueryTable
        query={webhooks}
        aria-label="Webhooks"
        columns={webhookColumns(now, {
          onLog: setLogOf,
          onToggle: (w) => void toggle(w),
          onDelete: setDeleting,
          toggling,
        })}
        getRowId={(webhook) => webhook.id}
        loadingLabel="Loading webhooks"
        errorTitle="Could not load the webhooks"
        empty={<EmptyState icon={WebhookIcon} title={WEBHOOK_MESSAGES.empty} />}
        paging={{ offset, limit: DEFAULT_PAGE_SIZE, onOffsetChange: setOffset }}
      />
      <CreateWebhookDialog open={creating} onOpenChange={setCreating} />
      <DeliveryLogDialog
        webhook={logOf ? (webhooks.data?.data.find((w) => w.id === logOf.id) ?? logOf) : null}
        onClose={() => setLogOf(null)}
      />
      <DeleteDialog webhook={deleting} onClose={() => setDeleting(null)} />
    </ListSection>
  );
}
