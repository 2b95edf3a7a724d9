import type { ReporterPhotoSource } from '@plantwise/domain';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/**
 * The reporter's photo, sent from the machine's label or with the in-app report: a thumbnail that opens
 * full size (a button, so keyboard too).
 */
export function ReporterPhoto({
  url,
  title,
  from,
}: {
  url: string;
  title: string;
  from: ReporterPhotoSource | null;
}) {
  const alt = `Photo of the breakdown "${title}"${from === 'label' ? " from the machine's label" : ''}`;
  return (
    <div>
      <dt className="text-muted-foreground">Reporter's photo</dt>
      <dd className="mt-1">
        <Dialog>
          <DialogTrigger
            className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`Open the photo of "${title}" full size`}
          >
            <img src={url} alt={alt} loading="lazy" className="h-24 w-32 rounded-md border object-cover" />
          </DialogTrigger>
          <DialogContent className="max-w-[min(96vw,64rem)]">
            <DialogHeader>
              <DialogTitle>Reporter's photo</DialogTitle>
              <DialogDescription>{title}</DialogDescription>
            </DialogHeader>
            <img src={url} alt={alt} className="max-h-[80vh] w-full rounded-md object-contain" />
            <a href={url} target="_blank" rel="noreferrer" className="text-sm underline">
              Open in a new tab
            </a>
          </DialogContent>
        </Dialog>
      </dd>
    </div>
  );
}
