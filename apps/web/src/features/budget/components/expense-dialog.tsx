import {
  BUDGET_CATEGORY_LABELS,
  type BudgetExpense,
  type BudgetExpenseInput,
  budgetExpenseInputSchema,
  EXPENSE_CATEGORIES,
  type ExpenseCategory,
} from '@plantwise/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { bodyResolver, FormField, submitFailure } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { OptionSelect, optionsOf, selectControl } from '@/components/option-select';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSaveExpense } from '../api/save-budget';

interface ExpenseFormValues {
  date: string;
  site: string;
  category: ExpenseCategory | '';
  amount: string;
  supplier: string;
  reference: string;
  notes: string;
}

/** The site select's value for the plant as a whole. */
const ALL_SITES = '__all_sites__';

function toForm(expense: BudgetExpense | null, site: string | undefined, today: string): ExpenseFormValues {
  return {
    date: expense?.date ?? today,
    site: expense ? (expense.site ?? ALL_SITES) : (site ?? ALL_SITES),
    category: expense?.category ?? '',
    amount: expense ? String(expense.amount) : '',
    supplier: expense?.supplier ?? '',
    reference: expense?.reference ?? '',
    notes: expense?.notes ?? '',
  };
}

function toBody(values: ExpenseFormValues): BudgetExpenseInput {
  const amount = values.amount.replace(/[£,\s]/g, '');
  return {
    date: values.date,
    site: values.site === ALL_SITES ? null : values.site,
    category: (values.category || undefined) as ExpenseCategory,
    amount: amount === '' ? Number.NaN : Number(amount),
    supplier: values.supplier,
    reference: values.reference,
    notes: values.notes,
  };
}

const resolver = bodyResolver(budgetExpenseInputSchema, toBody);

/** Add or edit an invoice that is not a work order: contractors, capital or other spend. */
export function ExpenseDialog({
  expense,
  sites,
  site,
  today,
  open,
  onOpenChange,
}: {
  expense: BudgetExpense | null;
  sites: string[];
  site: string | undefined;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<ExpenseFormValues, unknown, BudgetExpenseInput>({
    resolver,
    defaultValues: toForm(expense, site, today),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const save = useSaveExpense();
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: expense?.id, body });
      toast.success(expense ? 'Expense updated' : 'Expense added', { description: body.supplier });
      onOpenChange(false);
    } catch (error) {
      setFailure(
        submitFailure(form, error, expense ? 'Expense not updated' : 'Expense not added', 'Try again.'),
      );
    }
  });
  const siteOptions = [
    { value: ALL_SITES, label: 'All sites' },
    ...sites.map((s) => ({ value: s, label: s })),
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(toForm(expense, site, today));
        onOpenChange(next);
      }}
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
      title={expense ? 'Edit expense' : 'Add expense'}
      description="An invoice that is not a work order. Labour and parts come from completed work orders."
      onSubmit={submit}
      submitLabel={expense ? 'Save changes' : 'Add expense'}
      pendingLabel="Saving..."
      pending={save.isPending}
      error={failure}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="date" label="Date" required>
          {(props) => <Input {...props} type="date" />}
        </FormField>
        <FormField control={form.control} name="amount" label="Amount" required description="GBP, e.g. 1250">
          {(props) => <Input {...props} inputMode="decimal" autoComplete="off" />}
        </FormField>
        <FormField control={form.control} name="category" label="Category" required>
          {({ value, onChange, ...props }) => (
            <OptionSelect
              {...props}
              options={optionsOf<ExpenseCategory>(EXPENSE_CATEGORIES, BUDGET_CATEGORY_LABELS)}
              placeholder="Choose a category"
              value={value as ExpenseCategory}
              onValueChange={onChange}
            />
          )}
        </FormField>
        <FormField control={form.control} name="site" label="Site" required>
          {selectControl(siteOptions)}
        </FormField>
        <FormField control={form.control} name="supplier" label="Supplier" required>
          {(props) => <Input {...props} autoComplete="off" />}
        </FormField>
        <FormField
          control={form.control}
          name="reference"
          label="Reference"
          description="Invoice or PO number"
        >
          {(props) => <Input {...props} autoComplete="off" />}
        </FormField>
      </div>
      <FormField control={form.control} name="notes" label="Notes">
        {(props) => <Textarea {...props} rows={2} />}
      </FormField>
    </FormDialog>
  );
}
