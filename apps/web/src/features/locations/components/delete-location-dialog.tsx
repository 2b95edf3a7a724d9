import type { Location } from '@plantwise/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DialogState } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteLocation } from '../api/save-location';

/**
 * Asks before deleting a location. A location that still holds assets or other locations is refused by
 * the server; its reason ('Line 3 has 12 assets below it: move them elsewhere before deleting it') is
 * shown in the dialog, which stays open.
 */
export function DeleteLocationDialog({
  location,
  open,
  onOpenChange,
  onDeleted,
}: DialogState & { location: Location; onDeleted?: () => void }) {
  const remove = useDeleteLocation();
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (open) setRefusal(null);
  }, [open]);

  const confirm = async () => {
    setRefusal(null);
    try {
      await remove.mutateAsync(location.id);
      toast.success(`${location.name} deleted`);
      onOpenChange(false);
      onDeleted?.();
    } catch (error) {
      setRefusal(`Not deleted: ${errorMessage(error, 'the server could not delete it')}`);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${location.name}?`}
      description={`${location.name} (${location.code}) is removed from the tree. This cannot be undone.`}
      confirmLabel="Delete location"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
      error={refusal}
    />
  );
}
