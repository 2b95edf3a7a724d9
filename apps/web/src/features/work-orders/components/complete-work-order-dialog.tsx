import {
  type ChecklistStep,
  type CompleteWorkOrderInput,
  EMPTY_HYGIENE_CLEARANCE,
  FIX_TYPES,
  fromDateTimeLocal,
  type HygieneClearance,
  OTHER_COSTS_LABEL,
  TEMPORARY_FIX_REASONS,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
} from '@plantwise/domain';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  type ChecklistEntries,
  ChecklistFieldset,
  checklistBody,
  checklistErrors,
  emptyChecklistEntries,
} from '@/components/completion/checklist-fieldset';
import { clearanceProblems, hoursProblem, useCompletionForm } from '@/components/completion/completion-form';
import { FixTypeFields } from '@/components/completion/fix-type-fields';
import { HygieneClearanceFieldset } from '@/components/completion/hygiene-clearance-fieldset';
import { PartsUsedPicker, type PickedPart, partsUsedBody } from '@/components/completion/parts-used-picker';
import {
  EMPTY_TOOL_COUNT,
  ToolCountFieldset,
  type TypedTool,
  toolCountBody,
  toolCountProblems,
} from '@/components/completion/tool-count-fieldset';
import { addProblems, FormField } from '@/components/form';
import { type DialogState, FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { OFFLINE_MESSAGES } from '@/lib/offline/messages';
import { usePartSearch } from '../api/get-parts';
import { useCompleteWorkOrder } from '../api/work-order-actions';

// The refusals this form shows beside a field (with each clearance item, step and part); any other
// goes to the one summary by the button.
const FIELDS = [
  'completion_notes',
  'completed_by',
  'actual_duration',
  'cost',
  'permanent_repair_deadline',
  'tools',
  'missing_tool_incident',
];

const isAmount = (text: string) => Number.isFinite(Number(text)) && Number(text) >= 0;

/** The form's values checked as the server would, then turned into the completion body. */
function completionSchema(steps: readonly ChecklistStep[]) {
  return z
    .object({
      completion_notes: z.string(),
      completed_by: z.string(),
      actual_duration: z.string(),
      cost: z.string(),
      parts_used: z.custom<PickedPart[]>(),
      hygiene_clearance: z.custom<HygieneClearance>(),
      checklist: z.custom<ChecklistEntries>(),
      fix_type: z.enum(FIX_TYPES),
      permanent_repair_deadline: z.string(),
      tools: z.custom<TypedTool[]>(),
      missing_tool_incident: z.string(),
    })
    .superRefine((v, ctx) =>
      addProblems(ctx, {
        completion_notes: v.completion_notes.trim() ? undefined : WORK_ORDER_MESSAGES.completionNotes,
        completed_by: v.completed_by.trim() ? undefined : WORK_ORDER_MESSAGES.completedBy,
        actual_duration: hoursProblem(v.actual_duration, { required: true }),
        cost:
          v.cost.trim() === '' || isAmount(v.cost)
            ? undefined
            : 'Enter an amount in pounds (0 or more), or leave it empty',
        ...clearanceProblems(v),
        ...checklistErrors(steps, v.checklist),
        ...toolCountProblems(v),
        permanent_repair_deadline:
          v.fix_type === 'temporary' && !v.permanent_repair_deadline
            ? TEMPORARY_FIX_REASONS.missing
            : undefined,
      }),
    )
    .transform(
      (v): CompleteWorkOrderInput => ({
        completion_notes: v.completion_notes,
        completed_by: v.completed_by,
        actual_duration: Number(v.actual_duration),
        cost: v.cost.trim() === '' ? null : Number(v.cost),
        parts_used: partsUsedBody(v.parts_used),
        hygiene_clearance: v.hygiene_clearance,
        checklist: checklistBody(steps, v.checklist),
        fix_type: v.fix_type,
        permanent_repair_deadline:
          v.fix_type === 'temporary' ? fromDateTimeLocal(v.permanent_repair_deadline) : null,
        ...toolCountBody(v),
      }),
    );
}

/**
 * Completes a work order: notes, actual hours, parts from stock (stock on hand shown),
 * the six-item hygiene clearance, the checklist results and the fix type. The server checks it all
 * again and refuses the whole completion if anything fails.
 */
export function CompleteWorkOrderDialog({
  open,
  onOpenChange,
  workOrder,
}: DialogState & { workOrder: WorkOrder }) {
  const { profile } = useAuth();
  const complete = useCompleteWorkOrder();
  const schema = useMemo(() => completionSchema(workOrder.checklist), [workOrder.checklist]);
  const { form, summary, submit } = useCompletionForm(schema, {
    defaultValues: {
      completion_notes: '',
      completed_by: profile?.full_name ?? profile?.email ?? '',
      actual_duration: String(workOrder.estimated_duration),
      cost: '',
      parts_used: [],
      hygiene_clearance: EMPTY_HYGIENE_CLEARANCE,
      checklist: emptyChecklistEntries(workOrder.checklist),
      fix_type: 'permanent',
      permanent_repair_deadline: '',
      ...EMPTY_TOOL_COUNT,
    },
    fields: FIELDS,
    fallback: `${WORK_ORDER_MESSAGES.errorUpdating}. Try again.`,
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Complete ${workOrder.number}`}
      description={workOrder.title}
      onSubmit={submit(async (body) => {
        const result = await complete.mutateAsync({ workOrder, body });
        if (result.queued) toast.info(OFFLINE_MESSAGES.queued(`${workOrder.number} completed`));
        else
          toast.success(WORK_ORDER_MESSAGES.completed, {
            description: `${workOrder.number} — certificate ready`,
          });
        onOpenChange(false);
      })}
      submitLabel="Complete work order"
      pendingLabel="Completing..."
      pending={complete.isPending}
      error={summary}
    >
      <FormField control={form.control} name="completion_notes" label="Completion notes" required>
        {(props) => <Textarea {...props} rows={3} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="completed_by" label="Completed by" required>
          {(props) => <Input {...props} />}
        </FormField>
        <FormField control={form.control} name="actual_duration" label="Actual hours" required>
          {(props) => <Input {...props} inputMode="decimal" />}
        </FormField>
      </div>
      <FormField
        control={form.control}
        name="cost"
        label={`${OTHER_COSTS_LABEL}, £`}
        description="Labour and parts from the stores are costed for you; this adds to them."
      >
        {(props) => <Input {...props} inputMode="decimal" placeholder="0" />}
      </FormField>

      <PartsUsedPicker control={form.control} useSearch={usePartSearch} />
      <HygieneClearanceFieldset control={form.control} />
      <ChecklistFieldset steps={workOrder.checklist} control={form.control} />
      <ToolCountFieldset control={form.control} />

      <FixTypeFields control={form.control} />
    </FormDialog>
  );
}
