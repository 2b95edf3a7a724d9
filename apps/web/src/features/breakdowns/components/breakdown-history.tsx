import {
  BREAKDOWN_STATUSES,
  type Breakdown,
  type BreakdownStatus,
  displayName,
  formatDateTime,
  plantDayRange,
  SEVERITIES,
  type Severity,
} from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@/components/data-table';
import { OptionSelect } from '@/components/option-select';
import { QueryTable } from '@/components/query-table';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type BreakdownListParams, useBreakdowns } from '../api/get-breakdowns';
import { breakdownKeys } from '../api/query-keys';
import { searchAssets } from '../api/search-assets';
import { SEVERITY_LABELS, SeverityBadge, STATUS_LABELS, StatusBadge } from './breakdown-badges';
import { DowntimeClock } from './downtime-clock';

const PAGE_SIZE = 20;
const ALL = 'all';

interface Filters {
  status: BreakdownStatus | typeof ALL;
  severity: Severity | typeof ALL;
  asset_id: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { status: ALL, severity: ALL, asset_id: ALL, from: '', to: '' };

function toQuery(filters: Filters, offset: number): BreakdownListParams {
  // The days picked are the plant's calendar days, whichever zone the browser is in.
  const range = plantDayRange(filters.from, filters.to);
  return {
    limit: PAGE_SIZE,
    offset,
    status: filters.status === ALL ? undefined : filters.status,
    severity: filters.severity === ALL ? undefined : filters.severity,
    asset_id: filters.asset_id === ALL ? undefined : filters.asset_id,
    from: range.from,
    to: range.to,
  };
}

/** Every breakdown, newest first after the active ones, filtered by status, severity, asset and dates. */
export function BreakdownHistory({ now, onOpen }: { now: Date; onOpen: (id: string) => void }) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const list = useBreakdowns(toQuery(filters, offset));
  const columns = useMemo(() => historyColumns(now, onOpen), [now, onOpen]);
  const assets = useQuery({
    queryKey: [...breakdownKeys.assetSearch(''), 'filter'],
    queryFn: ({ signal }) => searchAssets('', signal, 500),
    staleTime: 60_000,
  });

  const change = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setOffset(0);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <section aria-labelledby="history-heading" className="grid gap-4">
      <h2 id="history-heading" className="font-semibold text-xl">
        Breakdown history
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <FilterSelect
          label="Status"
          value={filters.status}
          onChange={(value) => change('status', value as Filters['status'])}
          options={BREAKDOWN_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          allLabel="All statuses"
        />
        <FilterSelect
          label="Severity"
          value={filters.severity}
          onChange={(value) => change('severity', value as Filters['severity'])}
          options={[...SEVERITIES].reverse().map((s) => ({ value: s, label: SEVERITY_LABELS[s] }))}
          allLabel="All severities"
        />
        <FilterSelect
          label="Asset"
          value={filters.asset_id}
          onChange={(value) => change('asset_id', value)}
          options={(assets.data?.data ?? []).map((a) => ({
            value: a.id,
            label: `${a.asset_id} — ${a.asset_name}`,
          }))}
          allLabel="All assets"
        />
        <DateFilter label="From" value={filters.from} onChange={(value) => change('from', value)} />
        <DateFilter label="To" value={filters.to} onChange={(value) => change('to', value)} />
      </div>
      {filtered && (
        <div>
          <Button
            variant="link"
            className="h-auto p-0"
            onClick={() => {
              setFilters(NO_FILTERS);
              setOffset(0);
            }}
          >
            Clear filters
          </Button>
        </div>
      )}
      <QueryTable
        query={list}
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
        paging={{ offset, limit: PAGE_SIZE, onOffsetChange: setOffset }}
      />
    </section>
  );
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
      meta: { cellClassName: 'max-w-64', card: 'title' },
      cell: ({ row: { original: breakdown } }) => (
        <button
          type="button"
          className="max-w-60 truncate text-left font-medium underline-offset-4 max-md:max-w-none max-md:whitespace-normal hover:underline focus-visible:underline focus-visible:outline-none"
          onClick={() => onOpen(breakdown.id)}
        >
          {breakdown.title}
        </button>
      ),
    },
    {
      id: 'asset',
      header: 'Asset',
      meta: { card: 'fact' },
      cell: ({ row: { original } }) => {
        const asset = `${original.asset.asset_id} — ${original.asset.asset_name}`;
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

function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  allLabel: string;
}) {
  const id = `breakdown-filter-${label.toLowerCase()}`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect
        id={id}
        value={value === ALL ? undefined : value}
        options={options}
        allLabel={allLabel}
        onValueChange={(next) => onChange(next ?? ALL)}
        className="h-10 w-full"
      />
    </div>
  );
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
  const id = `breakdown-filter-${label.toLowerCase()}`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10"
      />
    </div>
  );
}
