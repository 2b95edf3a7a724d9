import {
  ASSET_IMAGE_MAX_BYTES,
  ASSET_IMAGE_TYPES,
  IMAGE_EMPTY_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_REFUSED_MESSAGE,
} from '@plantwise/domain';
import { CameraIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

/** What is wrong with a chosen photo before it is sent (the server checks its bytes again). */
export function photoProblem(file: File): string | null {
  if (file.size === 0) return IMAGE_EMPTY_MESSAGE;
  if (file.size > ASSET_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  if (file.type && !(ASSET_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return IMAGE_TYPE_REFUSED_MESSAGE;
  }
  return null;
}

/** A preview address for the chosen file, let go when the file changes or the field closes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * An optional photo of the breakdown: the phone's camera opens first (capture), a preview shows what will
 * be sent, and it can be removed. Offline the photo is kept on the device with the report until it is sent.
 */
export function PhotoField({
  value,
  onChange,
  error,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(value);
  const shown = problem ?? error ?? null;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const found = photoProblem(file);
    setProblem(found);
    onChange(found ? null : file);
  };
  const remove = () => {
    setProblem(null);
    onChange(null);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        Photo <span className="font-normal text-muted-foreground">(optional)</span>
      </Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        aria-describedby={`${id}-hint`}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {value && preview ? (
        <div className="flex min-w-0 items-center gap-3">
          <img
            src={preview}
            alt={`Chosen for the report: ${value.name}`}
            className="h-24 w-32 shrink-0 rounded-md border object-cover"
          />
          <div className="grid min-w-0 gap-2">
            <p className="truncate text-sm">{value.name}</p>
            <Button type="button" variant="outline" size="sm" onClick={remove} className="w-fit">
              <XIcon aria-hidden="true" />
              Remove photo
            </Button>
          </div>
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="h-12 w-full text-base sm:w-fit"
          onClick={() => input.current?.click()}
        >
          <CameraIcon aria-hidden="true" />
          Take or choose a photo
        </Button>
      )}
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        JPEG, PNG or WebP, up to 10 MB. Without a signal it is kept on this device and sent with the report.
      </p>
      {shown && (
        <p role="alert" className="text-destructive text-sm">
          {shown}
        </p>
      )}
    </div>
  );
}
