import { FREQUENCY_LABELS, MAINTENANCE_TOASTS } from '@plantwise/domain';
import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { submitFailure } from '@/components/form';
import { FeedbackForm, FormError } from '@/components/form-dialog';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useCreateTask } from '../api/task-actions';
import { TaskFormFields, type TaskFormValues, taskFormValues, useTaskForm } from './task-form';

/**
 * What a link may fill in: /maintenance/new-pm?asset_id=…&title=…&frequency=custom&custom_frequency_days=N
 * &description=… (the Predictive AI screen links here). The asset is picked by id; its name is looked up
 * by the picker when shown.
 */
export function prefillFromSearch(params: URLSearchParams): Partial<TaskFormValues> {
  const prefill: Partial<TaskFormValues> = {};
  const assetId = params.get('asset_id');
  if (assetId)
    prefill.asset = {
      id: assetId,
      asset_id: params.get('asset_code') ?? '',
      asset_name: params.get('asset_name') ?? 'Selected asset',
    };
  const title = params.get('title');
  if (title) prefill.title = title;
  const frequency = params.get('frequency');
  if (frequency && frequency in FREQUENCY_LABELS)
    prefill.frequency = frequency as TaskFormValues['frequency'];
  const days = params.get('custom_frequency_days');
  if (days) prefill.custom_frequency_days = days;
  const description = params.get('description');
  if (description) prefill.description = description;
  return prefill;
}

/** The full-page create form at /maintenance/new-pm (the same fields as the dialog). */
export function NewTaskPage() {
  const { profile } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useTaskForm(taskFormValues(undefined, prefillFromSearch(params)));
  const create = useCreateTask();
  const [summary, setSummary] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setSummary(null);
    try {
      const saved = await create.mutateAsync(body);
      // The list the page goes back to has no place for it: a toast says it was made.
      toast.success(MAINTENANCE_TOASTS.created, { description: saved.title });
      void navigate('/preventive-maintenance');
    } catch (error) {
      // Beside the fields the server named; otherwise once, beside the button.
      setSummary(
        submitFailure(form, error, MAINTENANCE_TOASTS.createError, 'the task could not be saved.', {
          asset_id: 'asset',
        }),
      );
    }
  });
  return (
    <section className="grid max-w-3xl grid-cols-1 gap-6">
      <PageHeader
        title="New PM Task"
        description="A preventive maintenance task with its schedule and checklist."
      />
      {profile && profile.role !== 'manager' && profile.role !== 'admin' ? (
        <p className="text-muted-foreground">
          Only managers and administrators can create maintenance tasks.
        </p>
      ) : (
        <FeedbackForm onSubmit={submit} className="grid gap-6" aria-busy={form.formState.isSubmitting}>
          <TaskFormFields form={form} />
          <FormError>{summary}</FormError>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving...' : 'Create Task'}
            </Button>
            <Button asChild variant="outline">
              <Link to="/preventive-maintenance">
                <ArrowLeftIcon aria-hidden="true" />
                Back to Preventive Maintenance
              </Link>
            </Button>
          </div>
        </FeedbackForm>
      )}
    </section>
  );
}
