import { CheckIcon, CopyIcon, TriangleAlertIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { DialogFrame, type DialogState } from '@/components/form-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export interface SecretShownOnceDialogProps extends DialogState {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** The secret itself: the server never returns it again. */
  secret: string;
  /** The accessible name of the field holding the secret: 'Signing secret'. */
  secretLabel: string;
  /** What the secret is called in the hint shown when copying is blocked: 'token', 'secret'. */
  noun: string;
  /** The warning's title: that this is the only time the secret is shown. */
  warning: string;
  /** What the secret is for and how to keep it. */
  warningDetail: React.ReactNode;
}

/** A secret shown this once after it is created, with a copy button and the warning that it will not be shown again. */
export function SecretShownOnceDialog({
  open,
  onOpenChange,
  title,
  description,
  secret,
  secretLabel,
  noun,
  warning,
  warningDetail,
}: SecretShownOnceDialogProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={<Button onClick={() => onOpenChange(false)}>Done</Button>}
    >
      <Alert>
        <TriangleAlertIcon aria-hidden="true" />
        {/* The warning is the point of this dialog: it wraps rather than being cut on a phone. */}
        <AlertTitle className="line-clamp-none">{warning}</AlertTitle>
        <AlertDescription>{warningDetail}</AlertDescription>
      </Alert>
      <div className="flex min-w-0 gap-2">
        <Input
          readOnly
          value={secret}
          aria-label={secretLabel}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied === 'yes' ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p role="status" className="text-muted-foreground text-sm">
        {copied === 'failed' ? `Copying is blocked here: select the ${noun} and copy it yourself.` : ''}
      </p>
    </DialogFrame>
  );
}
