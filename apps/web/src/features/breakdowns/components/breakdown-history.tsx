import {
  BREAKDOWN_STATUSES,
  type Breakdown,
  displayName,
  formatDateTime,
  plantDayRange,
  SEVERITIES,
} from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ColumnDef, TableSubline } from '@/components/data-table';
import { FilterField, FilterSelect, ListToolbar } from '@/components/list/list-toolbar';
import { QueryTable } from '@/components/query-table';
import { Section } from '@/components/section';
import { Input } from '@/components/ui/input';
import { oneOf, useListParams } from '@/hooks/use-list-params';
import { type BreakdownListParams, useBreakdowns } from '../api/get-breakdowns';
import { breakdownKeys } from '../api/query-keys';
import { searchAssets } from '../api/search-assets';
import { SEVERITY_LABELS, SeverityBadge, STATUS_LABELS, StatusBadge } from './breakdown-badges';
import { DowntimeClock } from './downtime-clock';

const PAGE_SIZE = 20;
// Tall enough to tap on a phone by the line.
const FILTER = 'h-10 w-full sm:w-44';

function readFilters(params: URLSearchParams) {
  return {
    status: oneOf(BREAKDOWN_STATUSES, params.get('status')),
    severity: oneOf(SEVERITIES, params.get('severity')),
    asset_id: params.get('asset_id') ?? undefined,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

function toQuery(filters: ReturnType<typeof readFilters>, offset: number): BreakdownListParams {
  // The days picked are the plant's calendar days, whichever zone the browser is in.
  const range = plantDayRange(filters.from, filters.to);
  return {
    limit: PAGE_SIZE,
    offset,
    status: filters.status,
    severity: filters.severity,
    asset_id: filters.asset_id,
    from: range.from,
    to: range.to,
  };
}

/** Every breakdown, newest first after the active ones, filtered by status, severity, asset and dates. */
export function BreakdownHistory({ now, onOpen }: { now: Date; onOpen: (id: string) => void }) {
  const list = useListParams({ read: readFilters, keep: 'state', pageSize: PAGE_SIZE });
  const { params: filters, update } = list;
  const query = useBreakdowns(toQuery(filters, list.offset));
  const columns = useMemo(() => historyColumns(now, onOpen), [now, onOpen]);
  const assets = useQuery({
    queryKey: [...breakdownKeys.assetSearch(''), 'filter'],
    queryFn: ({ signal }) => searchAssets('', signal, 500),
    staleTime: 60_000,
  });
  const filtered = Boolean(
    filters.status || filters.severity || filters.asset_id || filters.from || filters.to,
  );

  return (
    <Section title="Breakdown history">
      <ListToolbar
        filtered={filtered}
        onClear={() =>
          update({
            status: undefined,
            severity: undefined,
            asset_id: undefined,
            from: undefined,
            to: undefined,
          })
        }
      >
        <FilterSelect
          label="Status"
          value={filters.status}
          onValueChange={(status) => update({ status })}
          options={BREAKDOWN_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          allLabel="All statuses"
          className={FILTER}
        />
        <FilterSelect
          label="Severity"
          value={filters.severity}
          onValueChange={(severity) => update({ severity })}
          options={[...SEVERITIES].reverse().map((s) => ({ value: s, label: SEVERITY_LABELS[s] }))}
          allLabel="All severities"
          className={FILTER}
        />
        <FilterSelect
          label="Asset"
          value={filters.asset_id}
          onValueChange={(asset_id) => update({ asset_id })}
          options={(assets.data?.data ?? []).map((a) => ({
            value: a.id,
            label: `${a.asset_id} — ${a.asset_name}`,
          }))}
          allLabel="All assets"
          className={FILTER}
        />
        <DateFilter label="From" value={filters.from} onChange={(from) => update({ from })} />
        <DateFilter label="To" value={filters.to} onChange={(to) => update({ to })} />
      </ListToolbar>
      <QueryTable
        query={query}
        loadingLabel="Loading breakdowns"
        errorTitle="Error fetching breakdowns"
        errorFallback="The breakdowns could not be loaded."
        empty={
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
            {filtered ? 'No breakdowns match these filters.' : 'No breakdowns have been reported yet.'}
          </p>
        }
        aria-label="Breakdowns"
        columns={columns}
        getRowId={(breakdown) => breakdown.id}
        onRowClick={(breakdown) => onOpen(breakdown.id)}
        paging={{ offset: list.offset, limit: PAGE_SIZE, onOffsetChange: list.setOffset }}
      />
    </Section>
  );
}

function assetLabel(breakdown: Breakdown): string {
  return `${breakdown.asset.asset_id} — ${breakdown.asset.asset_name}`;
}

function historyColumns(now: Date, onOpen: (id: string) => void): ColumnDef<Breakdown>[] {
  const nowrap = { className: 'whitespace-nowrap' };
  return [
    {
      id: 'started',
      header: 'Started',
      meta: { ...nowrap, card: 'fact' },
      cell: ({ row }) => formatDateTime(row.original.breakdown_start_time),
    },
    {
      id: 'title',
      header: 'Breakdown',
      meta: { card: 'title' },
      // Below 1280 px the asset stands under the title instead of in its own column, so the table keeps
      // to its card at 1024 px with the sidebar open.
      cell: ({ row: { original: breakdown } }) => (
        <span className="grid max-w-48 max-md:max-w-none xl:max-w-60">
          <button
            type="button"
            className="truncate text-left font-medium underline-offset-4 max-md:whitespace-normal hover:underline focus-visible:underline focus-visible:outline-none"
            onClick={() => onOpen(breakdown.id)}
          >
            {breakdown.title}
          </button>
          <TableSubline title={assetLabel(breakdown)}>{assetLabel(breakdown)}</TableSubline>
        </span>
      ),
    },
    {
      id: 'asset',
      header: 'Asset',
      meta: { className: 'max-xl:hidden', card: 'fact' },
      cell: ({ row: { original } }) => {
        const asset = assetLabel(original);
        // A long asset name is cut in the table (whole in its tooltip, and on the phone's card).
        return (
          <span className="block max-w-48 truncate max-md:max-w-none max-md:whitespace-normal" title={asset}>
            {asset}
          </span>
        );
      },
    },
    {
      id: 'severity',
      header: 'Severity',
      meta: { card: 'badge' },
      cell: ({ row }) => <SeverityBadge severity={row.original.severity} />,
    },
    {
      id: 'status',
      header: 'Status',
      meta: { card: 'badge' },
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: 'downtime',
      header: 'Downtime',
      meta: { ...nowrap, card: 'fact' },
      cell: ({ row }) => <DowntimeClock breakdown={row.original} now={now} />,
    },
    {
      id: 'assignee',
      header: 'Assignee',
      cell: ({ row }) => {
        const name = row.original.assignee ? displayName(row.original.assignee) : '—';
        return (
          <span className="block max-w-40 truncate" title={name}>
            {name}
          </span>
        );
      },
    },
  ];
}

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterField label={label} className="sm:w-40">
      {(id) => (
        <Input
          id={id}
          type="date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-10"
        />
      )}
    </FilterField>
  );
}
