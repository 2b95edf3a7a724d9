import {
  BREAKDOWN_TOASTS,
  type CompleteBreakdownBody,
  displayName,
  EMPTY_HYGIENE_CLEARANCE,
  FIX_TYPES,
  formatDateTime,
  fromDateTimeLocal,
  type HygieneClearance,
  workOrderNumber,
} from '@plantwise/domain';
import { ShieldCheckIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { useCompletionForm } from '@/components/completion/completion-form';
import { FixTypeFields } from '@/components/completion/fix-type-fields';
import { HygieneClearanceFieldset } from '@/components/completion/hygiene-clearance-fieldset';
import {
  EMPTY_TOOL_COUNT,
  ToolCountFieldset,
  type TypedTool,
  toolCountBody,
  toolCountProblems,
} from '@/components/completion/tool-count-fieldset';
import { addProblems, FormField } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { useCompleteBreakdown } from '../api/breakdown-actions';
import type { BreakdownDialogProps } from './breakdown-form';
import { CategoriesInput } from './form-fields';

// The form's values as typed; the deadline is datetime-local text until it is sent.
const completionSchema = z
  .object({
    completion_notes: z.string(),
    completed_by: z.string(),
    breakdown_categories: z.array(z.string()),
    safety_compliance_check: z.boolean(),
    fix_type: z.enum(FIX_TYPES),
    permanent_repair_deadline: z.string(),
    hygiene_clearance: z.custom<HygieneClearance>(),
    tools: z.custom<TypedTool[]>(),
    missing_tool_incident: z.string(),
  })
  // No BRC check before sending: the server applies the BRC rule and records every refused attempt. The
  // tool count is checked here too, since a miscount is a typing slip, not a refused BRC completion.
  .superRefine((values, ctx) => addProblems(ctx, toolCountProblems(values)))
  .transform(
    ({ tools, missing_tool_incident, ...values }): CompleteBreakdownBody => ({
      ...values,
      permanent_repair_deadline:
        values.fix_type === 'temporary' ? fromDateTimeLocal(values.permanent_repair_deadline) : null,
      ...toolCountBody({ tools, missing_tool_incident }),
    }),
  );

// The refusals this form shows beside a field (with each clearance item); any other goes to the one
// summary by the button.
const FIELDS = [
  'completion_notes',
  'completed_by',
  'breakdown_categories',
  'safety_compliance_check',
  'permanent_repair_deadline',
  'tools',
  'missing_tool_incident',
];

/**
 * The BRC completion (spec §5) with the hygiene clearance: the server checks every item and records
 * each refused attempt, so the dialog sends what was entered and shows each refusal once, beside its
 * field (the app's feedback rule; the form dialog then focuses the first).
 */
export function CompleteBreakdownDialog({ breakdown, open, onOpenChange }: BreakdownDialogProps) {
  const { profile } = useAuth();
  const safetyId = useId();
  const initial = () => ({
    completion_notes: '',
    completed_by: profile ? displayName(profile) : '',
    breakdown_categories: breakdown.breakdown_categories,
    safety_compliance_check: false,
    fix_type: 'permanent' as const,
    permanent_repair_deadline: '',
    hygiene_clearance: EMPTY_HYGIENE_CLEARANCE,
    ...EMPTY_TOOL_COUNT,
  });
  const { form, summary, setSummary, submit } = useCompletionForm(completionSchema, {
    defaultValues: initial(),
    fields: FIELDS,
    fallback: `${BREAKDOWN_TOASTS.updateError}: the breakdown could not be completed. Try again.`,
  });
  const complete = useCompleteBreakdown();

  const handleOpenChange = (next: boolean) => {
    if (next) {
      form.reset(initial());
      setSummary(null);
    }
    onOpenChange(next);
  };

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
      onSubmit={submit(async (body) => {
        const completed = await complete.mutateAsync({ id: breakdown.id, body });
        toast.success(BREAKDOWN_TOASTS.completed, {
          description: completed.follow_up_work_order_id
            ? `Signed off as a temporary repair. Follow-up work order ${workOrderNumber({ id: completed.follow_up_work_order_id, number: completed.follow_up_work_order_number })} is due ${formatDateTime(completed.permanent_repair_deadline)}.`
            : `Signed off by ${completed.completed_by}. The record is now read-only.`,
        });
        onOpenChange(false);
      })}
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
      <FixTypeFields control={form.control} />
      <HygieneClearanceFieldset control={form.control} />
      <ToolCountFieldset control={form.control} />
    </FormDialog>
  );
}
