import {
  EMPTY_HYGIENE_CLEARANCE,
  formatDateTime,
  HYGIENE_CLEARANCE_ITEMS,
  MAINTENANCE_TOASTS,
  type MaintenanceTask,
  workOrderNumber,
} from '@plantwise/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { applyServerErrors } from '@/components/form';
import { DialogFrame, type DialogState, FormDialog } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useCompleteTask, useCreateTask, useTaskCompletions, useUpdateTask } from '../api/maintenance';
import { TaskFormFields, taskFormValues, useTaskForm } from './task-form';

/** Create (no task) or edit a task in a dialog; mounted when opened, so it starts from fresh values. */
export function TaskDialog({ task, open, onOpenChange }: DialogState & { task?: MaintenanceTask }) {
  const form = useTaskForm(taskFormValues(task));
  const create = useCreateTask();
  const update = useUpdateTask();
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = task ? await update.mutateAsync({ id: task.id, body }) : await create.mutateAsync(body);
      toast.success(task ? MAINTENANCE_TOASTS.updated : MAINTENANCE_TOASTS.created, {
        description: saved.title,
      });
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(form, error, { asset_id: 'asset' });
      toast.error(task ? MAINTENANCE_TOASTS.updateError : MAINTENANCE_TOASTS.createError, {
        description: errorMessage(error, 'The task could not be saved.'),
      });
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
    >
      <TaskFormFields form={form} />
    </FormDialog>
  );
}

type StepResult = 'pass' | 'fail' | 'na';

/** Records a completion: each checklist step pass / fail / n.a. with a note, duration, notes and the clearance. */
export function CompleteTaskDialog({ task, open, onOpenChange }: DialogState & { task: MaintenanceTask }) {
  const id = useId();
  const complete = useCompleteTask();
  const [results, setResults] = useState<Record<string, { result: StepResult; note: string }>>(() =>
    Object.fromEntries(task.checklist.map((s) => [s.id, { result: 'pass' as StepResult, note: '' }])),
  );
  const [clearance, setClearance] = useState(EMPTY_HYGIENE_CLEARANCE);
  const [notes, setNotes] = useState('');
  const [duration, setDuration] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const done = await complete.mutateAsync({
        id: task.id,
        body: {
          notes,
          actual_duration: duration ? Number(duration) : null,
          checklist: Object.entries(results).map(([step_id, r]) => ({
            step_id,
            result: r.result,
            note: r.note,
          })),
          hygiene_clearance: clearance,
          // The occurrence on screen: a second submit, or a colleague's completion meanwhile, is refused.
          next_due_date: task.next_due_date,
        },
      });
      toast.success(MAINTENANCE_TOASTS.completed, {
        description: [
          done.is_active ? `Next due ${formatDateTime(done.next_due_date)}.` : 'The one-off task is closed.',
          done.follow_up_work_order_id
            ? `Follow-up work order ${workOrderNumber(done.follow_up_work_order_id)} raised for the failed step.`
            : null,
        ]
          .filter(Boolean)
          .join(' '),
      });
      onOpenChange(false);
    } catch (error) {
      toast.error(MAINTENANCE_TOASTS.updateError, {
        description: errorMessage(error, 'The completion was not saved.'),
      });
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
    >
      {task.checklist.length > 0 && (
        <ol className="grid gap-3">
          {task.checklist.map((step, index) => {
            const r = results[step.id] ?? { result: 'pass', note: '' };
            const set = (patch: Partial<typeof r>) =>
              setResults((all) => ({ ...all, [step.id]: { ...r, ...patch } }));
            return (
              <li key={step.id} className="grid gap-2 rounded-md border p-3">
                <p id={`${id}-${index}`} className="font-medium text-sm">
                  {index + 1}. {step.text}
                  {step.required && <span className="text-muted-foreground"> (required)</span>}
                  {step.expected && (
                    <span className="block font-normal text-muted-foreground">Expected: {step.expected}</span>
                  )}
                </p>
                <RadioGroup
                  aria-labelledby={`${id}-${index}`}
                  value={r.result}
                  onValueChange={(value) => set({ result: value as StepResult })}
                  className="flex flex-wrap gap-5"
                >
                  {(['pass', 'fail', 'na'] as const).map((value) => (
                    <div key={value} className="flex min-h-10 items-center gap-2">
                      <RadioGroupItem value={value} id={`${id}-${index}-${value}`} />
                      <Label htmlFor={`${id}-${index}-${value}`}>
                        {value === 'na' ? 'N/A' : value === 'pass' ? 'Pass' : 'Fail'}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
                <Label htmlFor={`${id}-${index}-note`} className="sr-only">
                  Note for step {index + 1}
                </Label>
                <Input
                  id={`${id}-${index}-note`}
                  value={r.note}
                  onChange={(e) => set({ note: e.target.value })}
                  placeholder={r.result === 'fail' ? 'What was found (required for a failed step)' : 'Note'}
                  className="h-10"
                />
              </li>
            );
          })}
        </ol>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <Textarea id={`${id}-notes`} value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} />
      </div>
      <div className="grid gap-2 sm:w-48">
        <Label htmlFor={`${id}-duration`}>Actual duration (hours)</Label>
        <Input
          id={`${id}-duration`}
          type="number"
          min="0"
          step="0.25"
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
          className="h-10"
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">Hygiene clearance (BRCGS 4.7)</legend>
        {HYGIENE_CLEARANCE_ITEMS.map((item) => (
          <div key={item.key} className="flex min-h-10 items-center gap-3">
            <Checkbox
              id={`${id}-${item.key}`}
              className="size-5"
              checked={clearance[item.key]}
              onCheckedChange={(checked) => setClearance((c) => ({ ...c, [item.key]: checked === true }))}
            />
            <Label htmlFor={`${id}-${item.key}`}>{item.label}</Label>
          </div>
        ))}
      </fieldset>
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
                <ul className="grid gap-0.5">
                  {c.checklist_results.map((r) => (
                    <li key={r.step_id} className={r.result === 'fail' ? 'text-destructive' : undefined}>
                      {r.result === 'na' ? 'N/A' : r.result === 'pass' ? 'Pass' : 'Fail'}: {r.text}
                      {r.note ? ` (${r.note})` : ''}
                    </li>
                  ))}
                </ul>
                {c.follow_up_work_order_id && (
                  <p>Follow-up work order {workOrderNumber(c.follow_up_work_order_id)}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </DialogFrame>
  );
}
