import {
  canWorkOnWorkOrder,
  DEFAULT_PAGE_SIZE,
  formatCount,
  formatDate,
  notifiedAssetLabel,
  PRIORITIES,
  PRIORITY_LABELS,
  personName,
  WORK_ORDER_MESSAGES,
  WORK_ORDER_SORTS,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_STATUSES,
  type WorkOrder,
  workOrderPermissions,
} from '@plantwise/domain';
import { CheckIcon, ClipboardListIcon, PlusIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { type ColumnDef, DataTable, TableSubline } from '@/components/data-table';
import { FilterSelect, ListToolbar } from '@/components/list/list-toolbar';
import { optionsOf } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth';
import { useHighlight } from '@/hooks/use-highlight';
import { oneOf, useListParams } from '@/hooks/use-list-params';
import { useIsMobile } from '@/hooks/use-viewport';
import { cn } from '@/lib/utils';
import { useWorkOrderCounts } from '../api/get-work-order-counts';
import {
  useWorkOrderPosition,
  useWorkOrderReference,
  useWorkOrders,
  type WorkOrderListParams,
} from '../api/get-work-orders';
import { CompleteWorkOrderDialog } from './complete-work-order-dialog';
import { StartWorkOrderButton } from './start-work-order-button';
import { WorkOrderDetailSheet } from './work-order-detail-sheet';
import { WorkOrderFormDialog } from './work-order-form-dialog';
import { WorkOrderStatusBadge } from './work-order-status-badge';

/** The board's columns: the work still to do and what was done; cancelled work is in the table only. */
const BOARD_STATUSES = WORK_ORDER_STATUSES.filter((status) => status !== 'cancelled');

const COLUMNS: ColumnDef<WorkOrder>[] = [
  {
    id: 'number',
    header: 'Number',
    meta: { card: 'title' },
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.number}</span>,
  },
  {
    id: 'title',
    accessorKey: 'title',
    header: 'Title',
    meta: { card: 'title' },
    // A long title is cut in the table (whole in its tooltip and on the phone's card). Below 1536 px
    // the asset stands under it instead of in its own column, so the table keeps to its card at 1024 px
    // with the sidebar open and still shows the priority.
    cell: ({ row }) => {
      const asset = notifiedAssetLabel(row.original.asset);
      return (
        <span className="grid max-w-44 max-md:max-w-none xl:max-w-52">
          <span className="truncate max-md:whitespace-normal" title={row.original.title}>
            {row.original.title}
          </span>
          {asset && (
            <TableSubline until="2xl" title={asset}>
              {asset}
            </TableSubline>
          )}
        </span>
      );
    },
  },
  {
    id: 'asset',
    header: 'Asset',
    // 'MIX-001 · Spiral Dough Mixer', cut in the table (whole in its tooltip and on the card).
    cell: ({ row }) => {
      const asset = notifiedAssetLabel(row.original.asset) ?? '—';
      return (
        <span className="block max-w-36 truncate max-md:max-w-none max-md:whitespace-normal" title={asset}>
          {asset}
        </span>
      );
    },
    meta: { className: 'max-2xl:hidden', card: 'fact' },
  },
  {
    id: 'status',
    header: 'Status',
    meta: { card: 'badge' },
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1">
        <WorkOrderStatusBadge workOrder={row.original} variant="outline" />
        {row.original.overdue && <Badge variant="destructive">Overdue</Badge>}
      </span>
    ),
  },
  {
    id: 'priority',
    accessorKey: 'priority',
    header: 'Priority',
    cell: ({ row }) => PRIORITY_LABELS[row.original.priority],
    // A planner's first facts: shown from 1024 px (the asset's column gives it the room below 1536).
    meta: { className: 'max-lg:hidden' },
  },
  {
    id: 'priority_badge',
    header: 'Priority',
    meta: { card: 'badge', cardOnly: true },
    cell: ({ row }) => <Badge variant="outline">{PRIORITY_LABELS[row.original.priority]} priority</Badge>,
  },
  {
    id: 'date_scheduled',
    accessorKey: 'date_scheduled',
    header: 'Scheduled',
    cell: ({ row }) => formatDate(row.original.date_scheduled),
    meta: { className: 'max-md:hidden', card: 'fact' },
  },
  {
    // The list's default order (newest first). No table column shows it, so it is a card-only column
    // with no card slot: the phone's sort choice can then name it ("Sort: Created").
    id: 'date_created',
    accessorKey: 'date_created',
    header: 'Created',
    meta: { cardOnly: true },
  },
  {
    id: 'assignee',
    header: 'Assignee',
    cell: ({ row }) => {
      const assignee = row.original.assignee;
      const name = assignee ? personName(assignee) : 'Unassigned';
      return (
        <span className="block max-w-36 truncate max-md:max-w-none max-md:whitespace-normal" title={name}>
          {name}
        </span>
      );
    },
    meta: { className: 'max-lg:hidden', card: 'fact' },
  },
];

/** The phone card's primary action: Start a pending work order, Complete one in progress. */
function primaryActionColumn(
  mayWork: (w: WorkOrder) => boolean,
  onComplete: (w: WorkOrder) => void,
): ColumnDef<WorkOrder> {
  return {
    id: 'primary_action',
    header: 'Action',
    meta: { card: 'action', cardOnly: true },
    cell: ({ row: { original: w } }) =>
      !mayWork(w) ? null : w.status === 'pending' ? (
        <StartWorkOrderButton workOrder={w} aria-label={`Start work on ${w.number}`} />
      ) : w.status === 'in-progress' ? (
        <Button onClick={() => onComplete(w)} aria-label={`Complete ${w.number}`}>
          <CheckIcon aria-hidden="true" /> Complete
        </Button>
      ) : null,
  };
}

type View = 'table' | 'board';
type BoardStatus = (typeof BOARD_STATUSES)[number];

/**
 * The board on a phone: one status column at a time, chosen by a tab with its count, its work orders
 * as the shared data table's cards (the same facts and primary action as the table view's cards).
 */
function PhoneBoard({
  workOrders,
  loading,
  columns,
  highlight,
  onOpen,
}: {
  workOrders: WorkOrder[];
  loading: boolean;
  columns: ColumnDef<WorkOrder>[];
  highlight: string | null;
  onOpen: (id: string) => void;
}) {
  const highlighted = workOrders.find((w) => w.id === highlight)?.status;
  const [chosen, setChosen] = useState<BoardStatus>('pending');
  // A highlighted work order opens its own column.
  useEffect(() => {
    if (highlighted && highlighted !== 'cancelled') setChosen(highlighted);
  }, [highlighted]);
  return (
    <Tabs value={chosen} onValueChange={(value) => setChosen(value as BoardStatus)} className="gap-3">
      <TabsList aria-label="Board column" className="h-auto w-full">
        {BOARD_STATUSES.map((column) => (
          <TabsTrigger key={column} value={column} className="min-h-10 whitespace-normal leading-tight">
            {WORK_ORDER_STATUS_LABELS[column]} ({workOrders.filter((w) => w.status === column).length})
          </TabsTrigger>
        ))}
      </TabsList>
      {BOARD_STATUSES.map((column) => (
        <TabsContent key={column} value={column}>
          <DataTable
            aria-label={`${WORK_ORDER_STATUS_LABELS[column]} work orders`}
            columns={columns}
            data={workOrders.filter((w) => w.status === column)}
            getRowId={(w) => w.id}
            loading={loading}
            highlightId={highlight}
            onRowClick={(w) => onOpen(w.id)}
            rowLabel={(w) => `${w.number} ${w.title}`}
            emptyMessage={`No work orders ${WORK_ORDER_STATUS_LABELS[column].toLowerCase()}.`}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

const SORT = {
  fields: WORK_ORDER_SORTS.filter((sort) => !sort.startsWith('-')),
  initial: { id: 'date_created', desc: true },
};

function readFilters(params: URLSearchParams) {
  return {
    status: oneOf(WORK_ORDER_STATUSES, params.get('status')),
    priority: oneOf(PRIORITIES, params.get('priority')),
    overdue: params.get('overdue') === 'true' || undefined,
    follow_ups_pending: params.get('follow_ups_pending') === 'true' || undefined,
  };
}

/** A filter that is on or off, e.g. Overdue. */
function FilterToggle({
  label,
  on = false,
  onChange,
}: {
  label: string;
  on?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Button variant={on ? 'default' : 'outline'} size="sm" aria-pressed={on} onClick={() => onChange(!on)}>
      {label}
    </Button>
  );
}

/** A view switch, not tabs: both views show the same list, so there is no tab panel to point at. */
function ViewSwitch({ view, onView }: { view: View; onView: (view: View) => void }) {
  return (
    <fieldset className="flex gap-1">
      <legend className="sr-only">View</legend>
      {(['table', 'board'] as const).map((option) => (
        <Button
          key={option}
          variant={view === option ? 'default' : 'outline'}
          size="sm"
          aria-pressed={view === option}
          onClick={() => onView(option)}
        >
          {option === 'table' ? 'Table' : 'Board'}
        </Button>
      ))}
    </fieldset>
  );
}

/**
 * Work orders (spec §2): tiles, filters, a table or a board by status, `?highlight={id}`
 * pages to the row and opens it, the detail sheet with its timeline and actions.
 */
export function WorkOrdersScreen() {
  const { profile, user } = useAuth();
  const role = profile?.role ?? 'user';
  const may = workOrderPermissions(role);
  const [completing, setCompleting] = useState<WorkOrder | null>(null);
  const columns = useMemo(
    () => [
      ...COLUMNS,
      primaryActionColumn((w) => (user ? canWorkOnWorkOrder(role, user.id, w) : false), setCompleting),
    ],
    [role, user],
  );
  const { highlight: link, setHighlight: open } = useHighlight();
  const highlight = useWorkOrderReference(link);
  const [view, setView] = useState<View>('table');
  const isMobile = useIsMobile();
  const [creating, setCreating] = useState(false);
  const list = useListParams({ read: readFilters, sort: SORT });
  const { params, update } = list;
  const filters: WorkOrderListParams = {
    limit: view === 'board' ? 200 : DEFAULT_PAGE_SIZE,
    offset: view === 'board' ? 0 : list.offset,
    sort: `${list.sort.desc ? '-' : ''}${list.sort.id}` as WorkOrderListParams['sort'],
    ...params,
    q: list.q,
  };
  const workOrders = useWorkOrders(filters);
  const counts = useWorkOrderCounts();
  const position = useWorkOrderPosition(highlight, filters);

  // A highlighted work order is paged to (never filtered away).
  const { setOffset } = list;
  useEffect(() => {
    const at = position.data?.position;
    if (at !== null && at !== undefined && view === 'table')
      setOffset(Math.floor(at / DEFAULT_PAGE_SIZE) * DEFAULT_PAGE_SIZE);
  }, [position.data?.position, view, setOffset]);

  const tiles = [
    { label: 'Pending', value: counts.data?.pending, onClick: () => update({ status: 'pending' }) },
    {
      label: 'In progress',
      value: counts.data?.in_progress,
      onClick: () => update({ status: 'in-progress' }),
    },
    { label: 'Overdue', value: counts.data?.overdue, onClick: () => update({ overdue: true }) },
    {
      label: 'Completed this month',
      value: counts.data?.completed_this_month,
      onClick: () => update({ status: 'completed' }),
    },
  ];

  return (
    <section className="grid min-w-0 gap-6">
      <PageHeader
        title="Work Orders"
        description="Plan, assign, start and complete maintenance work with hygiene clearance."
      >
        {may.create && (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" /> New work order
          </Button>
        )}
      </PageHeader>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <Card key={tile.label} className="py-3">
            <CardHeader className="px-4">
              <CardTitle className="font-medium text-muted-foreground text-sm">
                <button type="button" className="text-left hover:underline" onClick={tile.onClick}>
                  {tile.label}
                </button>
              </CardTitle>
            </CardHeader>
            <CardContent className="px-4 font-semibold text-2xl">
              {tile.value === undefined ? '…' : formatCount(tile.value)}
            </CardContent>
          </Card>
        ))}
      </div>
      <ListToolbar
        search={{
          label: 'Search work orders',
          placeholder: 'Search title, asset, assignee',
          value: list.search,
          onChange: list.setSearch,
        }}
        actions={<ViewSwitch view={view} onView={setView} />}
      >
        <FilterSelect
          label="Status"
          value={params.status}
          onValueChange={(status) => update({ status })}
          allLabel="All statuses"
          options={optionsOf(WORK_ORDER_STATUSES, WORK_ORDER_STATUS_LABELS)}
        />
        <FilterSelect
          label="Priority"
          value={params.priority}
          onValueChange={(priority) => update({ priority })}
          allLabel="All priorities"
          options={optionsOf(PRIORITIES, PRIORITY_LABELS)}
        />
        <FilterToggle label="Overdue" on={params.overdue} onChange={(overdue) => update({ overdue })} />
        <FilterToggle
          label="Follow-ups pending"
          on={params.follow_ups_pending}
          onChange={(follow_ups_pending) => update({ follow_ups_pending })}
        />
      </ListToolbar>
      {view === 'table' ? (
        <QueryTable
          query={workOrders}
          aria-label="Work orders"
          columns={columns}
          getRowId={(w) => w.id}
          loadingLabel="Loading work orders"
          errorTitle={WORK_ORDER_MESSAGES.errorFetching}
          empty={<EmptyState icon={ClipboardListIcon} title="No work orders match" />}
          sort={list.sort}
          onSortChange={list.setSort}
          highlightId={highlight}
          onRowClick={(w) => open(w.id)}
          rowLabel={(w) => `${w.number} ${w.title}`}
          paging={{ offset: list.offset, limit: DEFAULT_PAGE_SIZE, onOffsetChange: setOffset }}
        />
      ) : isMobile ? (
        <PhoneBoard
          workOrders={workOrders.data?.data ?? []}
          loading={workOrders.isFetching}
          columns={columns}
          highlight={highlight}
          onOpen={open}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {BOARD_STATUSES.map((column) => {
            const cards = (workOrders.data?.data ?? []).filter((w) => w.status === column);
            return (
              <section
                key={column}
                aria-label={WORK_ORDER_STATUS_LABELS[column]}
                className="grid content-start gap-2 rounded-lg bg-muted/40 p-3"
              >
                <h2 className="font-medium text-sm">
                  {WORK_ORDER_STATUS_LABELS[column]}{' '}
                  <span className="text-muted-foreground">({cards.length})</span>
                </h2>
                {cards.map((w) => (
                  <button
                    key={w.id}
                    type="button"
                    onClick={() => open(w.id)}
                    className={cn(
                      'grid gap-1 rounded-md border bg-card p-3 text-left text-sm hover:bg-accent',
                      w.id === highlight && 'ring-2 ring-primary',
                    )}
                  >
                    <span className="font-mono text-muted-foreground text-xs">{w.number}</span>
                    <span className="font-medium">{w.title}</span>
                    <span className="text-muted-foreground text-xs">
                      {notifiedAssetLabel(w.asset) ?? '—'} · {PRIORITY_LABELS[w.priority]} ·{' '}
                      {formatDate(w.date_scheduled)}
                      {w.overdue ? ' · Overdue' : ''}
                    </span>
                  </button>
                ))}
              </section>
            );
          })}
        </div>
      )}
      <WorkOrderDetailSheet id={highlight} onClose={() => open(null)} />
      {creating && <WorkOrderFormDialog open={creating} onOpenChange={setCreating} />}
      {completing && (
        <CompleteWorkOrderDialog
          open
          onOpenChange={(open) => !open && setCompleting(null)}
          workOrder={completing}
        />
      )}
    </section>
  );
}
