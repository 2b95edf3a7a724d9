import {
  BUDGET_CATEGORY_LABELS,
  type BudgetExpense,
  DEFAULT_PAGE_SIZE,
  EXPENSE_CATEGORIES,
  type ExpenseCategory,
  formatCurrency,
  formatDate,
} from '@plantwise/domain';
import { PencilIcon, PlusIcon, ReceiptIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type ColumnDef, TableSubline } from '@/components/data-table';
import { OptionSelect, optionsOf } from '@/components/option-select';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useBudgetExpenses } from '../api/get-budget-expenses';
import { useDeleteExpense } from '../api/save-budget';
import { ExpenseDialog } from './expense-dialog';

/**
 * The expense list's columns; below `md` the shared data table makes each expense a card: the
 * supplier, the amount, date, category and site, with Edit and Delete in reach.
 */
function expenseColumns(
  onEdit: (e: BudgetExpense) => void,
  onDelete: (e: BudgetExpense) => void,
  readOnly = false,
): ColumnDef<BudgetExpense>[] {
  const columns: ColumnDef<BudgetExpense>[] = [
    {
      id: 'date',
      header: 'Date',
      meta: { card: 'fact' },
      cell: ({ row }) => formatDate(row.original.date),
    },
    {
      id: 'supplier',
      header: 'Supplier',
      accessorKey: 'supplier',
      meta: { cellClassName: 'font-medium', card: 'title' },
      // Below 1280 px the reference and the asset stand under the supplier instead of in their own
      // columns, so the table keeps to its card at 1024 px with the sidebar open.
      cell: ({ row: { original: expense } }) => {
        const more = [expense.reference, expense.asset_name].filter(Boolean).join(' · ');
        return (
          <>
            <span
              className="block max-w-56 truncate max-md:max-w-none xl:max-w-none"
              title={expense.supplier}
            >
              {expense.supplier}
            </span>
            {more && (
              <TableSubline className="max-w-48" title={more}>
                {more}
              </TableSubline>
            )}
          </>
        );
      },
    },
    {
      id: 'category',
      header: 'Category',
      meta: { card: 'fact' },
      cell: ({ row }) => BUDGET_CATEGORY_LABELS[row.original.category],
    },
    {
      id: 'site',
      header: 'Site',
      cell: ({ row }) => row.original.site ?? 'All sites',
      meta: { className: 'max-md:hidden', card: 'fact' },
    },
    {
      id: 'reference',
      header: 'Reference',
      cell: ({ row }) => row.original.reference ?? '—',
      meta: { className: 'max-xl:hidden' },
    },
    {
      id: 'asset',
      header: 'Asset',
      cell: ({ row }) => row.original.asset_name ?? '—',
      meta: { className: 'max-xl:hidden' },
    },
    {
      id: 'amount',
      header: 'Amount',
      cell: ({ row }) => formatCurrency(row.original.amount),
      meta: { className: 'text-right', cellClassName: 'tabular-nums', card: 'fact' },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <span className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${row.original.supplier} expense`}
            onClick={() => onEdit(row.original)}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${row.original.supplier} expense`}
            onClick={() => onDelete(row.original)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </span>
      ),
    },
    {
      id: 'card_actions',
      header: 'Actions',
      meta: { card: 'action', cardOnly: true },
      cell: ({ row }) => (
        <>
          <Button
            variant="outline"
            aria-label={`Delete ${row.original.supplier} expense`}
            onClick={() => onDelete(row.original)}
          >
            <Trash2Icon aria-hidden="true" /> Delete
          </Button>
          <Button aria-label={`Edit ${row.original.supplier} expense`} onClick={() => onEdit(row.original)}>
            <PencilIcon aria-hidden="true" /> Edit
          </Button>
        </>
      ),
    },
  ];
  // Quality people read the expenses; the actions are for those who book them.
  return readOnly ? columns.filter((c) => c.id !== 'actions' && c.id !== 'card_actions') : columns;
}

/** The year's invoices that are not work orders, with add, edit and delete. */
export function ExpensesSection({
  year,
  location,
  site,
  sites,
  today,
  readOnly = false,
}: {
  year: number;
  /** The location the screen shows: its expenses only. */
  location: string | undefined;
  /** The site new expenses are booked to first, and (without a location) the site listed. */
  site: string | undefined;
  sites: string[];
  today: string;
  /** Read, not booked (quality people): no add, edit or delete. */
  readOnly?: boolean;
}) {
  const [category, setCategory] = useState<ExpenseCategory | undefined>();
  const [offset, setOffset] = useState(0);
  const expenses = useBudgetExpenses({
    year,
    ...(location ? { location_id: location } : { site }),
    category,
    limit: DEFAULT_PAGE_SIZE,
    offset,
  });
  const [editing, setEditing] = useState<BudgetExpense | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<BudgetExpense | null>(null);
  const remove = useDeleteExpense();
  const columns = useMemo(
    () =>
      expenseColumns(
        (expense) => {
          setEditing(expense);
          setFormOpen(true);
        },
        setDeleting,
        readOnly,
      ),
    [readOnly],
  );

  return (
    <section aria-labelledby="budget-expenses-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="budget-expenses-title" className="font-semibold text-lg">
          Expenses
        </h2>
        <div className="flex flex-wrap gap-2">
          <OptionSelect
            aria-label="Expense category"
            className="w-40"
            options={optionsOf<ExpenseCategory>(EXPENSE_CATEGORIES, BUDGET_CATEGORY_LABELS)}
            allLabel="All categories"
            value={category}
            onValueChange={(value) => {
              setCategory(value as ExpenseCategory | undefined);
              setOffset(0);
            }}
          />
          {!readOnly && (
            <Button
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              <PlusIcon aria-hidden="true" />
              Add expense
            </Button>
          )}
        </div>
      </div>
      <QueryTable
        query={expenses}
        columns={columns}
        getRowId={(e) => e.id}
        aria-label={`Expenses ${year}`}
        loadingLabel="Loading the expenses"
        errorTitle="Could not load the expenses"
        empty={
          <EmptyState icon={ReceiptIcon} title={`No expenses in ${year}`}>
            Contractor invoices, capital items and other spend that is not a work order go here.
          </EmptyState>
        }
        paging={{ offset, limit: DEFAULT_PAGE_SIZE, onOffsetChange: setOffset }}
      />
      <ExpenseDialog
        expense={editing}
        sites={sites}
        site={site}
        today={today}
        open={formOpen}
        onOpenChange={setFormOpen}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this expense?"
        description={
          deleting
            ? `${deleting.supplier}, ${formatCurrency(deleting.amount)} on ${formatDate(deleting.date)}. The audit trail keeps a copy.`
            : ''
        }
        confirmLabel="Delete expense"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Expense deleted');
            setDeleting(null);
          } catch (error) {
            toast.error('Expense not deleted', { description: errorMessage(error, 'Try again.') });
          }
        }}
      />
    </section>
  );
}
