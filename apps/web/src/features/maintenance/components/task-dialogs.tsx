import {
  type CompleteMaintenanceTaskInput,
  EMPTY_HYGIENE_CLEARANCE,
  formatDateTime,
  type HygieneClearance,
  MAINTENANCE_TOASTS,
  type MaintenanceTask,
  workOrderNumber,
} from '@plantwise/domain';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { ChecklistResults } from '@/components/checklist-results';
import {
  type ChecklistEntries,
  ChecklistFieldset,
  checklistBody,
  checklistErrors,
  emptyChecklistEntries,
} from '@/components/completion/checklist-fieldset';
import { clearanceProblems, hoursProblem, useCompletionForm } from '@/components/completion/completion-form';
import { HygieneClearanceFieldset } from '@/components/completion/hygiene-clearance-fieldset';
import {
  EMPTY_TOOL_COUNT,
  ToolCountFieldset,
  type TypedTool,
  toolCountBody,
  toolCountProblems,
} from '@/components/completion/tool-count-fieldset';
import { addProblems, FormField, submitFailure } from '@/components/form';
import { DialogFrame, type DialogState, FormDialog } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { OFFLINE_MESSAGES } from '@/lib/offline/messages';
import { useAssetMeters } from '../api/get-asset-meters';
import { useTaskCompletions } from '../api/get-task-completions';
import { useCompleteTask, useCreateTask, useUpdateTask } from '../api/task-actions';
import { TaskFormFields, taskFormValues, useTaskForm } from './task-form';

/** Create (no task) or edit a task in a dialog; mounted when opened, so it starts from fresh values. */
export function TaskDialog({ task, open, onOpenChange }: DialogState & { task?: MaintenanceTask }) {
  const form = useTaskForm(taskFormValues(task));
  const create = useCreateTask();
  const update = useUpdateTask();
  const [summary, setSummary] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setSummary(null);
    try {
      const saved = task ? await update.mutateAsync({ id: task.id, body }) : await create.mutateAsync(body);
      toast.success(task ? MAINTENANCE_TOASTS.updated : MAINTENANCE_TOASTS.created, {
        description: saved.title,
      });
      onOpenChange(false);
    } catch (error) {
      setSummary(
        submitFailure(
          form,
          error,
          task ? MAINTENANCE_TOASTS.updateError : MAINTENANCE_TOASTS.createError,
          'the task could not be saved.',
          { asset_id: 'asset' },
        ),
      );
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-3xl max-h-[90dvh] overflow-y-auto"
      title={task ? 'Edit Maintenance Task' : 'New Maintenance Task'}
      onSubmit={submit}
      submitLabel={task ? 'Save Changes' : 'Create Task'}
      pendingLabel="Saving..."
      pending={form.formState.isSubmitting}
      error={summary}
    >
      <TaskFormFields form={form} currentAssignee={task?.assignee} />
    </FormDialog>
  );
}

// The refusals this form shows beside a field (with each clearance item and step); any other goes to
// the one summary by the button.
const FIELDS = ['actual_duration', 'meter_reading', 'tools', 'missing_tool_incident'];

/** The form's values checked as the server would, then turned into the completion body. */
function completionSchema(task: MaintenanceTask) {
  return z
    .object({
      notes: z.string(),
      actual_duration: z.string(),
      meter_reading: z.string(),
      checklist: z.custom<ChecklistEntries>(),
      hygiene_clearance: z.custom<HygieneClearance>(),
      tools: z.custom<TypedTool[]>(),
      missing_tool_incident: z.string(),
    })
    .superRefine((v, ctx) =>
      addProblems(ctx, {
        ...checklistErrors(task.checklist, v.checklist),
        ...clearanceProblems(v),
        ...toolCountProblems(v),
        actual_duration: hoursProblem(v.actual_duration, { required: false }),
        meter_reading:
          v.meter_reading.trim() !== '' && !(Number(v.meter_reading) >= 0)
            ? 'Give the meter reading as a number'
            : undefined,
      }),
    )
    .transform(
      (v): CompleteMaintenanceTaskInput => ({
        notes: v.notes,
        actual_duration: v.actual_duration.trim() === '' ? null : Number(v.actual_duration),
        meter_reading: v.meter_reading.trim() === '' ? null : Number(v.meter_reading),
        checklist: checklistBody(task.checklist, v.checklist),
        hygiene_clearance: v.hygiene_clearance,
        // The occurrence on screen: a second submit, or a colleague's completion meanwhile, is refused.
        next_due_date: task.next_due_date,
        ...toolCountBody(v),
      }),
    );
}

/**
 * Records a completion: each checklist step's result chosen by the person (with a measured value and
 * a note), duration, notes, the tools counted out and back, and the clearance. The domain's rules are checked here first so each
 * problem shows beside its field; the server checks them again.
 */
export function CompleteTaskDialog({ task, open, onOpenChange }: DialogState & { task: MaintenanceTask }) {
  const complete = useCompleteTask();
  const schema = useMemo(() => completionSchema(task), [task]);
  // A task counted on a meter is done at a reading: the latest, or one typed here.
  const follows = task.trigger !== 'calendar' ? task.meter_trigger : null;
  const meters = useAssetMeters(follows?.every != null ? task.asset_id : null);
  const counter = meters.data?.data.find((m) => m.id === follows?.meter_id && m.kind === 'cumulative');
  const { form, summary, submit } = useCompletionForm(schema, {
    defaultValues: {
      notes: '',
      actual_duration: '',
      meter_reading: '',
      checklist: emptyChecklistEntries(task.checklist),
      hygiene_clearance: EMPTY_HYGIENE_CLEARANCE,
      ...EMPTY_TOOL_COUNT,
    },
    fields: FIELDS,
    fallback: `${MAINTENANCE_TOASTS.updateError}: the completion was not saved.`,
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl max-h-[90dvh] overflow-y-auto"
      title="Complete Maintenance Task"
      description={`${task.asset?.asset_name ?? ''}: ${task.title}`}
      onSubmit={submit(async (body) => {
        const result = await complete.mutateAsync({ task, body });
        if (result.queued) {
          toast.info(OFFLINE_MESSAGES.queued(`"${task.title}" completed`));
          onOpenChange(false);
          return;
        }
        const done = result.answer;
        toast.success(MAINTENANCE_TOASTS.completed, {
          description: [
            done.is_active
              ? `Next due ${formatDateTime(done.next_due_date)}.`
              : 'The one-off task is closed.',
            done.follow_up_work_order_id
              ? `Follow-up work order ${workOrderNumber({ id: done.follow_up_work_order_id, number: done.follow_up_work_order_number })} raised for the failed step.`
              : null,
          ]
            .filter(Boolean)
            .join(' '),
        });
        onOpenChange(false);
      })}
      submitLabel="Record Completion"
      pendingLabel="Saving..."
      pending={form.formState.isSubmitting}
      buttonClassName="h-11"
      error={summary}
    >
      <ChecklistFieldset steps={task.checklist} control={form.control} />
      <FormField control={form.control} name="notes" label="Notes">
        {(props) => <Textarea {...props} rows={2} />}
      </FormField>
      <FormField
        control={form.control}
        name="actual_duration"
        label="Actual duration (hours)"
        className="sm:w-48"
      >
        {(props) => <Input {...props} type="number" min="0" step="0.25" className="h-10" />}
      </FormField>
      {counter && (
        <FormField
          control={form.control}
          name="meter_reading"
          label={`${counter.name} reading now (${counter.unit})`}
          description={
            counter.last_reading
              ? `Empty: the last reading, ${counter.last_reading.value} ${counter.unit}. A typed reading is saved as a reading too.`
              : 'A typed reading is saved as a reading too.'
          }
          className="sm:w-72"
        >
          {(props) => (
            <Input {...props} type="number" min="0" step="any" inputMode="decimal" className="h-10" />
          )}
        </FormField>
      )}
      <HygieneClearanceFieldset control={form.control} />
      <ToolCountFieldset control={form.control} />
    </FormDialog>
  );
}

/** Every completion record of a task (never overwritten), newest first. */
export function CompletionHistoryDialog({
  task,
  open,
  onOpenChange,
}: DialogState & { task: MaintenanceTask }) {
  const history = useTaskCompletions(task.id, open);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Completion History"
      description={task.title}
      className="sm:max-w-2xl max-h-[90dvh] overflow-y-auto"
    >
      <QueryState
        query={history}
        loadingLabel="Loading completions"
        errorTitle="Could not load completions"
        isEmpty={(page) => page.data.length === 0}
        empty={<p className="text-muted-foreground text-sm">Not completed yet.</p>}
      >
        {(page) => (
          <ol className="grid gap-3">
            {page.data.map((c) => (
              <li key={c.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <p className="font-medium">
                  {formatDateTime(c.completed_at)} by {c.completed_by_name}
                  {c.due_date && (
                    <span className="text-muted-foreground"> (due {formatDateTime(c.due_date)})</span>
                  )}
                </p>
                {c.notes && <p>{c.notes}</p>}
                <ChecklistResults
                  className="gap-0.5"
                  steps={c.checklist_results.map((r) => ({ ...r, id: r.step_id }))}
                />
                {c.follow_up_work_order_id && (
                  <p>
                    Follow-up work order{' '}
                    {workOrderNumber({
                      id: c.follow_up_work_order_id,
                      number: c.follow_up_work_order_number,
                    })}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </DialogFrame>
  );
}
