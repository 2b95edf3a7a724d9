import {
  ASSET_IMAGE_MAX_BYTES,
  ASSET_IMAGE_TYPES,
  type AssetImage,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_REFUSED_MESSAGE,
} from '@plantwise/domain';
import { ImageIcon, StarIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import {
  useAssetImages,
  useDeleteAssetImage,
  useSetFeaturedAssetImage,
  useUploadAssetImage,
} from '../api/asset-images';

/** The asset's images; managers upload (JPEG, PNG, WebP up to 10 MB), choose the featured one and delete. */
export function AssetImageGallery({ assetId, canEdit }: { assetId: string; canEdit: boolean }) {
  const images = useAssetImages(assetId);
  const upload = useUploadAssetImage();
  const setFeatured = useSetFeaturedAssetImage();
  const remove = useDeleteAssetImage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState<AssetImage | null>(null);

  const onFiles = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      if (!(ASSET_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        toast.error('Error', { description: `${file.name}: ${IMAGE_TYPE_REFUSED_MESSAGE}` });
        continue;
      }
      if (file.size > ASSET_IMAGE_MAX_BYTES) {
        toast.error('Error', { description: `${file.name}: ${IMAGE_TOO_LARGE_MESSAGE}` });
        continue;
      }
      try {
        await upload.mutateAsync({ id: assetId, file });
        toast.success('Image uploaded', { description: file.name });
      } catch (error) {
        toast.error('Error', { description: `${file.name}: ${errorMessage(error, 'the upload failed')}` });
      }
    }
    if (input.current) input.current.value = '';
  };

  const feature = async (image: AssetImage) => {
    try {
      await setFeatured.mutateAsync({ id: assetId, fileId: image.id });
      toast.success('Featured image changed');
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'the featured image could not be changed') });
    }
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync({ id: assetId, fileId: confirming.id });
      toast.success('Image deleted');
      setConfirming(null);
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'the image could not be deleted') });
    }
  };

  return (
    <div className="grid gap-4">
      {canEdit && (
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ASSET_IMAGE_TYPES.join(',')}
            multiple
            className="sr-only"
            onChange={(event) => void onFiles(event.target.files)}
          />
          <Button variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
            <UploadIcon aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Upload images'}
          </Button>
          <label htmlFor={inputId} className="text-muted-foreground text-xs">
            JPEG, PNG or WebP, up to 10 MB each
          </label>
        </div>
      )}
      <QueryState
        query={images}
        loadingLabel="Loading the images"
        errorTitle="The images could not be loaded"
        skeleton={{
          rows: 2,
          className: 'grid-cols-2 gap-3 sm:grid-cols-3',
          rowClassName: 'aspect-[4/3] h-auto',
        }}
        isEmpty={(page) => page.data.length === 0}
        empty={
          <EmptyState icon={ImageIcon} className="p-6 text-sm">
            No images of this asset yet.
          </EmptyState>
        }
      >
        {(page) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Asset images">
            {page.data.map((image) => (
              <li key={image.id} className="grid gap-2 rounded-lg border p-2">
                <a
                  href={image.url}
                  target="_blank"
                  rel="noreferrer"
                  className="block overflow-hidden rounded-md bg-muted"
                >
                  <img
                    src={image.url}
                    alt={image.filename}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                </a>
                <div className="flex items-center justify-between gap-2">
                  <span className="truncate text-xs" title={image.filename}>
                    {image.filename}
                  </span>
                  {image.featured && (
                    <Badge className="border-transparent bg-primary/15 text-primary">
                      <StarIcon aria-hidden="true" />
                      Featured
                    </Badge>
                  )}
                </div>
                {canEdit && (
                  <div className="flex gap-1">
                    {!image.featured && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => void feature(image)}
                        disabled={setFeatured.isPending}
                        aria-label={`Make ${image.filename} the featured image`}
                      >
                        <StarIcon aria-hidden="true" />
                        Feature
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive"
                      onClick={() => setConfirming(image)}
                      aria-label={`Delete ${image.filename}`}
                    >
                      <Trash2Icon aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Delete image ${confirming?.filename}?`}
        description="The image is removed from this asset for everyone."
        confirmLabel="Delete image"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
