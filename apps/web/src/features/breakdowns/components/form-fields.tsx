import { type BreakdownStage, SEVERITIES, type Severity } from '@plantwise/domain';
import type * as React from 'react';
import { useId, useState } from 'react';
import type { FieldControlProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SEVERITY_LABELS } from './breakdown-badges';

const SEVERITY_SELECTED: Record<Severity, string> = {
  critical: 'border-red-600 bg-red-600 text-white dark:bg-red-700',
  high: 'border-orange-500 bg-orange-100 text-orange-950 dark:bg-orange-950 dark:text-orange-50',
  medium: 'border-amber-500 bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
  low: 'border-slate-500 bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-50',
};

/** Four large radio buttons, critical first: the choice a reporter makes under pressure. */
export function SeverityPicker({
  value,
  onChange,
  large = false,
}: {
  value: Severity;
  onChange: (severity: Severity) => void;
  large?: boolean;
}) {
  const name = useId();
  const ordered = [...SEVERITIES].reverse();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">Severity</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ordered.map((severity) => {
          const checked = value === severity;
          return (
            <label
              key={severity}
              className={cn(
                'flex cursor-pointer items-center justify-center gap-2 rounded-md border px-3 font-medium text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                large ? 'min-h-12 text-base' : 'min-h-10',
                checked ? SEVERITY_SELECTED[severity] : 'hover:bg-accent',
              )}
            >
              <input
                type="radio"
                name={name}
                value={severity}
                checked={checked}
                onChange={() => onChange(severity)}
                className="sr-only"
              />
              {SEVERITY_LABELS[severity]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A list of short labels (breakdown categories) typed one at a time, shown as removable chips. */
export function CategoriesInput({
  id,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  ref,
  ...aria
}: FieldControlProps & {
  value: string[];
  onChange: (categories: string[]) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  ref?: React.Ref<HTMLInputElement>;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const next = draft
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (next.length === 0) return;
    const merged = [...value];
    for (const item of next)
      if (!merged.some((m) => m.toLowerCase() === item.toLowerCase())) merged.push(item);
    onChange(merged);
    setDraft('');
  };
  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <input
          id={id}
          ref={ref}
          name={name}
          disabled={disabled}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            }
          }}
          onBlur={() => {
            add();
            onBlur?.();
          }}
          placeholder="e.g. mechanical, electrical"
          className="flex h-10 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30"
          {...aria}
        />
        <Button type="button" variant="outline" className="h-10" onClick={add}>
          Add
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Categories">
          {value.map((category) => (
            <li key={category}>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => onChange(value.filter((c) => c !== category))}
                aria-label={`Remove category ${category}`}
              >
                {category} <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const STAGES: Array<{ value: BreakdownStage; label: string }> = [
  { value: 'quick', label: 'Quick report' },
  { value: 'detailed', label: 'Detailed report' },
];

/** Quick (from the floor, details later) or detailed report: two large radio buttons. */
export function StagePicker({
  value,
  onChange,
}: {
  value: BreakdownStage;
  onChange: (stage: BreakdownStage) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">Report type</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {STAGES.map((stage) => {
          const checked = value === stage.value;
          return (
            <label
              key={stage.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-md px-3 font-medium text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                checked ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <input
                type="radio"
                name={name}
                value={stage.value}
                checked={checked}
                onChange={() => onChange(stage.value)}
                className="sr-only"
              />
              {stage.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
