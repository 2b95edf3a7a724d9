import {
  BREAKDOWN_TOASTS,
  type Breakdown,
  brcErrorToast,
  type CompleteBreakdownBody,
  displayName,
  type FixType,
  HYGIENE_CLEARANCE_ITEMS,
  type HygieneClearance,
  type ValidationFailure,
} from '@plantwise/domain';
import { ShieldCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCompleteBreakdown } from '../api/breakdown-actions';
import { formatDateTime, fromDateTimeLocal, workOrderNumber } from '../utils/format';
import { CategoriesInput, Field } from './form-fields';

const NOT_CLEARED = Object.fromEntries(
  HYGIENE_CLEARANCE_ITEMS.map(({ key }) => [key, false]),
) as HygieneClearance;

interface FormState {
  completion_notes: string;
  completed_by: string;
  breakdown_categories: string[];
  safety_compliance_check: boolean;
  fix_type: FixType;
  permanent_repair_deadline: string;
  hygiene_clearance: HygieneClearance;
}

function failuresOf(error: unknown): ValidationFailure[] {
  if (!(error instanceof ApiError) || error.code !== 'brc_validation_failed') return [];
  const failures = (error.details as { failures?: ValidationFailure[] } | undefined)?.failures;
  return Array.isArray(failures) ? failures : [];
}

/**
 * The BRC completion (spec §5) with the BRCGS 4.7.4 hygiene clearance: the server checks every item
 * and records each refused attempt, so the dialog sends what was entered and shows what is missing.
 */
export function CompleteBreakdownDialog({
  breakdown,
  open,
  onOpenChange,
}: {
  breakdown: Breakdown;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { profile } = useAuth();
  const safetyId = useId();
  const fixId = useId();
  const hygieneId = useId();
  const initial = (): FormState => ({
    completion_notes: '',
    completed_by: profile ? displayName(profile) : '',
    breakdown_categories: breakdown.breakdown_categories,
    safety_compliance_check: false,
    fix_type: 'permanent',
    permanent_repair_deadline: '',
    hygiene_clearance: NOT_CLEARED,
  });
  const [form, setForm] = useState<FormState>(initial);
  const [failures, setFailures] = useState<ValidationFailure[]>([]);
  const complete = useCompleteBreakdown();

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const reasonFor = (prefix: string) =>
    failures.find((f) => f.validation_type.startsWith(prefix))?.failure_reason;

  const handleOpenChange = (next: boolean) => {
    if (next) {
      setForm(initial());
      setFailures([]);
    }
    onOpenChange(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body: CompleteBreakdownBody = {
      ...form,
      permanent_repair_deadline:
        form.fix_type === 'temporary' ? fromDateTimeLocal(form.permanent_repair_deadline) : null,
    };
    try {
      const completed = await complete.mutateAsync({ id: breakdown.id, body });
      toast.success(BREAKDOWN_TOASTS.completed, {
        description: completed.follow_up_work_order_id
          ? `Signed off as a temporary repair. Follow-up work order ${workOrderNumber(completed.follow_up_work_order_id)} is due ${formatDateTime(completed.permanent_repair_deadline)}.`
          : `Signed off by ${completed.completed_by}. The record is now read-only.`,
      });
      onOpenChange(false);
    } catch (error) {
      const refused = failuresOf(error);
      setFailures(refused);
      if (refused.length > 0) {
        toast.error(brcErrorToast(refused[0].failure_reason), {
          description:
            refused.length > 1
              ? `Also: ${refused
                  .slice(1)
                  .map((f) => f.failure_reason)
                  .join('; ')}`
              : undefined,
        });
      } else {
        toast.error(BREAKDOWN_TOASTS.updateError, {
          description: errorMessage(error, 'The breakdown could not be completed. Try again.'),
        });
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheckIcon aria-hidden="true" className="size-5 text-green-700 dark:text-green-400" />
            Complete Breakdown (BRC)
          </DialogTitle>
          <DialogDescription>
            {breakdown.asset.asset_name}: {breakdown.title}. Once signed off the record is read-only.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-5">
          {failures.length > 0 && (
            <Alert variant="destructive">
              <AlertTitle>BRC compliance validation failed</AlertTitle>
              <AlertDescription>
                <ul className="list-disc pl-4">
                  {failures.map((failure) => (
                    <li key={failure.validation_type}>{failure.failure_reason}</li>
                  ))}
                </ul>
              </AlertDescription>
            </Alert>
          )}
          <Field label="Completion notes" error={reasonFor('completion_notes')}>
            {(props) => (
              <Textarea
                {...props}
                value={form.completion_notes}
                onChange={(event) => set('completion_notes', event.target.value)}
                placeholder="What was found and what was done"
                rows={3}
              />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Completed by" error={reasonFor('completed_by')}>
              {(props) => (
                <Input
                  {...props}
                  value={form.completed_by}
                  onChange={(event) => set('completed_by', event.target.value)}
                  autoComplete="name"
                  className="h-10"
                />
              )}
            </Field>
            <Field label="Breakdown categories" error={reasonFor('breakdown_categories')}>
              {(props) => (
                <CategoriesInput
                  {...props}
                  value={form.breakdown_categories}
                  onChange={(categories) => set('breakdown_categories', categories)}
                />
              )}
            </Field>
          </div>
          <div className="grid gap-2">
            <div className="flex min-h-10 items-center gap-3">
              <Checkbox
                id={safetyId}
                className="size-5"
                checked={form.safety_compliance_check}
                onCheckedChange={(checked) => set('safety_compliance_check', checked === true)}
                aria-invalid={reasonFor('safety_compliance_check') ? true : undefined}
              />
              <Label htmlFor={safetyId}>Safety compliance verified</Label>
            </div>
            {reasonFor('safety_compliance_check') && (
              <p className="text-destructive text-sm">{reasonFor('safety_compliance_check')}</p>
            )}
          </div>
          <fieldset className="grid gap-2">
            <legend id={fixId} className="mb-2 font-medium text-sm">
              Fix type
            </legend>
            <RadioGroup
              aria-labelledby={fixId}
              value={form.fix_type}
              onValueChange={(value) => set('fix_type', value as FixType)}
              className="flex flex-wrap gap-6"
            >
              {(['permanent', 'temporary'] as const).map((fix) => (
                <div key={fix} className="flex min-h-10 items-center gap-2">
                  <RadioGroupItem value={fix} id={`${fixId}-${fix}`} className="size-5" />
                  <Label htmlFor={`${fixId}-${fix}`}>
                    {fix === 'permanent' ? 'Permanent repair' : 'Temporary repair'}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
          {form.fix_type === 'temporary' && (
            <Field
              label="Permanent repair deadline"
              error={reasonFor('permanent_repair_deadline')}
              hint="A follow-up work order is created for the permanent repair"
            >
              {(props) => (
                <Input
                  {...props}
                  type="datetime-local"
                  value={form.permanent_repair_deadline}
                  onChange={(event) => set('permanent_repair_deadline', event.target.value)}
                  className="h-10"
                />
              )}
            </Field>
          )}
          <fieldset className="grid gap-1 rounded-md border p-4" aria-describedby={hygieneId}>
            <legend className="px-1 font-medium text-sm">Hygiene clearance (BRCGS 4.7.4)</legend>
            <p id={hygieneId} className="mb-2 text-muted-foreground text-xs">
              Confirm each item before the area goes back into production.
            </p>
            {HYGIENE_CLEARANCE_ITEMS.map(({ key, label }) => {
              const id = `${hygieneId}-${key}`;
              const missing = failures.some((f) => f.validation_type === `hygiene_clearance.${key}`);
              return (
                <div key={key} className="flex min-h-10 items-center gap-3">
                  <Checkbox
                    id={id}
                    className="size-5"
                    checked={form.hygiene_clearance[key]}
                    onCheckedChange={(checked) =>
                      set('hygiene_clearance', { ...form.hygiene_clearance, [key]: checked === true })
                    }
                    aria-invalid={missing ? true : undefined}
                  />
                  <Label htmlFor={id} className={missing ? 'text-destructive' : undefined}>
                    {label}
                  </Label>
                </div>
              );
            })}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={complete.isPending}>
              {complete.isPending ? 'Completing...' : 'Complete Breakdown'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
