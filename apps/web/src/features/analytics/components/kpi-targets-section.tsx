import {
  DEFAULT_KPI_TARGETS,
  hasAtLeastRole,
  KPI_TARGET_LABELS,
  type KpiTargets,
  kpiTargetsSchema,
} from '@plantwise/domain';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { applyServerErrors, bodyResolver, FormField } from '@/components/form';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useKpiTargets, useSaveKpiTargets } from '../api/kpi-targets';

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
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success('KPI targets saved');
    } catch (error) {
      applyServerErrors(form, error);
      toast.error('KPI targets not saved', { description: errorMessage(error, 'Try again.') });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {KEYS.map((key) => (
          <FormField key={key} control={form.control} name={key} label={KPI_TARGET_LABELS[key]}>
            {(props) => <Input {...props} inputMode="decimal" readOnly={!editable} autoComplete="off" />}
          </FormField>
        ))}
      </div>
      {editable && (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save targets'}
          </Button>
        </div>
      )}
    </form>
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
