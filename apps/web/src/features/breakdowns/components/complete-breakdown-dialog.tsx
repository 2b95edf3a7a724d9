import {
  BREAKDOWN_TOASTS,
  type CompleteBreakdownBody,
  displayName,
  type FixType,
  formatDateTime,
  fromDateTimeLocal,
  HYGIENE_CLEARANCE_ITEMS,
  type HygieneClearance,
  workOrderNumber,
} from '@plantwise/domain';
import { ShieldCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField, splitRequestError } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { HygieneClearanceFieldset, refusedClearanceItems } from '@/components/hygiene-clearance-fieldset';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { useCompleteBreakdown } from '../api/breakdown-actions';
import type { BreakdownDialogProps } from './breakdown-form';
import { CategoriesInput } from './form-fields';

const NOT_CLEARED = Object.fromEntries(
  HYGIENE_CLEARANCE_ITEMS.map(({ key }) => [key, false]),
) as HygieneClearance;

interface CompletionFormValues {
  completion_notes: string;
  completed_by: string;
  breakdown_categories: string[];
  safety_compliance_check: boolean;
  fix_type: FixType;
  permanent_repair_deadline: string;
  hygiene_clearance: HygieneClearance;
}

const FORM_FIELDS = [
  'completion_notes',
  'completed_by',
  'breakdown_categories',
  'safety_compliance_check',
  'permanent_repair_deadline',
];
const shownBesideAField = (key: string) => FORM_FIELDS.includes(key) || key.startsWith('hygiene_clearance.');

/**
 * The BRC completion (spec §5) with the BRCGS 4.7.4 hygiene clearance: the server checks every item
 * and records each refused attempt, so the dialog sends what was entered and shows each refusal once,
 * beside its field (the app's feedback rule; the form dialog then focuses the first).
 */
export function CompleteBreakdownDialog({ breakdown, open, onOpenChange }: BreakdownDialogProps) {
  const { profile } = useAuth();
  const safetyId = useId();
  const fixId = useId();
  const initial = (): CompletionFormValues => ({
    completion_notes: '',
    completed_by: profile ? displayName(profile) : '',
    breakdown_categories: breakdown.breakdown_categories,
    safety_compliance_check: false,
    fix_type: 'permanent',
    permanent_repair_deadline: '',
    hygiene_clearance: NOT_CLEARED,
  });
  // No client-side check: the server applies the BRC rule and records every refused attempt.
  const form = useForm<CompletionFormValues>({ defaultValues: initial() });
  // The hygiene items the server refused; the other refusals live in the form's field errors.
  const [refusedItems, setRefusedItems] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const complete = useCompleteBreakdown();
  const fixType = form.watch('fix_type');

  const handleOpenChange = (next: boolean) => {
    if (next) {
      form.reset(initial());
      setRefusedItems({});
      setSummary(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const body: CompleteBreakdownBody = {
      ...values,
      permanent_repair_deadline:
        values.fix_type === 'temporary' ? fromDateTimeLocal(values.permanent_repair_deadline) : null,
    };
    try {
      const completed = await complete.mutateAsync({ id: breakdown.id, body });
      toast.success(BREAKDOWN_TOASTS.completed, {
        description: completed.follow_up_work_order_id
          ? `Signed off as a temporary repair. Follow-up work order ${workOrderNumber({ id: completed.follow_up_work_order_id, number: completed.follow_up_work_order_number })} is due ${formatDateTime(completed.permanent_repair_deadline)}.`
          : `Signed off by ${completed.completed_by}. The record is now read-only.`,
      });
      onOpenChange(false);
    } catch (error) {
      const { fields, summary: rest } = splitRequestError(
        error,
        shownBesideAField,
        `${BREAKDOWN_TOASTS.updateError}: the breakdown could not be completed. Try again.`,
      );
      form.clearErrors();
      const hygiene: Record<string, string> = {};
      for (const [key, message] of Object.entries(fields)) {
        if (key.startsWith('hygiene_clearance.')) hygiene[key] = message;
        else form.setError(key as keyof CompletionFormValues, { type: 'server', message });
      }
      setRefusedItems(hygiene);
      setSummary(rest);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={handleOpenChange}
      className="sm:max-w-2xl"
      title={
        <>
          <ShieldCheckIcon aria-hidden="true" className="size-5 text-green-700 dark:text-green-400" />
          Complete Breakdown (BRC)
        </>
      }
      description={`${breakdown.asset.asset_name}: ${breakdown.title}. Once signed off the record is read-only.`}
      onSubmit={submit}
      submitLabel="Complete Breakdown"
      pendingLabel="Completing..."
      pending={form.formState.isSubmitting}
      error={summary}
    >
      <FormField control={form.control} name="completion_notes" label="Completion notes" required>
        {(props) => <Textarea {...props} placeholder="What was found and what was done" rows={3} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField control={form.control} name="completed_by" label="Completed by" required>
          {(props) => <Input {...props} autoComplete="name" className="h-10" />}
        </FormField>
        <FormField control={form.control} name="breakdown_categories" label="Breakdown categories" required>
          {(props) => <CategoriesInput {...props} />}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="safety_compliance_check"
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            <div className="flex min-h-10 items-center gap-3">
              <Checkbox
                id={safetyId}
                className="size-5"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                aria-required="true"
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? `${safetyId}-error` : undefined}
              />
              <Label htmlFor={safetyId}>
                Safety compliance verified
                <span aria-hidden="true" className="text-destructive">
                  *
                </span>
              </Label>
            </div>
            {fieldState.error && (
              <p id={`${safetyId}-error`} className="text-destructive text-sm">
                {fieldState.error.message}
              </p>
            )}
          </div>
        )}
      />
      <fieldset className="grid gap-2">
        <legend id={fixId} className="mb-2 font-medium text-sm">
          Fix type
        </legend>
        <RadioGroup
          aria-labelledby={fixId}
          value={fixType}
          onValueChange={(value) => form.setValue('fix_type', value as FixType)}
          className="flex flex-wrap gap-6"
        >
          {(['permanent', 'temporary'] as const).map((fix) => (
            <div key={fix} className="flex min-h-10 items-center gap-2">
              <RadioGroupItem value={fix} id={`${fixId}-${fix}`} className="size-5" />
              <Label htmlFor={`${fixId}-${fix}`}>
                {fix === 'permanent' ? 'Permanent repair' : 'Temporary repair'}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      {fixType === 'temporary' && (
        <FormField
          control={form.control}
          name="permanent_repair_deadline"
          label="Permanent repair deadline"
          required
          description="A follow-up work order is created for the permanent repair"
        >
          {(props) => <Input {...props} type="datetime-local" className="h-10" />}
        </FormField>
      )}
      <Controller
        control={form.control}
        name="hygiene_clearance"
        render={({ field }) => (
          <HygieneClearanceFieldset
            value={field.value}
            onChange={field.onChange}
            refused={refusedClearanceItems(refusedItems)}
          />
        )}
      />
    </FormDialog>
  );
}
