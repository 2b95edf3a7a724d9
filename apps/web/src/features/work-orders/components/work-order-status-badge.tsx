import { WORK_ORDER_STATUS_LABELS, type WorkOrder } from '@plantwise/domain';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { useWaitingChange } from '@/lib/offline/runtime';

/**
 * The work order's status; a start or completion made offline and not yet sent says so
 * ("Completed — waiting to send"), so nobody takes it for written on the server.
 */
export function WorkOrderStatusBadge({
  workOrder,
  variant,
}: {
  workOrder: Pick<WorkOrder, 'id' | 'status'>;
  variant?: React.ComponentProps<typeof Badge>['variant'];
}) {
  const waiting = useWaitingChange(workOrder.id);
  const label = WORK_ORDER_STATUS_LABELS[workOrder.status];
  return (
    <Badge variant={waiting ? 'secondary' : variant}>{waiting ? `${label} — waiting to send` : label}</Badge>
  );
}
