import {
  DEFAULT_PAGE_SIZE,
  hasAtLeastRole,
  INVENTORY_SORT_FIELDS,
  type InventoryItem,
  type InventoryListQuery,
  type InventorySortField,
  SEARCH_DEBOUNCE_MS,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type StockStatus,
} from '@plantwise/domain';
import { DownloadIcon, PackageIcon, PlusIcon, UploadIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { StatusTiles } from '@/components/status-tiles';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/features/auth';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
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
  { value: 'all', label: 'All items' },
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

function readParams(search: URLSearchParams) {
  const sort = search.get('sort');
  return {
    status: readStatuses(search.get('status')),
    category: search.get('category') || undefined,
    food_grade:
      search.get('food_grade') === 'true' ? true : search.get('food_grade') === 'false' ? false : undefined,
    q: search.get('q') ?? '',
    sort: INVENTORY_SORT_FIELDS.includes(sort as InventorySortField)
      ? (sort as InventorySortField)
      : 'item_name',
    order: search.get('order') === 'desc' ? ('desc' as const) : ('asc' as const),
    offset: Math.max(0, Number(search.get('offset')) || 0),
  };
}

/** /inventory: status tiles, filters, the paged table, add/edit, adjust, detail with the ledger. */
export function InventoryScreen() {
  const { profile } = useAuth();
  const role = profile?.role ?? 'user';
  const manage = hasAtLeastRole(role, 'manager');
  const canAdjust = hasAtLeastRole(role, 'technician');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readParams(searchParams);
  const update = (changes: Record<string, string | undefined>) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('offset' in changes)) next.delete('offset');
        return next;
      },
      { replace: true },
    );

  const [search, setSearch] = useState(params.q);
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim() || undefined;

  // `?highlight={id}` (a search result): show that item's row and mark it.
  const highlightId = searchParams.get('highlight');
  const highlighted = useInventoryItem(highlightId);
  const highlightCode =
    highlighted.data && !highlighted.data.archived_at ? highlighted.data.item_id : undefined;

  const filter = { category: params.category, food_grade: params.food_grade, q };
  const query: Partial<InventoryListQuery> = highlightCode
    ? { q: highlightCode, sort: params.sort, order: params.order, limit: DEFAULT_PAGE_SIZE, offset: 0 }
    : {
        ...filter,
        status: params.status,
        sort: params.sort,
        order: params.order,
        limit: DEFAULT_PAGE_SIZE,
        offset: params.offset,
      };
  const items = useInventoryItems(query, !highlightId || !highlighted.isPending);
  const facets = useInventoryFacets(filter);

  const [formOpen, setFormOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [editing, setEditing] = useState<InventoryItem | null>(null);
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
        onEdit: manage
          ? (item) => {
              setEditing(item);
              setFormOpen(true);
            }
          : undefined,
        onDelete: manage ? setDeleting : undefined,
      }),
    [canAdjust, manage],
  );
  const filtered = Boolean(q || params.status || params.category || params.food_grade !== undefined);

  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Inventory"
        description="Spare parts and consumables, their stock against minimum levels, and every movement."
      >
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a
              href={inventoryExportUrl({
                ...filter,
                status: params.status,
                sort: params.sort,
                order: params.order,
              })}
              download
            >
              <DownloadIcon aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          {manage && (
            <Button variant="outline" onClick={() => setImportOpen(true)}>
              <UploadIcon aria-hidden="true" />
              Import CSV
            </Button>
          )}
          {manage && (
            <Button
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              <PlusIcon aria-hidden="true" />
              Add item
            </Button>
          )}
        </div>
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

      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <Input
          type="search"
          aria-label="Search inventory"
          placeholder="Search name, code, category, supplier"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <OptionSelect
          aria-label="Category"
          value={params.category ?? 'all'}
          options={[
            { value: 'all', label: 'All categories' },
            ...(facets.data?.categories ?? []).map((c) => ({ value: c.value, label: c.value })),
          ]}
          onValueChange={(v: string) => update({ category: v === 'all' ? undefined : v })}
        />
        <OptionSelect
          aria-label="Food grade"
          value={params.food_grade === undefined ? 'all' : String(params.food_grade)}
          options={FOOD_GRADE_OPTIONS}
          onValueChange={(v: string) => update({ food_grade: v === 'all' ? undefined : v })}
        />
      </div>

      {highlightId && highlightCode && (
        <Alert>
          <AlertTitle>Showing {highlightCode}</AlertTitle>
          <AlertDescription>
            <Button variant="link" className="h-auto p-0" onClick={() => update({ highlight: undefined })}>
              Show all items
            </Button>
          </AlertDescription>
        </Alert>
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
        sort={{ id: params.sort, desc: params.order === 'desc' }}
        onSortChange={(sort) => update({ sort: sort.id, order: sort.desc ? 'desc' : 'asc' })}
        paging={{
          offset: params.offset,
          limit: DEFAULT_PAGE_SIZE,
          onOffsetChange: (offset) => update({ offset: String(offset) }),
          label: 'items',
        }}
      />

      {formOpen && <ItemFormDialog item={editing} open={formOpen} onOpenChange={setFormOpen} />}
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
