import { ASSET_MESSAGES, type Asset, type AssetDeleteResponse } from '@plantwise/domain';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAsset } from '../api/delete-asset';

/**
 * Confirms deleting an asset by name. An asset with work orders, breakdowns or tasks is archived by
 * the server instead; the toast says which happened.
 */
export function DeleteAssetDialog({
  asset,
  open,
  onOpenChange,
  onDeleted,
}: {
  asset: Pick<Asset, 'id' | 'asset_id' | 'asset_name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (result: AssetDeleteResponse) => void;
}) {
  const deleteAsset = useDeleteAsset();

  const confirm = async () => {
    try {
      const result = await deleteAsset.mutateAsync(asset.id);
      if (result.result === 'deleted') toast.success(ASSET_MESSAGES.deleted);
      else toast.success('Asset archived', { description: result.message });
      onOpenChange(false);
      onDeleted?.(result);
    } catch (error) {
      toast.error(ASSET_MESSAGES.errorTitle, {
        description: ASSET_MESSAGES.deleteFailed(errorMessage(error, 'the server could not delete it')),
      });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${asset.asset_name} (${asset.asset_id})?`}
      description="This removes the asset and its images from the register. If work orders, breakdowns or maintenance tasks refer to it, it is archived instead: hidden from the register and kept in their history."
      confirmLabel="Delete asset"
      pendingLabel="Deleting..."
      pending={deleteAsset.isPending}
      onConfirm={confirm}
    />
  );
}
