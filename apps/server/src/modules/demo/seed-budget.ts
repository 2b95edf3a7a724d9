import { type BudgetCategory, type ExpenseCategory, spreadAnnualAmount, zonedParts } from '@plantwise/domain';
import type { Tx } from '../../db/client';
import { budget_expenses, budget_lines } from '../../db/schema';
import { DEMO_SITES } from './demo-data';

/** The demo plan per site: annual GBP per category (Leeds is the bigger site). */
const ANNUAL_PLAN: Record<(typeof DEMO_SITES)[number], Record<BudgetCategory, number>> = {
  'Leeds Bakery': { labour: 14_400, parts: 4_800, contractors: 12_000, capital: 20_000, other: 2_400 },
  'Hull Chilled Foods': { labour: 9_600, parts: 3_000, contractors: 7_200, capital: 0, other: 1_800 },
};

/** Invoices of a month per site: Hull's refrigeration contractor runs it over its plan. */
const MONTHLY_EXPENSES: Array<{
  site: (typeof DEMO_SITES)[number];
  category: ExpenseCategory;
  amount: number;
  supplier: string;
  reference: string;
}> = [
  {
    site: 'Leeds Bakery',
    category: 'contractors',
    amount: 950,
    supplier: 'Northern Oven Services',
    reference: 'NOS',
  },
  {
    site: 'Leeds Bakery',
    category: 'other',
    amount: 160,
    supplier: 'Safety Supplies Direct',
    reference: 'SSD',
  },
  {
    site: 'Hull Chilled Foods',
    category: 'contractors',
    amount: 1_700,
    supplier: 'Humber Refrigeration',
    reference: 'HR',
  },
  {
    site: 'Hull Chilled Foods',
    category: 'other',
    amount: 240,
    supplier: 'Safety Supplies Direct',
    reference: 'SSD',
  },
];

/**
 * A plan for this year per site and category, and at least six months of invoices that are not work
 * orders, with one capital purchase: Leeds stays within its plan and Hull runs over, so /budget shows both.
 */
export async function seedBudget(tx: Tx, now: Date, timeZone: string, userId: string | null) {
  const today = zonedParts(now, timeZone);
  const lines = DEMO_SITES.flatMap((site) =>
    (Object.entries(ANNUAL_PLAN[site]) as Array<[BudgetCategory, number]>).flatMap(([category, annual]) =>
      spreadAnnualAmount(annual).map((amount, index) => ({
        year: today.year,
        month: index + 1,
        site,
        category,
        amount,
        updated_by: userId,
      })),
    ),
  );
  await tx.insert(budget_lines).values(lines);

  // Six months of invoices, or every month of this year if more.
  const expenses = [];
  for (let back = 0; back < Math.max(6, today.month); back++) {
    const month = new Date(Date.UTC(today.year, today.month - 1 - back, 1));
    const year = month.getUTCFullYear();
    const monthNumber = month.getUTCMonth() + 1;
    const day = back === 0 ? Math.max(1, Math.min(today.day, 5)) : 12;
    const date = `${year}-${String(monthNumber).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    for (const [index, expense] of MONTHLY_EXPENSES.entries()) {
      expenses.push({
        ...expense,
        date,
        reference: `${expense.reference}-${year}${String(monthNumber).padStart(2, '0')}-${index + 1}`,
        created_by: userId,
      });
    }
  }
  const capitalMonth = Math.max(1, today.month - 2);
  expenses.push({
    site: 'Leeds Bakery' as const,
    category: 'capital' as const,
    amount: 18_500,
    supplier: 'Bakery Equipment Ltd',
    reference: `BEL-${today.year}-PO-0042`,
    date: `${today.year}-${String(capitalMonth).padStart(2, '0')}-${capitalMonth === today.month ? '01' : '20'}`,
    created_by: userId,
    notes: 'Replacement divider-rounder (capital project CP-7).',
  });
  await tx.insert(budget_expenses).values(expenses);
}
