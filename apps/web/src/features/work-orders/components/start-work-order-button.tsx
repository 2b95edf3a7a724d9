import { WORK_ORDER_MESSAGES, type WorkOrder } from '@plantwise/domain';
import { PlayIcon } from 'lucide-react';
import type * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { OFFLINE_MESSAGES } from '@/lib/offline/messages';
import { useStartWorkOrder } from '../api/work-order-actions';

/** Starts a pending work order (the detail sheet's and the phone card's primary action). */
export function StartWorkOrderButton({
  workOrder,
  ...props
}: Omit<React.ComponentProps<typeof Button>, 'onClick' | 'disabled'> & { workOrder: WorkOrder }) {
  const start = useStartWorkOrder();
  return (
    <Button
      {...props}
      disabled={start.isPending}
      onClick={async () => {
        try {
          const result = await start.mutateAsync({ workOrder });
          if (result.queued) toast.info(OFFLINE_MESSAGES.queued(`${workOrder.number} started`));
          else toast.success(WORK_ORDER_MESSAGES.started);
        } catch (error) {
          toast.error(WORK_ORDER_MESSAGES.errorUpdating, {
            description: errorMessage(error, 'Try again.'),
          });
        }
      }}
    >
      <PlayIcon aria-hidden="true" /> {start.isPending ? 'Starting...' : 'Start work'}
    </Button>
  );
}
