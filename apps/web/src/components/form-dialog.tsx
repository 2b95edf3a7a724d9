import type * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** The open state a dialog gets from its opener. */
export interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface FormDialogProps extends DialogState {
  title: React.ReactNode;
  description?: React.ReactNode;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => unknown;
  submitLabel: string;
  /** The submit button's text while `pending`: 'Saving...'. */
  pendingLabel: string;
  pending: boolean;
  submitVariant?: 'default' | 'destructive';
  cancelLabel?: string;
  /** Classes of the dialog box, e.g. its width 'sm:max-w-2xl'. */
  className?: string;
  /** Classes of both buttons, e.g. 'h-12 text-base' for large touch targets. */
  buttonClassName?: string;
  footerClassName?: string;
  children?: React.ReactNode;
}

/**
 * A dialog holding one form: title, description, the fields, then Cancel and the submit button
 * (disabled and relabelled while the request runs). Validation is the form's: `noValidate` leaves it
 * to the form layer.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  submitVariant = 'default',
  cancelLabel = 'Cancel',
  className,
  buttonClassName,
  footerClassName,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="grid gap-5"
          aria-busy={pending}
        >
          {children}
          <DialogFooter className={footerClassName}>
            <Button
              type="button"
              variant="outline"
              className={buttonClassName}
              disabled={pending}
              onClick={() => onOpenChange(false)}
            >
              {cancelLabel}
            </Button>
            <Button type="submit" variant={submitVariant} className={buttonClassName} disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
