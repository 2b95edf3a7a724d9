import {
  BREAKDOWN_TOASTS,
  type Breakdown,
  type Severity,
  type UpdateBreakdownBody,
  updateBreakdownBodySchema,
} from '@plantwise/domain';
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
import { errorMessage } from '@/lib/api-client';
import { useUpdateBreakdown } from '../api/breakdown-actions';
import { fromDateTimeLocal, toDateTimeLocal } from '../utils/format';
import { Field, SeverityPicker } from './form-fields';
import { DetailedFields, type DetailFormValues } from './report-breakdown-dialog';

interface FormState extends DetailFormValues {
  title: string;
  severity: Severity;
  field_reporter_name: string;
}

function fromBreakdown(b: Breakdown): FormState {
  return {
    title: b.title,
    severity: b.severity,
    field_reporter_name: b.field_reporter_name ?? '',
    description: b.description ?? '',
    category: b.category ?? '',
    immediate_actions: b.immediate_actions ?? '',
    estimated_cost: b.estimated_cost === null ? '' : String(b.estimated_cost),
    voice_notes: b.voice_notes ?? '',
    breakdown_categories: b.breakdown_categories,
    completion_deadline: b.completion_deadline ? toDateTimeLocal(b.completion_deadline) : '',
  };
}

/** Completes a quick report's details (it becomes detailed) or corrects the details of any open one. */
export function EditBreakdownDialog({
  breakdown,
  open,
  onOpenChange,
}: {
  breakdown: Breakdown;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState<FormState>(() => fromBreakdown(breakdown));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const update = useUpdateBreakdown();
  const completingQuick = breakdown.stage === 'quick';

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cost = form.estimated_cost.trim().replace(/[£,\s]/g, '');
    const estimated = cost ? Number(cost) : null;
    if (estimated !== null && !Number.isFinite(estimated)) {
      setErrors({ estimated_cost: 'Enter an amount in pounds, e.g. 250' });
      return;
    }
    const body: UpdateBreakdownBody = {
      title: form.title,
      severity: form.severity,
      field_reporter_name: form.field_reporter_name,
      description: form.description,
      category: form.category,
      immediate_actions: form.immediate_actions,
      estimated_cost: estimated,
      voice_notes: form.voice_notes,
      breakdown_categories: form.breakdown_categories,
      completion_deadline: fromDateTimeLocal(form.completion_deadline),
      stage: 'detailed',
    };
    const parsed = updateBreakdownBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'title')] ??= issue.message;
      setErrors(next);
      return;
    }
    try {
      await update.mutateAsync({ id: breakdown.id, body });
      toast.success(BREAKDOWN_TOASTS.updated, {
        description: completingQuick ? 'The quick report now has its details' : 'Details saved',
      });
      onOpenChange(false);
    } catch (error) {
      toast.error(BREAKDOWN_TOASTS.updateError, {
        description: errorMessage(error, 'The breakdown could not be updated. Try again.'),
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setForm(fromBreakdown(breakdown));
          setErrors({});
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{completingQuick ? 'Add Breakdown Details' : 'Edit Breakdown Details'}</DialogTitle>
          <DialogDescription>{breakdown.asset.asset_name}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <Field label="What happened?" error={errors.title}>
            {(props) => (
              <Input
                {...props}
                value={form.title}
                onChange={(event) => set('title', event.target.value)}
                className="h-10"
              />
            )}
          </Field>
          <SeverityPicker value={form.severity} onChange={(severity) => set('severity', severity)} />
          <Field label="Reported by" error={errors.field_reporter_name}>
            {(props) => (
              <Input
                {...props}
                value={form.field_reporter_name}
                onChange={(event) => set('field_reporter_name', event.target.value)}
                className="h-10"
              />
            )}
          </Field>
          <DetailedFields values={form} errors={errors} onChange={(key, value) => set(key, value as never)} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Details'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
