import {
  DEFAULT_KPI_TARGETS,
  hasAtLeastRole,
  KPI_TARGET_LABELS,
  type KpiTargets,
  kpiTargetsSchema,
} from '@plantwise/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { bodyResolver, FormField, submitFailure } from '@/components/form';
import { FeedbackForm, FormError } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import { useKpiTargets } from '../api/get-kpi-targets';
import { useSaveKpiTargets } from '../api/save-kpi-targets';

type Key = keyof KpiTargets;
const KEYS = Object.keys(DEFAULT_KPI_TARGETS) as Key[];
type FormValues = Record<Key, string>;

const toForm = (targets: KpiTargets): FormValues =>
  Object.fromEntries(KEYS.map((key) => [key, String(targets[key])])) as FormValues;
const resolver = bodyResolver(
  kpiTargetsSchema,
  (values: FormValues) =>
    Object.fromEntries(
      KEYS.map((key) => [key, values[key].trim() === '' ? Number.NaN : Number(values[key])]),
    ) as KpiTargets,
);

function TargetsForm({ targets, editable }: { targets: KpiTargets; editable: boolean }) {
  const form = useForm<FormValues, unknown, KpiTargets>({ resolver, values: toForm(targets) });
  const save = useSaveKpiTargets();
  const [summary, setSummary] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setSummary(null);
    try {
      await save.mutateAsync(body);
      // The form looks the same once saved: a toast is the only place to say so.
      toast.success('KPI targets saved');
    } catch (error) {
      // Beside the targets the server named; otherwise once, beside the button.
      setSummary(submitFailure(form, error, 'KPI targets not saved', 'Try again.'));
    }
  });
  return (
    <FeedbackForm onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {KEYS.map((key) => (
          <FormField key={key} control={form.control} name={key} label={KPI_TARGET_LABELS[key]}>
            {(props) => <Input {...props} inputMode="decimal" readOnly={!editable} autoComplete="off" />}
          </FormField>
        ))}
      </div>
      <FormError>{summary}</FormError>
      {editable && (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save targets'}
          </Button>
        </div>
      )}
    </FeedbackForm>
  );
}

/** Settings: the plant's KPI targets (managers and admins edit; everyone sees what figures are held to). */
export function KpiTargetsSection() {
  const targets = useKpiTargets();
  const { profile } = useAuth();
  const editable = Boolean(profile && hasAtLeastRole(profile.role, 'manager'));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>KPI targets</h2>
        </CardTitle>
        <CardDescription>
          What availability, MTBF, MTTR and PM compliance are held to, and when the budget alert fires.
          {editable ? '' : ' Managers and administrators change them.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={targets}
          loadingLabel="Loading the KPI targets"
          errorTitle="Could not load the KPI targets"
        >
          {(data) => <TargetsForm targets={data} editable={editable} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
