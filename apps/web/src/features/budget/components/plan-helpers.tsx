import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  type BudgetCategory,
  budgetResponseSchema,
  copyPlanLines,
  spreadAnnualAmount,
} from '@plantwise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormField, useZodForm } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { optionsOf, selectControl } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { api, errorMessage } from '@/lib/api-client';
import { budgetKeys } from '../api/query-keys';
import { parsePlanInput } from './budget-grid';

type DraftLine = { month: number; category: BudgetCategory; amount: number };

/**
 * Two ways to fill the plan quickly, both as unsaved changes to review in the grid: an annual amount
 * spread evenly over the months, and last year's plan copied, optionally raised by a percentage.
 */
export function PlanHelpers({
  year,
  site,
  onApply,
}: {
  year: number;
  site: string | undefined;
  onApply: (lines: DraftLine[]) => void;
}) {
  const [open, setOpen] = useState<'spread' | 'copy' | null>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen('spread')}>
        Spread annual amount
      </Button>
      <Button variant="outline" onClick={() => setOpen('copy')}>
        Copy {year - 1}
      </Button>
      <SpreadDialog
        open={open === 'spread'}
        onOpenChange={(o) => setOpen(o ? 'spread' : null)}
        onApply={onApply}
      />
      <CopyDialog
        year={year}
        site={site}
        open={open === 'copy'}
        onOpenChange={(o) => setOpen(o ? 'copy' : null)}
        onApply={onApply}
      />
    </>
  );
}

/** A text that must parse as something, its refusal said on the field: the amount or the percentage as typed. */
function parsed<T>(parse: (text: string) => { ok: true; value: T } | { ok: false; message: string }) {
  return z.string().transform((text, ctx) => {
    const result = parse(text);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
}

const spreadSchema = z.object({
  category: z.enum(BUDGET_CATEGORIES),
  amount: parsed((text) => {
    const result = parsePlanInput(text);
    return result.ok ? { ok: true, value: result.amount } : result;
  }),
});

const copySchema = z.object({
  percent: parsed((text) => {
    const change = Number(text.replace(/[%\s]/g, ''));
    return Number.isFinite(change) && change >= -100 && change <= 1000
      ? { ok: true, value: change }
      : { ok: false, message: 'Enter a percentage between -100 and 1000' };
  }),
});

function SpreadDialog({
  open,
  onOpenChange,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (lines: DraftLine[]) => void;
}) {
  const form = useZodForm(spreadSchema, { defaultValues: { category: 'labour', amount: '' } });
  const submit = form.handleSubmit(({ category, amount }) => {
    onApply(spreadAnnualAmount(amount).map((value, i) => ({ month: i + 1, category, amount: value })));
    onOpenChange(false);
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        // The category chosen last time stays; the amount starts empty.
        if (next) form.reset({ category: form.getValues('category'), amount: '' });
        onOpenChange(next);
      }}
      title="Spread an annual amount"
      description="Divides the amount evenly over the twelve months of one category, to the penny."
      submitLabel="Spread"
      pendingLabel="Spreading..."
      pending={false}
      onSubmit={submit}
    >
      <FormField control={form.control} name="category" label="Category">
        {selectControl(optionsOf(BUDGET_CATEGORIES, BUDGET_CATEGORY_LABELS))}
      </FormField>
      <FormField
        control={form.control}
        name="amount"
        label="Annual amount"
        description="GBP, e.g. 24000"
        required
      >
        {(props) => <Input {...props} inputMode="decimal" autoComplete="off" />}
      </FormField>
    </FormDialog>
  );
}

function CopyDialog({
  year,
  site,
  open,
  onOpenChange,
  onApply,
}: {
  year: number;
  site: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (lines: DraftLine[]) => void;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm(copySchema, { defaultValues: { percent: '0' } });
  // What stops the copy but is no fault of the percentage: no plan last year, or it could not be loaded.
  const [failure, setFailure] = useState<string | null>(null);
  const copy = form.handleSubmit(async ({ percent }) => {
    setFailure(null);
    try {
      const last = await queryClient.fetchQuery({
        queryKey: budgetKeys.year(year - 1, { site }),
        queryFn: ({ signal }) =>
          api.get('/api/budget', { query: { year: year - 1, site }, schema: budgetResponseSchema, signal }),
      });
      const lines = last.cells
        .filter((cell) => cell.own_plan > 0)
        .map((cell) => ({
          year: year - 1,
          month: cell.month,
          site: site ?? null,
          category: cell.category,
          amount: cell.own_plan,
        }));
      if (lines.length === 0) {
        setFailure(`There is no plan for ${year - 1} to copy`);
        return;
      }
      onApply(copyPlanLines(lines, year, percent));
      toast.success(`${year - 1} copied`, { description: 'Review the amounts, then save the plan.' });
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error, 'Could not load last year’s plan'));
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.clearErrors();
          setFailure(null);
        }
        onOpenChange(next);
      }}
      title={`Copy the ${year - 1} plan`}
      description={`Fills ${year} with ${site ?? 'all sites'}’s plan of ${year - 1}, each amount changed by the percentage.`}
      submitLabel="Copy"
      pendingLabel="Copying..."
      pending={form.formState.isSubmitting}
      onSubmit={copy}
      error={failure}
    >
      <FormField
        control={form.control}
        name="percent"
        label="Change"
        description="Percent, e.g. 3 for +3 % or -5"
      >
        {(props) => <Input {...props} inputMode="decimal" autoComplete="off" />}
      </FormField>
    </FormDialog>
  );
}
