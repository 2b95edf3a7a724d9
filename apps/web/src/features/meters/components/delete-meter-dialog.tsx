import { formatCount, type Meter } from '@plantwise/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteMeter, useReadingCount } from '../api/meters';

/** Deletes a meter after asking; a meter with readings says they go with it. */
export function DeleteMeterDialog({
  meter,
  open,
  onOpenChange,
}: {
  meter: Meter;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteMeter();
  const count = useReadingCount(meter.id, open && meter.last_reading !== null);
  const total = count.data;
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setFailure(null);
        onOpenChange(next);
      }}
      title={`Delete the meter "${meter.name}"?`}
      description={
        meter.last_reading
          ? `${
              total === undefined
                ? 'All of its readings are'
                : `Its ${formatCount(total)} ${total === 1 ? 'reading is' : 'readings are'}`
            } deleted with it, and its chart and usage rate are lost. This cannot be undone.`
          : 'It has no readings yet. This cannot be undone.'
      }
      confirmLabel="Delete meter"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      error={failure}
      onConfirm={async () => {
        try {
          const result = await remove.mutateAsync(meter.id);
          toast.success('Meter deleted', {
            description:
              result.readings_deleted > 0
                ? `${meter.name} and its ${formatCount(result.readings_deleted)} readings`
                : meter.name,
          });
          onOpenChange(false);
        } catch (error) {
          setFailure(`Meter not deleted: ${errorMessage(error, 'Try again.')}`);
        }
      }}
    />
  );
}
