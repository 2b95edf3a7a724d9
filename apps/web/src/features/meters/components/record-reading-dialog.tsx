import { formatReading, fromDateTimeLocal, type Meter, meterApi, toDateTimeLocal } from '@plantwise/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { bodyResolver, FormField, submitFailure } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OFFLINE_MESSAGES } from '@/lib/offline/messages';
import { useRecordReading } from '../api/meters';

interface ReadingFormValues {
  value: string;
  taken_at: string;
  reset: boolean;
  /** The time the sheet opened with: left as it is, the server dates the reading now, to the second. */
  opened_at: string;
}

type ReadingInput = z.input<typeof meterApi.readingCreateBodySchema>;

function toBody(values: ReadingFormValues): ReadingInput {
  const text = values.value.trim().replace(',', '.');
  return {
    value: text === '' ? (undefined as unknown as number) : Number(text),
    // The field shows minutes only: "now" sent as typed would date the reading before one taken seconds ago.
    taken_at:
      values.taken_at === values.opened_at ? undefined : (fromDateTimeLocal(values.taken_at) ?? undefined),
    reset: values.reset,
  };
}

const resolver = bodyResolver(meterApi.readingCreateBodySchema, toBody, {
  check: (values) => ({
    value: values.value.trim() === '' ? 'Enter the reading' : undefined,
    taken_at: values.taken_at.trim() === '' ? 'Enter when it was read' : undefined,
  }),
});

const emptyValues = (): ReadingFormValues => {
  const now = toDateTimeLocal(new Date());
  return { value: '', taken_at: now, reset: false, opened_at: now };
};

/**
 * Records one reading of a meter: the number field is focused with the phone's number keyboard and the time
 * is now, so a reading takes two taps and the digits. A refusal (lower than the last, dated ahead) is shown
 * beside its field and what was typed stays.
 */
export function RecordReadingDialog({
  meter,
  open,
  onOpenChange,
}: {
  meter: Meter;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<ReadingFormValues, unknown, ReadingInput>({
    resolver,
    defaultValues: emptyValues(),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const record = useRecordReading();

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const reading = await record.mutateAsync({ meter, body });
      if (!reading) toast.info(OFFLINE_MESSAGES.queued(`Reading of ${meter.name}`));
      else
        toast.success('Reading recorded', {
          description: `${meter.name}: ${formatReading(body.value, meter.unit)}`,
        });
      onOpenChange(false);
    } catch (error) {
      setFailure(submitFailure(form, error, 'Reading not recorded', 'Try again.'));
    }
  });

  const last = meter.last_reading;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset(emptyValues());
          setFailure(null);
        }
        onOpenChange(next);
      }}
      title={`Record reading: ${meter.name}`}
      description={
        last ? `Last reading ${formatReading(last.value, meter.unit)}.` : 'This meter has no readings yet.'
      }
      onSubmit={submit}
      submitLabel="Save reading"
      pendingLabel="Saving..."
      pending={record.isPending}
      error={failure}
      buttonClassName="h-11"
    >
      <FormField control={form.control} name="value" label={`Reading (${meter.unit})`} required>
        {(props) => (
          <Input
            {...props}
            inputMode="decimal"
            autoComplete="off"
            autoFocus
            className="h-12 text-lg tabular-nums"
          />
        )}
      </FormField>
      <FormField
        control={form.control}
        name="taken_at"
        label="Taken at"
        description="Now, unless you read it earlier."
      >
        {(props) => <Input {...props} type="datetime-local" className="h-10" />}
      </FormField>
      {meter.kind === 'cumulative' && (
        <FormField control={form.control} name="reset" label="Reset" hideLabel>
          {({ value, onChange, id, ...aria }) => (
            <div className="flex min-h-10 items-center gap-2">
              <Checkbox
                id={id}
                {...aria}
                checked={value}
                onCheckedChange={(checked) => onChange(checked === true)}
                className="size-5"
              />
              <Label htmlFor={id} className="font-normal">
                This meter was reset (replaced or rolled over)
              </Label>
            </div>
          )}
        </FormField>
      )}
    </FormDialog>
  );
}
