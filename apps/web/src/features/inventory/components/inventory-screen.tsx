import {
  DEFAULT_PAGE_SIZE,
  hasAtLeastRole,
  INVENTORY_SORT_FIELDS,
  type InventoryItem,
  type InventoryListQuery,
  type InventorySortField,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type StockStatus,
} from '@plantwise/domain';
import { PackageIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { HighlightNotice } from '@/components/list/highlight-notice';
import { ListActions } from '@/components/list/list-actions';
import { FilterSelect, ListToolbar } from '@/components/list/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { StatusTiles } from '@/components/status-tiles';
import { useAuth } from '@/features/auth';
import { useEditDialog } from '@/hooks/use-edit-dialog';
import { useHighlight } from '@/hooks/use-highlight';
import { useListParams } from '@/hooks/use-list-params';
import { errorMessage } from '@/lib/api-client';
import {
  inventoryExportUrl,
  useInventoryFacets,
  useInventoryItem,
  useInventoryItems,
} from '../api/get-inventory';
import { useDeleteItem } from '../api/save-inventory';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { inventoryColumns } from './inventory-table';
import { ItemDetailSheet } from './item-detail-sheet';
import { ItemFormDialog } from './item-form-dialog';
import { ItemImportDialog } from './item-import-dialog';
import { STOCK_DOT } from './stock-badges';

const FOOD_GRADE_OPTIONS = [
  { value: 'true', label: 'Food grade only' },
  { value: 'false', label: 'Not food grade' },
];

/** `?status=low-stock,critical-stock,out-of-stock`: one status or several (the dashboard's low-stock tile). */
function readStatuses(value: string | null): StockStatus[] | undefined {
  const statuses = (value ?? '')
    .split(',')
    .filter((s): s is StockStatus => STOCK_STATUSES.includes(s as StockStatus));
  return statuses.length ? statuses : undefined;
}

function readFilters(search: URLSearchParams) {
  const foodGrade = search.get('food_grade');
  return {
    status: readStatuses(search.get('status')),
    category: search.get('category') || undefined,
    food_grade: foodGrade === 'true' ? true : foodGrade === 'false' ? false : undefined,
  };
}

const SORT = { fields: INVENTORY_SORT_FIELDS, initial: { id: 'item_name', desc: false } };

/** /inventory: status tiles, filters, the paged table, add/edit, adjust, detail with the ledger. */
export function InventoryScreen() {
  const { profile } = useAuth();
  const role = profile?.role ?? 'user';
  const manage = hasAtLeastRole(role, 'manager');
  const canAdjust = hasAtLeastRole(role, 'technician');
  const list = useListParams({ read: readFilters, sort: SORT });
  const { params, update, q } = list;
  const { highlight: highlightId, clearHighlight } = useHighlight();

  // `?highlight={id}` (a search result): show that item's row and mark it.
  const highlighted = useInventoryItem(highlightId);
  const highlightCode =
    highlighted.data && !highlighted.data.archived_at ? highlighted.data.item_id : undefined;

  const filter = { category: params.category, food_grade: params.food_grade, q };
  const sort = { sort: list.sort.id as InventorySortField, order: list.sort.desc ? 'desc' : 'asc' } as const;
  const query: Partial<InventoryListQuery> = highlightCode
    ? { q: highlightCode, ...sort, limit: DEFAULT_PAGE_SIZE, offset: 0 }
    : { ...filter, status: params.status, ...sort, limit: DEFAULT_PAGE_SIZE, offset: list.offset };
  const items = useInventoryItems(query, !highlightId || !highlighted.isPending);
  const facets = useInventoryFacets(filter);

  const form = useEditDialog<InventoryItem>();
  const [importOpen, setImportOpen] = useState(false);
  const [adjusting, setAdjusting] = useState<InventoryItem | null>(null);
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const remove = useDeleteItem();
  const rows = items.data?.data ?? [];
  const opened = rows.find((i) => i.id === openId) ?? null;

  const columns = useMemo(
    () =>
      inventoryColumns({
        onOpen: (item) => setOpenId(item.id),
        onAdjust: canAdjust ? setAdjusting : undefined,
        onEdit: manage ? form.edit : undefined,
        onDelete: manage ? setDeleting : undefined,
      }),
    [canAdjust, manage, form.edit],
  );
  const filtered = Boolean(q || params.status || params.category || params.food_grade !== undefined);

  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Inventory"
        description="Spare parts and consumables, their stock against minimum levels, and every movement."
      >
        <ListActions
          exportHref={inventoryExportUrl({ ...filter, status: params.status, ...sort })}
          manage={manage}
          onImport={() => setImportOpen(true)}
          addLabel="Add item"
          onAdd={form.add}
        />
      </PageHeader>

      <StatusTiles
        label="Items by stock status"
        allLabel="All items"
        total={facets.data?.total}
        tiles={STOCK_STATUSES.map((s) => ({
          key: s,
          label: STOCK_STATUS_LABELS[s],
          count: facets.data?.by_status[s],
          dot: STOCK_DOT[s],
        }))}
        status={params.status}
        onStatus={(status) => update({ status })}
      />

      <ListToolbar
        search={{
          label: 'Search inventory',
          placeholder: 'Search name, code, category, supplier',
          value: list.search,
          onChange: list.setSearch,
        }}
        filtered={filtered}
        onClear={() =>
          update({ q: undefined, status: undefined, category: undefined, food_grade: undefined })
        }
      >
        <FilterSelect
          label="Category"
          className="w-full sm:w-48"
          value={params.category}
          allLabel="All categories"
          options={(facets.data?.categories ?? []).map((c) => ({ value: c.value, label: c.value }))}
          onValueChange={(category) => update({ category })}
        />
        <FilterSelect
          label="Food grade"
          className="w-full sm:w-48"
          value={params.food_grade === undefined ? undefined : String(params.food_grade)}
          allLabel="All items"
          options={FOOD_GRADE_OPTIONS}
          onValueChange={(food_grade) => update({ food_grade })}
        />
      </ListToolbar>

      {highlightId && highlightCode && (
        <HighlightNotice
          title={`Showing ${highlightCode}`}
          showAllLabel="Show all items"
          onShowAll={clearHighlight}
        />
      )}

      <QueryTable
        query={items}
        loadingLabel="Loading inventory..."
        errorTitle="The inventory could not be loaded"
        empty={
          <EmptyState icon={PackageIcon} title={filtered ? 'No items match these filters' : 'No items yet'}>
            <p className="text-sm">
              {manage ? 'Add the parts and consumables the stores keep.' : 'Managers add items here.'}
            </p>
          </EmptyState>
        }
        columns={columns}
        getRowId={(item) => item.id}
        aria-label="Inventory items"
        highlightId={highlightCode ? highlightId : null}
        sort={list.sort}
        onSortChange={list.setSort}
        paging={{
          offset: list.offset,
          limit: DEFAULT_PAGE_SIZE,
          onOffsetChange: list.setOffset,
          label: 'items',
        }}
      />

      {form.open && <ItemFormDialog item={form.item} open onOpenChange={form.onOpenChange} />}
      {manage && <ItemImportDialog open={importOpen} onOpenChange={setImportOpen} />}
      {adjusting && (
        <AdjustStockDialog item={adjusting} open onOpenChange={(open) => !open && setAdjusting(null)} />
      )}
      <ItemDetailSheet item={opened} onOpenChange={(open) => !open && setOpenId(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete item?"
        description={
          deleting
            ? `${deleting.item_name} (${deleting.item_id}) will be removed; an item with stock movements is archived so its ledger stays.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const result = await remove.mutateAsync(deleting.id);
            toast.success(result.outcome === 'archived' ? 'Item archived' : 'Item deleted', {
              description: deleting.item_name,
            });
            setDeleting(null);
          } catch (error) {
            toast.error('Item not deleted', { description: errorMessage(error, 'Try again.') });
          }
        }}
      />
    </section>
  );
}
