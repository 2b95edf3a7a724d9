import { Slot } from 'radix-ui';
import type * as React from 'react';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What a field gives its control: the label's target and the accessible description and state. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  label: React.ReactNode;
  /** A hint under the control ('In pounds, e.g. 250'); stays visible beside an error. */
  description?: React.ReactNode;
  error?: string;
  /** Marks the label with * and the control with aria-required. */
  required?: boolean;
  /** Hide the label visually (it still names the control). */
  hideLabel?: boolean;
  className?: string;
  /**
   * The control: one element, which receives `id` and the aria attributes, or a function given
   * them (for a control wrapped in other markup, such as an input with a £ prefix).
   */
  children: React.ReactElement | ((props: FieldControlProps) => React.ReactNode);
}

/** A labelled control with its description and error message, wired for screen readers. */
export function Field({ label, description, error, required, hideLabel, className, children }: FieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  const controlProps: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required ? true : undefined,
  };
  return (
    <div data-slot="field" className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id} className={cn(hideLabel && 'sr-only')}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {typeof children === 'function' ? (
        children(controlProps)
      ) : (
        <Slot.Root {...controlProps}>{children}</Slot.Root>
      )}
      {description && (
        <div id={descriptionId} className="text-muted-foreground text-xs">
          {description}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
