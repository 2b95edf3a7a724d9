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
import { Field } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { OptionSelect, optionsOf } from '@/components/option-select';
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

function SpreadDialog({
  open,
  onOpenChange,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (lines: DraftLine[]) => void;
}) {
  const [category, setCategory] = useState<BudgetCategory>('labour');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setAmount('');
          setError(undefined);
        }
        onOpenChange(next);
      }}
      title="Spread an annual amount"
      description="Divides the amount evenly over the twelve months of one category, to the penny."
      submitLabel="Spread"
      pendingLabel="Spreading..."
      pending={false}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parsePlanInput(amount);
        if (!parsed.ok) return setError(parsed.message);
        onApply(
          spreadAnnualAmount(parsed.amount).map((value, i) => ({ month: i + 1, category, amount: value })),
        );
        onOpenChange(false);
      }}
    >
      <Field label="Category">
        {(props) => (
          <OptionSelect
            {...props}
            options={optionsOf(BUDGET_CATEGORIES, BUDGET_CATEGORY_LABELS)}
            value={category}
            onValueChange={setCategory}
          />
        )}
      </Field>
      <Field label="Annual amount" description="GBP, e.g. 24000" error={error} required>
        <Input
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="decimal"
          autoComplete="off"
        />
      </Field>
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
  const [percent, setPercent] = useState('0');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const copy = async () => {
    const change = Number(percent.replace(/[%\s]/g, ''));
    if (!Number.isFinite(change) || change < -100 || change > 1000) {
      return setError('Enter a percentage between -100 and 1000');
    }
    setPending(true);
    try {
      const last = await queryClient.fetchQuery({
        queryKey: budgetKeys.year(year - 1, site),
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
        setError(`There is no plan for ${year - 1} to copy`);
        return;
      }
      onApply(copyPlanLines(lines, year, change));
      toast.success(`${year - 1} copied`, { description: 'Review the amounts, then save the plan.' });
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not load last year’s plan'));
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setError(undefined);
        onOpenChange(next);
      }}
      title={`Copy the ${year - 1} plan`}
      description={`Fills ${year} with ${site ?? 'all sites'}’s plan of ${year - 1}, each amount changed by the percentage.`}
      submitLabel="Copy"
      pendingLabel="Copying..."
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        void copy();
      }}
    >
      <Field label="Change" description="Percent, e.g. 3 for +3 % or -5" error={error}>
        <Input
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
          inputMode="decimal"
          autoComplete="off"
        />
      </Field>
    </FormDialog>
  );
}
