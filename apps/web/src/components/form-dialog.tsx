import * as React from 'react';
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
  /**
   * On a touch screen the dialog opens with focus on itself rather than its first field: for a dialog whose
   * first field filters a list to tap (a picker), a phone's keyboard would otherwise come up over the list.
   */
  noKeyboardOnTouch?: boolean;
  children?: React.ReactNode;
}

/** Whether the person points with a finger: a phone or a tablet without a mouse. */
function touchScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
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
  noKeyboardOnTouch,
  children,
}: DialogFrameProps) {
  const onOpenAutoFocus = (event: Event) => {
    if (!noKeyboardOnTouch || !touchScreen()) return;
    event.preventDefault();
    (event.currentTarget as HTMLElement | null)?.focus();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={className}
        showCloseButton={showCloseButton}
        onOpenAutoFocus={onOpenAutoFocus}
      >
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

const FOCUSABLE = 'input, textarea, select, button, [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first control of `form` marked invalid and scrolls it into the middle of the view: on a
 * phone the person is at the submit button, far from the field that needs them. A group marked
 * invalid (a radio group, a fieldset) hands focus to its first control. Without an invalid field the
 * form's summary (`[data-form-error]`) is scrolled into view instead. True when something was found.
 */
export function revealFirstProblem(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid
    ? invalid.matches(FOCUSABLE)
      ? invalid
      : (invalid.querySelector<HTMLElement>(FOCUSABLE) ?? invalid)
    : form.querySelector<HTMLElement>('[data-form-error]');
  if (!target) return false;
  if (invalid) target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * The one summary a form may show: a refusal that belongs to no field (the connection dropped, the
 * record changed meanwhile). It sits beside the submit button, where the person's eyes are.
 */
export function FormError({ children }: { children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p
      data-form-error=""
      role="alert"
      className="rounded-md border border-destructive/50 px-3 py-2 text-destructive text-sm"
    >
      {children}
    </p>
  );
}

export type FeedbackFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => unknown;
};

/**
 * A form that keeps the app's feedback rule, in a dialog or on a page: validation is the form
 * layer's (`noValidate`), and after a submit that left problems focus moves to the first invalid
 * field (or the summary beside the button when no field is to blame). Its callers show each problem
 * once: beside its field, or in one `FormError`; never a toast as well.
 */
export function FeedbackForm({ onSubmit, children, ...form }: FeedbackFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = React.useState(0);
  // Runs once the errors of this attempt are on screen (they are set by the same submit).
  React.useEffect(() => {
    if (attempt > 0) revealFirstProblem(formRef.current);
  }, [attempt]);
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    try {
      await onSubmit(event);
    } finally {
      setAttempt((n) => n + 1);
    }
  };
  return (
    <form ref={formRef} {...form} onSubmit={(event) => void submit(event)} noValidate>
      {children}
    </form>
  );
}

export type FormDialogProps = Omit<DialogFrameProps, 'footer'> &
  Omit<FormActionsProps, 'onCancel' | 'className'> & {
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => unknown;
    /** A refusal that belongs to no field; field errors go beside their fields, never here too. */
    error?: React.ReactNode;
  };

/**
 * A dialog holding one form (a FeedbackForm): title, description, the fields, the one summary, then
 * Cancel and the submit button (disabled and relabelled while the request runs).
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
  error,
  ...frame
}: FormDialogProps) {
  return (
    <DialogFrame {...frame}>
      <FeedbackForm onSubmit={onSubmit} className="grid gap-5" aria-busy={pending}>
        {children}
        <FormError>{error}</FormError>
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
      </FeedbackForm>
    </DialogFrame>
  );
}
