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

export interface DialogFrameProps extends DialogState {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Classes of the dialog box, e.g. its width 'sm:max-w-2xl'. */
  className?: string;
  /** The corner × (hidden while something must not be interrupted). */
  showCloseButton?: boolean;
  /** Buttons under the content, in the dialog's footer. */
  footer?: React.ReactNode;
  footerClassName?: string;
  children?: React.ReactNode;
}

/** A dialog with its title, description, content and footer: the frame every dialog of the app shares. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  className,
  showCloseButton,
  footer,
  footerClassName,
  children,
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} showCloseButton={showCloseButton}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
        {footer && <DialogFooter className={footerClassName}>{footer}</DialogFooter>}
      </DialogContent>
    </Dialog>
  );
}

export interface FormActionsProps {
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's text while `pending`: 'Saving...'. */
  pendingLabel: string;
  pending: boolean;
  submitVariant?: 'default' | 'destructive';
  cancelLabel?: string;
  /** Classes of both buttons, e.g. 'h-12 text-base' for large touch targets. */
  buttonClassName?: string;
  className?: string;
}

/** Cancel and the submit button of a dialog's form (both disabled while the request runs). */
export function FormActions({
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  submitVariant = 'default',
  cancelLabel = 'Cancel',
  buttonClassName,
  className,
}: FormActionsProps) {
  return (
    <DialogFooter className={className}>
      <Button
        type="button"
        variant="outline"
        className={buttonClassName}
        disabled={pending}
        onClick={onCancel}
      >
        {cancelLabel}
      </Button>
      <Button type="submit" variant={submitVariant} className={buttonClassName} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

export type FormDialogProps = Omit<DialogFrameProps, 'footer'> &
  Omit<FormActionsProps, 'onCancel' | 'className'> & {
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => unknown;
  };

/**
 * A dialog holding one form: title, description, the fields, then Cancel and the submit button
 * (disabled and relabelled while the request runs). Validation is the form layer's (`noValidate`).
 */
export function FormDialog({
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  submitVariant,
  cancelLabel,
  buttonClassName,
  footerClassName,
  children,
  ...frame
}: FormDialogProps) {
  return (
    <DialogFrame {...frame}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5" aria-busy={pending}>
        {children}
        <FormActions
          onCancel={() => frame.onOpenChange(false)}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          pending={pending}
          submitVariant={submitVariant}
          cancelLabel={cancelLabel}
          buttonClassName={buttonClassName}
          className={footerClassName}
        />
      </form>
    </DialogFrame>
  );
}
