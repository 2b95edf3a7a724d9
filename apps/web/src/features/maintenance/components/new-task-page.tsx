import { FREQUENCY_LABELS, MAINTENANCE_TOASTS } from '@plantwise/domain';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { applyServerErrors } from '@/components/form';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useCreateTask } from '../api/maintenance';
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
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await create.mutateAsync(body);
      toast.success(MAINTENANCE_TOASTS.created, { description: saved.title });
      void navigate('/preventive-maintenance');
    } catch (error) {
      applyServerErrors(form, error, { asset_id: 'asset' });
      toast.error(MAINTENANCE_TOASTS.createError, {
        description: errorMessage(error, 'The task could not be saved.'),
      });
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
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="grid gap-6"
          aria-busy={form.formState.isSubmitting}
        >
          <TaskFormFields form={form} />
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
        </form>
      )}
    </section>
  );
}
