import {
  BREAKDOWN_TOASTS,
  type BreakdownStage,
  displayName,
  type ReportBreakdownBody,
  reportBreakdownBodySchema,
  type Severity,
} from '@plantwise/domain';
import { AlertTriangleIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useReportBreakdown } from '../api/report-breakdown';
import type { AssetOption } from '../api/search-assets';
import { startDeliveryStatusCheck } from '../utils/delivery-status-check';
import { fromDateTimeLocal, toDateTimeLocal } from '../utils/format';
import { AssetPicker } from './asset-picker';
import { CategoriesInput, Field, SeverityPicker, StagePicker } from './form-fields';

interface FormState {
  stage: BreakdownStage;
  asset: AssetOption | null;
  title: string;
  severity: Severity;
  field_reporter_name: string;
  breakdown_start_time: string;
  description: string;
  category: string;
  immediate_actions: string;
  estimated_cost: string;
  voice_notes: string;
  breakdown_categories: string[];
  completion_deadline: string;
}

type Errors = Partial<Record<keyof FormState | 'asset_id', string>>;

function emptyForm(reporterName: string): FormState {
  return {
    stage: 'quick',
    asset: null,
    title: '',
    severity: 'high',
    field_reporter_name: reporterName,
    breakdown_start_time: toDateTimeLocal(new Date()),
    description: '',
    category: '',
    immediate_actions: '',
    estimated_cost: '',
    voice_notes: '',
    breakdown_categories: [],
    completion_deadline: '',
  };
}

/** The body of POST /api/breakdowns for a stage: quick sends only what the floor knows. */
function toBody(form: FormState): { body: ReportBreakdownBody; costError?: string } {
  const base = {
    asset_id: form.asset?.id ?? '',
    title: form.title,
    severity: form.severity,
    stage: form.stage,
    field_reporter_name: form.field_reporter_name,
  };
  if (form.stage === 'quick') return { body: base };
  const cost = form.estimated_cost.trim().replace(/[£,\s]/g, '');
  const estimated = cost ? Number(cost) : null;
  return {
    body: {
      ...base,
      breakdown_start_time: fromDateTimeLocal(form.breakdown_start_time),
      description: form.description,
      category: form.category,
      immediate_actions: form.immediate_actions,
      estimated_cost: estimated !== null && Number.isFinite(estimated) ? estimated : null,
      voice_notes: form.voice_notes,
      breakdown_categories: form.breakdown_categories,
      completion_deadline: fromDateTimeLocal(form.completion_deadline),
    },
    costError:
      estimated !== null && !Number.isFinite(estimated) ? 'Enter an amount in pounds, e.g. 250' : undefined,
  };
}

/**
 * Report a breakdown in two stages (spec §5): a quick report from the floor (asset, title, severity,
 * reporter) that must be completed later, or a detailed one with every field.
 */
export function ReportBreakdownDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { profile } = useAuth();
  const reporterName = profile ? displayName(profile) : '';
  const [form, setForm] = useState<FormState>(() => emptyForm(reporterName));
  const [errors, setErrors] = useState<Errors>({});
  const report = useReportBreakdown();

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({
      ...current,
      [key]: undefined,
      ...(key === 'asset' ? { asset_id: undefined } : {}),
    }));
  };

  const handleOpenChange = (next: boolean) => {
    if (next) {
      setForm(emptyForm(reporterName));
      setErrors({});
    }
    onOpenChange(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { body, costError } = toBody(form);
    const parsed = reportBreakdownBodySchema.safeParse(body);
    const nextErrors: Errors = {};
    if (!form.asset) nextErrors.asset_id = 'Choose the asset that broke down';
    if (costError) nextErrors.estimated_cost = costError;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '') as keyof Errors;
        if (key && !nextErrors[key]) nextErrors[key] = issue.message;
      }
    }
    if (Object.keys(nextErrors).length > 0) {
      setErrors(nextErrors);
      return;
    }
    try {
      const breakdown = await report.mutateAsync(body);
      toast.success(BREAKDOWN_TOASTS.reported, {
        description: `${breakdown.asset.asset_name}: ${breakdown.title}. The downtime clock is running.`,
      });
      onOpenChange(false);
      startDeliveryStatusCheck(breakdown.id, {
        notify: ({ kind, title, description }) => toast[kind](title, { description }),
      });
    } catch (error) {
      const message = errorMessage(error, 'The breakdown could not be reported. Try again.');
      if (error instanceof ApiError && error.code === 'asset_not_found') setErrors({ asset_id: message });
      toast.error(BREAKDOWN_TOASTS.reportError, { description: message });
    }
  };

  const quick = form.stage === 'quick';
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <AlertTriangleIcon aria-hidden="true" className="size-5 text-red-600" />
            Report Breakdown
          </DialogTitle>
          <DialogDescription>
            {quick
              ? 'Quick report from the floor: the asset, what happened and how bad it is. Details can follow.'
              : 'Detailed report with everything known about the breakdown.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <StagePicker value={form.stage} onChange={(stage) => set('stage', stage)} />
          <AssetPicker value={form.asset} onChange={(asset) => set('asset', asset)} error={errors.asset_id} />
          <Field label="What happened?" error={errors.title}>
            {(props) => (
              <Input
                {...props}
                value={form.title}
                onChange={(event) => set('title', event.target.value)}
                placeholder="e.g. Conveyor belt snapped"
                maxLength={200}
                className="h-12 text-base"
              />
            )}
          </Field>
          <SeverityPicker value={form.severity} onChange={(severity) => set('severity', severity)} large />
          <Field
            label="Reported by"
            error={errors.field_reporter_name}
            hint="The person on the floor who saw it"
          >
            {(props) => (
              <Input
                {...props}
                value={form.field_reporter_name}
                onChange={(event) => set('field_reporter_name', event.target.value)}
                autoComplete="name"
                className="h-12 text-base"
              />
            )}
          </Field>
          {!quick && (
            <DetailedFields
              values={form}
              errors={errors}
              onChange={(key, value) => set(key, value as never)}
            />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" className="h-12" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="destructive"
              className="h-12 text-base"
              disabled={report.isPending}
            >
              {report.isPending ? 'Reporting...' : 'Report Breakdown'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export interface DetailFormValues {
  breakdown_start_time?: string;
  description: string;
  category: string;
  immediate_actions: string;
  estimated_cost: string;
  voice_notes: string;
  breakdown_categories: string[];
  completion_deadline: string;
}

/** The fields of a detailed report, shared by reporting and by completing a quick report's details. */
export function DetailedFields({
  values: form,
  errors,
  onChange: setField,
}: {
  values: DetailFormValues;
  errors: Partial<Record<string, string>>;
  onChange: (key: keyof DetailFormValues, value: string | string[]) => void;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {form.breakdown_start_time !== undefined && (
        <Field label="Breakdown started" error={errors.breakdown_start_time}>
          {(props) => (
            <Input
              {...props}
              type="datetime-local"
              value={form.breakdown_start_time}
              onChange={(event) => setField('breakdown_start_time', event.target.value)}
              className="h-10"
            />
          )}
        </Field>
      )}
      <Field label="Category" error={errors.category}>
        {(props) => (
          <Input
            {...props}
            value={form.category}
            onChange={(event) => setField('category', event.target.value)}
            placeholder="e.g. mechanical"
            className="h-10"
          />
        )}
      </Field>
      <Field label="Description" error={errors.description} className="sm:col-span-2">
        {(props) => (
          <Textarea
            {...props}
            value={form.description}
            onChange={(event) => setField('description', event.target.value)}
            rows={3}
          />
        )}
      </Field>
      <Field label="Immediate actions taken" error={errors.immediate_actions} className="sm:col-span-2">
        {(props) => (
          <Textarea
            {...props}
            value={form.immediate_actions}
            onChange={(event) => setField('immediate_actions', event.target.value)}
            rows={2}
          />
        )}
      </Field>
      <Field label="Estimated cost (GBP)" error={errors.estimated_cost} hint="In pounds, e.g. 250">
        {(props) => (
          <div className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
            >
              £
            </span>
            <Input
              {...props}
              inputMode="decimal"
              value={form.estimated_cost}
              onChange={(event) => setField('estimated_cost', event.target.value)}
              className="h-10 pl-7"
            />
          </div>
        )}
      </Field>
      <Field label="Completion deadline" error={errors.completion_deadline}>
        {(props) => (
          <Input
            {...props}
            type="datetime-local"
            value={form.completion_deadline}
            onChange={(event) => setField('completion_deadline', event.target.value)}
            className="h-10"
          />
        )}
      </Field>
      <Field
        label="Voice notes"
        error={errors.voice_notes}
        hint="Dictate with your phone keyboard's microphone"
        className="sm:col-span-2"
      >
        {(props) => (
          <Textarea
            {...props}
            value={form.voice_notes}
            onChange={(event) => setField('voice_notes', event.target.value)}
            rows={2}
          />
        )}
      </Field>
      <Field label="Breakdown categories" error={errors.breakdown_categories} className="sm:col-span-2">
        {(props) => (
          <CategoriesInput
            {...props}
            value={form.breakdown_categories}
            onChange={(categories) => setField('breakdown_categories', categories)}
          />
        )}
      </Field>
    </div>
  );
}
