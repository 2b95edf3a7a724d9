import type { Control, FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { BreakdownFormValues } from './breakdown-form';
import { CategoriesInput } from './form-fields';

/** The fields of a detailed report, shared by reporting and by completing a quick report's details. */
export function DetailedFields<TBody extends FieldValues>({
  control,
  showStartTime = false,
}: {
  control: Control<BreakdownFormValues, unknown, TBody>;
  showStartTime?: boolean;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {showStartTime && (
        <FormField control={control} name="breakdown_start_time" label="Breakdown started">
          {(props) => <Input {...props} type="datetime-local" className="h-10" />}
        </FormField>
      )}
      <FormField control={control} name="category" label="Category">
        {(props) => <Input {...props} placeholder="e.g. mechanical" className="h-10" />}
      </FormField>
      <FormField control={control} name="description" label="Description" className="sm:col-span-2">
        {(props) => <Textarea {...props} rows={3} />}
      </FormField>
      <FormField
        control={control}
        name="immediate_actions"
        label="Immediate actions taken"
        className="sm:col-span-2"
      >
        {(props) => <Textarea {...props} rows={2} />}
      </FormField>
      <FormField
        control={control}
        name="estimated_cost"
        label="Estimated cost (GBP)"
        description="In pounds, e.g. 250"
      >
        {(props) => (
          <div className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
            >
              £
            </span>
            <Input {...props} inputMode="decimal" className="h-10 pl-7" />
          </div>
        )}
      </FormField>
      <FormField control={control} name="completion_deadline" label="Completion deadline">
        {(props) => <Input {...props} type="datetime-local" className="h-10" />}
      </FormField>
      <FormField
        control={control}
        name="voice_notes"
        label="Voice notes"
        description="Dictate with your phone keyboard's microphone"
        className="sm:col-span-2"
      >
        {(props) => <Textarea {...props} rows={2} />}
      </FormField>
      <FormField
        control={control}
        name="breakdown_categories"
        label="Breakdown categories"
        className="sm:col-span-2"
      >
        {(props) => <CategoriesInput {...props} />}
      </FormField>
    </div>
  );
}
