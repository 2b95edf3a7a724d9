import { METER_KIND_LABELS, METER_KINDS, type Meter, type MeterKind, meterApi } from '@plantwise/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { bodyResolver, FormField, submitFailure } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Switch } from '@/components/ui/switch';
import { useSaveMeter } from '../api/meters';

interface MeterFormValues {
  name: string;
  unit: string;
  kind: MeterKind;
  readable_by_anyone: boolean;
}

const resolver = bodyResolver(meterApi.meterCreateBodySchema, (values: MeterFormValues) => values);

const valuesOf = (meter: Meter | null): MeterFormValues =>
  meter
    ? { name: meter.name, unit: meter.unit, kind: meter.kind, readable_by_anyone: meter.readable_by_anyone }
    : { name: '', unit: '', kind: 'cumulative', readable_by_anyone: false };

/** Adds a meter to an asset or changes one (managers): its name, unit, kind and whether the line may read it. */
export function MeterFormDialog({
  assetId,
  meter,
  open,
  onOpenChange,
}: {
  assetId: string;
  /** The meter to change, or null to add one. */
  meter: Meter | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<MeterFormValues, unknown, z.input<typeof meterApi.meterCreateBodySchema>>({
    resolver,
    defaultValues: valuesOf(meter),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveMeter();
  const kindLocked = Boolean(meter?.last_reading);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(
        meter
          ? { meterId: meter.id, body: kindLocked ? { ...body, kind: undefined } : body }
          : { assetId, body },
      );
      toast.success(meter ? 'Meter saved' : 'Meter added', { description: saved.name });
      onOpenChange(false);
    } catch (error) {
      setFailure(submitFailure(form, error, meter ? 'Meter not saved' : 'Meter not added', 'Try again.'));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset(valuesOf(meter));
          setFailure(null);
        }
        onOpenChange(next);
      }}
      title={meter ? `Edit meter: ${meter.name}` : 'Add meter'}
      description="Run hours, cycles or energy that count up, or a level read from a gauge."
      onSubmit={submit}
      submitLabel={meter ? 'Save meter' : 'Add meter'}
      pendingLabel="Saving..."
      pending={save.isPending}
      error={failure}
    >
      <FormField control={form.control} name="name" label="Name" required description="e.g. Run hours">
        {(props) => <Input {...props} autoComplete="off" />}
      </FormField>
      <FormField
        control={form.control}
        name="unit"
        label="Unit"
        required
        description="e.g. h, cycles, kWh, °C"
      >
        {(props) => <Input {...props} autoComplete="off" className="max-w-40" />}
      </FormField>
      <FormField
        control={form.control}
        name="kind"
        label="Kind"
        description={kindLocked ? 'The kind cannot change once the meter has readings.' : undefined}
      >
        {({ value, onChange, id }) => (
          <RadioGroup
            id={id}
            value={value}
            onValueChange={onChange}
            disabled={kindLocked}
            className="grid gap-2"
          >
            {METER_KINDS.map((kind) => (
              <div key={kind} className="flex min-h-10 items-center gap-2">
                <RadioGroupItem value={kind} id={`${id}-${kind}`} />
                <Label htmlFor={`${id}-${kind}`} className="font-normal">
                  {METER_KIND_LABELS[kind]}
                </Label>
              </div>
            ))}
          </RadioGroup>
        )}
      </FormField>
      <FormField
        control={form.control}
        name="readable_by_anyone"
        label="Readable by anyone on the line"
        hideLabel
        description="Anyone who scans the asset's fault report code may record a reading, without an account."
      >
        {({ value, onChange, id, ...aria }) => (
          <div className="flex min-h-10 items-center gap-3">
            <Switch id={id} {...aria} checked={value} onCheckedChange={onChange} />
            <Label htmlFor={id}>Readable by anyone on the line</Label>
          </div>
        )}
      </FormField>
    </FormDialog>
  );
}
