import {
  BREAKDOWN_STATUSES,
  type Breakdown,
  type BreakdownStatus,
  displayName,
  SEVERITIES,
  type Severity,
} from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { type BreakdownListParams, useBreakdowns } from '../api/get-breakdowns';
import { breakdownKeys } from '../api/query-keys';
import { searchAssets } from '../api/search-assets';
import { formatDateTime } from '../utils/format';
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

function toQuery(filters: Filters, page: number): BreakdownListParams {
  const startOfDay = (date: string) => new Date(`${date}T00:00:00`).toISOString();
  const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).toISOString();
  return {
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
    status: filters.status === ALL ? undefined : filters.status,
    severity: filters.severity === ALL ? undefined : filters.severity,
    asset_id: filters.asset_id === ALL ? undefined : filters.asset_id,
    from: filters.from ? startOfDay(filters.from) : undefined,
    to: filters.to ? endOfDay(filters.to) : undefined,
  };
}

/** Every breakdown, newest first after the active ones, filtered by status, severity, asset and dates. */
export function BreakdownHistory({ now, onOpen }: { now: Date; onOpen: (id: string) => void }) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const list = useBreakdowns(toQuery(filters, page));
  const assets = useQuery({
    queryKey: [...breakdownKeys.assetSearch(''), 'filter'],
    queryFn: ({ signal }) => searchAssets('', signal, 500),
    staleTime: 60_000,
  });

  const change = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(0);
  };
  const total = list.data?.total ?? 0;
  const rows = list.data?.data ?? [];
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
              setPage(0);
            }}
          >
            Clear filters
          </Button>
        </div>
      )}
      {list.isError && (
        <Alert variant="destructive">
          <AlertTitle>Error fetching breakdowns</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(list.error, 'The breakdowns could not be loaded.')}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {list.isPending && (
        <div className="grid gap-2" role="status" aria-label="Loading breakdowns">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
      {list.isSuccess && rows.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          {filtered ? 'No breakdowns match these filters.' : 'No breakdowns have been reported yet.'}
        </p>
      )}
      {rows.length > 0 && (
        <>
          <Table aria-label="Breakdowns">
            <TableHeader>
              <TableRow>
                <TableHead>Started</TableHead>
                <TableHead>Breakdown</TableHead>
                <TableHead>Asset</TableHead>
                <TableHead>Severity</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Downtime</TableHead>
                <TableHead>Assignee</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((b) => (
                <HistoryRow key={b.id} breakdown={b} now={now} onOpen={onOpen} />
              ))}
            </TableBody>
          </Table>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="text-muted-foreground">
              Showing {page * PAGE_SIZE + 1}–{page * PAGE_SIZE + rows.length} of {total}
            </p>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={(page + 1) * PAGE_SIZE >= total}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </div>
          </div>
        </>
      )}
    </section>
  );
}

function HistoryRow({
  breakdown,
  now,
  onOpen,
}: {
  breakdown: Breakdown;
  now: Date;
  onOpen: (id: string) => void;
}) {
  return (
    <TableRow className="cursor-pointer" onClick={() => onOpen(breakdown.id)}>
      <TableCell className="whitespace-nowrap">{formatDateTime(breakdown.breakdown_start_time)}</TableCell>
      <TableCell className="max-w-64">
        <button
          type="button"
          className="truncate text-left font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(breakdown.id);
          }}
        >
          {breakdown.title}
        </button>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {breakdown.asset.asset_id} — {breakdown.asset.asset_name}
      </TableCell>
      <TableCell>
        <SeverityBadge severity={breakdown.severity} />
      </TableCell>
      <TableCell>
        <StatusBadge status={breakdown.status} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <DowntimeClock breakdown={breakdown} now={now} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {breakdown.assignee ? displayName(breakdown.assignee) : '—'}
      </TableCell>
    </TableRow>
  );
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
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="h-10 w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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
