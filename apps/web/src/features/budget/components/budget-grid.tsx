import {
  BUDGET_CATEGORIES,
  BUDGET_CATEGORY_LABELS,
  type BudgetCategory,
  type BudgetResponse,
  budgetVariance,
  formatCurrency,
  formatCurrencyExact,
  MONTH_SHORT_NAMES,
  moneySchema,
  sumMoney,
} from '@plantwise/domain';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** Unsaved plan amounts by cell (`month|category`). */
export type PlanDrafts = ReadonlyMap<string, number>;
export const draftKey = (month: number, category: BudgetCategory) => `${month}|${category}`;

const planAmount = moneySchema('Plan');

/** Typed text as an amount: '£1,200' → 1200; empty is 0; anything else is refused with the reason. */
export function parsePlanInput(text: string): { ok: true; amount: number } | { ok: false; message: string } {
  const cleaned = text.replace(/[£,\s]/g, '');
  const parsed = planAmount.safeParse(cleaned === '' ? 0 : Number(cleaned));
  return parsed.success
    ? { ok: true, amount: parsed.data }
    : { ok: false, message: parsed.error.issues[0].message };
}

/** Over plan in red, under in green, with the sign and a word so colour is not the only signal. */
export function VarianceText({
  plan,
  actual,
  className,
}: {
  plan: number;
  actual: number;
  className?: string;
}) {
  const { variance } = budgetVariance(plan, actual);
  if (plan === 0 && actual === 0) return <span className={cn('text-muted-foreground', className)}>–</span>;
  const over = variance > 0;
  return (
    <span className={cn('tabular-nums', over ? 'text-destructive' : 'text-success', className)}>
      {formatCurrency(Math.abs(variance))} {over ? 'over' : 'under'}
    </span>
  );
}

/**
 * The year as months × categories: each cell's plan, its actual and the variance; totals per
 * month and per category. Editable, a cell holds the plan of the chosen scope (a site, or the plant as a
 * whole) as an input; edits stay drafts until saved: Enter keeps the value and moves down a month, Escape
 * puts the saved amount back. Read-only, a cell shows the plan of every scope together.
 */
export function BudgetGrid({
  budget,
  drafts,
  editable,
  onDraft,
}: {
  budget: BudgetResponse;
  drafts: PlanDrafts;
  editable: boolean;
  onDraft: (month: number, category: BudgetCategory, amount: number | null) => void;
}) {
  const cellOf = (month: number, category: BudgetCategory) =>
    budget.cells.find((c) => c.month === month && c.category === category);
  const planOf = (month: number, category: BudgetCategory) => {
    const cell = cellOf(month, category);
    if (!editable) return cell?.plan ?? 0;
    return drafts.get(draftKey(month, category)) ?? cell?.own_plan ?? 0;
  };
  const actualOf = (month: number, category: BudgetCategory) => cellOf(month, category)?.actual ?? 0;
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const rowTotal = (month: number, of: typeof planOf) => sumMoney(BUDGET_CATEGORIES.map((c) => of(month, c)));
  const columnTotal = (category: BudgetCategory, of: typeof planOf) =>
    sumMoney(months.map((m) => of(m, category)));
  const grand = (of: typeof planOf) => sumMoney(months.map((m) => rowTotal(m, of)));

  return (
    <div className="overflow-x-auto rounded-lg border">
      <table
        className="w-full min-w-[56rem] border-collapse text-sm"
        aria-label={`Budget ${budget.year} by month and category`}
      >
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Month
            </th>
            {BUDGET_CATEGORIES.map((category) => (
              <th key={category} scope="col" className="px-3 py-2 text-left font-medium">
                {BUDGET_CATEGORY_LABELS[category]}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => {
            const name = MONTH_SHORT_NAMES[month - 1];
            return (
              <tr key={month} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {name}
                </th>
                {BUDGET_CATEGORIES.map((category) => {
                  const cell = cellOf(month, category);
                  return (
                    <td key={category} className="px-2 py-1.5 align-top">
                      <div className="grid gap-0.5">
                        {editable ? (
                          <PlanInput
                            label={`Plan for ${BUDGET_CATEGORY_LABELS[category]}, ${name}`}
                            month={month}
                            category={category}
                            saved={cell?.own_plan ?? 0}
                            draft={drafts.get(draftKey(month, category))}
                            onDraft={onDraft}
                          />
                        ) : (
                          <span className="tabular-nums">{formatCurrencyExact(planOf(month, category))}</span>
                        )}
                        <span className="text-muted-foreground text-xs tabular-nums">
                          Actual {formatCurrency(actualOf(month, category))}
                        </span>
                      </div>
                    </td>
                  );
                })}
                <td className="px-3 py-1.5 align-top">
                  <div className="grid gap-0.5">
                    <span className="font-medium tabular-nums">
                      {formatCurrency(rowTotal(month, planOf))}
                    </span>
                    <span className="text-muted-foreground text-xs tabular-nums">
                      Actual {formatCurrency(rowTotal(month, actualOf))}
                    </span>
                    <VarianceText
                      plan={rowTotal(month, planOf)}
                      actual={rowTotal(month, actualOf)}
                      className="text-xs"
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 bg-muted/30">
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              Year
            </th>
            {BUDGET_CATEGORIES.map((category) => (
              <td key={category} className="px-3 py-2 align-top">
                <div className="grid gap-0.5">
                  <span className="font-semibold tabular-nums">
                    {formatCurrency(columnTotal(category, planOf))}
                  </span>
                  <span className="text-muted-foreground text-xs tabular-nums">
                    Actual {formatCurrency(columnTotal(category, actualOf))}
                  </span>
                  <VarianceText
                    plan={columnTotal(category, planOf)}
                    actual={columnTotal(category, actualOf)}
                    className="text-xs"
                  />
                </div>
              </td>
            ))}
            <td className="px-3 py-2 align-top">
              <div className="grid gap-0.5">
                <span className="font-semibold tabular-nums" data-testid="budget-grand-plan">
                  {formatCurrency(grand(planOf))}
                </span>
                <span className="text-muted-foreground text-xs tabular-nums">
                  Actual {formatCurrency(grand(actualOf))}
                </span>
                <VarianceText plan={grand(planOf)} actual={grand(actualOf)} className="text-xs" />
              </div>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function PlanInput({
  label,
  month,
  category,
  saved,
  draft,
  onDraft,
}: {
  label: string;
  month: number;
  category: BudgetCategory;
  saved: number;
  draft: number | undefined;
  onDraft: (month: number, category: BudgetCategory, amount: number | null) => void;
}) {
  const shown = draft ?? saved;
  const errorId = useId();
  const [text, setText] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Money as money; the bare number while the cell is being edited.
  const value = text ?? (shown === 0 ? '' : editing ? String(shown) : formatCurrencyExact(shown));

  const commit = () => {
    if (text === null) return true;
    const parsed = parsePlanInput(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return false;
    }
    setError(null);
    setText(null);
    onDraft(month, category, parsed.amount === saved ? null : parsed.amount);
    return true;
  };
  const focusMonth = (target: number, input: HTMLInputElement) => {
    const next = input
      .closest('table')
      ?.querySelector<HTMLInputElement>(`input[data-month="${target}"][data-category="${category}"]`);
    next?.focus();
    next?.select();
  };

  return (
    <div className="relative">
      <Input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-month={month}
        data-category={category}
        inputMode="decimal"
        autoComplete="off"
        placeholder="£0"
        className={cn('h-8 w-28 tabular-nums', draft !== undefined && 'border-primary bg-primary/5')}
        value={value}
        onChange={(event) => setText(event.target.value)}
        // The bare number synchronously, then all of it selected: typed digits replace the amount, as in
        // a spreadsheet, whether the cell was reached by Tab, Enter from the month above or a click.
        onFocus={(event) => {
          flushSync(() => setEditing(true));
          event.currentTarget.select();
        }}
        onBlur={() => {
          setEditing(false);
          commit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (commit()) focusMonth(event.shiftKey ? month - 1 : month + 1, event.currentTarget);
          } else if (event.key === 'Escape') {
            setText(null);
            setError(null);
            onDraft(month, category, null);
          }
        }}
      />
      {/* Over the cells below rather than in the flow, so an error neither widens the column nor moves the grid. */}
      {error && (
        <span
          id={errorId}
          role="alert"
          className="absolute top-full left-0 z-30 mt-1 w-max max-w-48 rounded-md border border-destructive/50 bg-popover px-2 py-1 text-destructive text-xs shadow-md"
        >
          {error}
        </span>
      )}
    </div>
  );
}
