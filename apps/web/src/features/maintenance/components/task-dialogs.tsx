import {
  EMPTY_HYGIENE_CLEARANCE,
  formatDateTime,
  hygieneClearanceFailures,
  MAINTENANCE_TOASTS,
  type MaintenanceTask,
  workOrderNumber,
} from '@plantwise/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  ChecklistFieldset,
  checklistBody,
  checklistErrors,
  emptyChecklistEntries,
} from '@/components/checklist-fieldset';
import { ChecklistResults } from '@/components/checklist-results';
import { Field } from '@/components/field';
import { applyServerErrors, splitRequestError } from '@/components/form';
import { DialogFrame, type DialogState, FormDialog } from '@/components/form-dialog';
import { HygieneClearanceFieldset, refusedClearanceItems } from '@/components/hygiene-clearance-fieldset';
import { QueryState } from '@/components/query-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
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
      // Beside the fields when the server named them; otherwise once, beside the button.
      const shown = applyServerErrors(form, error, { asset_id: 'asset' });
      setSummary(
        shown > 0
          ? null
          : `${task ? MAINTENANCE_TOASTS.updateError : MAINTENANCE_TOASTS.createError}: ${errorMessage(error, 'the task could not be saved.')}`,
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
      <TaskFormFields form={form} />
    </FormDialog>
  );
}

const SHOWN_BESIDE_A_FIELD = (key: string) =>
  key === 'actual_duration' || key.startsWith('hygiene_clearance.') || key.startsWith('checklist.');

/**
 * Records a completion: each checklist step's result chosen by the person (with a measured value and
 * a note), duration, notes and the clearance. The domain's rules are checked here first so each
 * problem shows beside its field; the server checks them again.
 */
export function CompleteTaskDialog({ task, open, onOpenChange }: DialogState & { task: MaintenanceTask }) {
  const id = useId();
  const complete = useCompleteTask();
  const [results, setResults] = useState(() => emptyChecklistEntries(task.checklist));
  const [clearance, setClearance] = useState(EMPTY_HYGIENE_CLEARANCE);
  const [notes, setNotes] = useState('');
  const [duration, setDuration] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = checklistErrors(task.checklist, results);
    for (const failure of hygieneClearanceFailures(clearance))
      problems[failure.validation_type] = failure.failure_reason;
    const hours = duration.trim() === '' ? null : Number(duration);
    if (hours !== null && !(Number.isFinite(hours) && hours >= 0))
      problems.actual_duration = 'Enter the hours worked (0 or more), or leave it empty';
    setErrors(problems);
    setSummary(null);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      const done = await complete.mutateAsync({
        id: task.id,
        body: {
          notes,
          actual_duration: hours,
          checklist: checklistBody(task.checklist, results),
          hygiene_clearance: clearance,
          // The occurrence on screen: a second submit, or a colleague's completion meanwhile, is refused.
          next_due_date: task.next_due_date,
        },
      });
      toast.success(MAINTENANCE_TOASTS.completed, {
        description: [
          done.is_active ? `Next due ${formatDateTime(done.next_due_date)}.` : 'The one-off task is closed.',
          done.follow_up_work_order_id
            ? `Follow-up work order ${workOrderNumber({ id: done.follow_up_work_order_id, number: done.follow_up_work_order_number })} raised for the failed step.`
            : null,
        ]
          .filter(Boolean)
          .join(' '),
      });
      onOpenChange(false);
    } catch (error) {
      const { fields, summary: rest } = splitRequestError(
        error,
        SHOWN_BESIDE_A_FIELD,
        `${MAINTENANCE_TOASTS.updateError}: the completion was not saved.`,
      );
      setErrors(fields);
      setSummary(rest);
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl max-h-[90dvh] overflow-y-auto"
      title="Complete Maintenance Task"
      description={`${task.asset?.asset_name ?? ''}: ${task.title}`}
      onSubmit={submit}
      submitLabel="Record Completion"
      pendingLabel="Saving..."
      pending={pending}
      buttonClassName="h-11"
      error={summary}
    >
      <ChecklistFieldset steps={task.checklist} entries={results} onChange={setResults} errors={errors} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <Textarea id={`${id}-notes`} value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} />
      </div>
      <Field label="Actual duration (hours)" error={errors.actual_duration} className="sm:w-48">
        <Input
          type="number"
          min="0"
          step="0.25"
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
          className="h-10"
        />
      </Field>
      <HygieneClearanceFieldset
        legend="Hygiene clearance (BRCGS 4.7)"
        value={clearance}
        onChange={setClearance}
        refused={refusedClearanceItems(errors)}
      />
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
