import {
  DEFAULT_PAGE_SIZE,
  RECORD_STATE_LABELS,
  RECORD_STATES,
  RECORD_TYPE_LABELS,
  RECORD_TYPES,
  type RecordState,
  type RecordType,
  SEARCH_DEBOUNCE_MS,
} from '@plantwise/domain';
import { FileDownIcon, FileTextIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Field } from '@/components/field';
import { ExportCsvLink } from '@/components/list/list-actions';
import { OptionSelect, optionsOf } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LocationPicker } from '@/features/locations';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFilterParams } from '@/hooks/use-filter-params';
import { useRecords } from '../api/get-records';
import { recordColumns } from './record-columns';

const isDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** /records: every food-safety record, filtered as an auditor asks (type, state, location, dates, text). */
export function RecordsScreen() {
  const { params, offset, update } = useFilterParams();
  const type = RECORD_TYPES.find((t) => t === params.get('type'));
  const state = RECORD_STATES.find((s) => s === params.get('state'));
  const from = isDate(params.get('from'));
  const to = isDate(params.get('to'));
  // A location of the tree: the records of the assets at it and below it (the audit pack of a site).
  const location = params.get('location') || undefined;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim() || undefined;
  const records = useRecords({
    type,
    state,
    location_id: location,
    from,
    to,
    q,
    limit: DEFAULT_PAGE_SIZE,
    offset,
  });
  const columns = useMemo(() => recordColumns(), []);
  const filtered = Boolean(type || state || location || from || to || q);
  // The downloads take the list's filters (a plain link: the session cookie goes with it).
  const exportParams = new URLSearchParams(
    Object.entries({ type, state, location_id: location, from, to, q }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  ).toString();

  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Records"
        description="Food-safety maintenance records (BRCGS clause 4.7): every completed breakdown, work order and PM task, as it was recorded, with its signatures."
      >
        <div className="flex flex-wrap gap-2">
          <ExportCsvLink href={`/api/records/export.csv?${exportParams}`} />
          <Button variant="outline" asChild>
            <a href={`/api/records/audit-pack.pdf?${exportParams}`} download>
              <FileDownIcon aria-hidden="true" />
              Audit pack (PDF)
            </a>
          </Button>
        </div>
      </PageHeader>
      <div className="flex flex-wrap items-end gap-2">
        <Input
          type="search"
          aria-label="Search records"
          placeholder="Record number, work, asset or person"
          className="w-full sm:w-72"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <OptionSelect
          aria-label="Type"
          className="w-[calc(50%-0.25rem)] sm:w-52"
          options={optionsOf<RecordType>(RECORD_TYPES, RECORD_TYPE_LABELS)}
          allLabel="All types"
          value={type}
          onValueChange={(value) => update({ type: value })}
        />
        <OptionSelect
          aria-label="Signature state"
          className="w-[calc(50%-0.25rem)] sm:w-48"
          options={optionsOf<RecordState>(RECORD_STATES, RECORD_STATE_LABELS)}
          allLabel="Any state"
          value={state}
          onValueChange={(value) => update({ state: value })}
        />
        <LocationPicker
          aria-label="Location"
          value={location}
          onChange={(next) => update({ location: next ?? undefined })}
          noneLabel="All locations"
          maxPathLength={20}
          className="w-full sm:w-48"
        />
        <Field label="Completed from" className="w-[calc(50%-0.25rem)] sm:w-40">
          <Input type="date" value={from ?? ''} onChange={(e) => update({ from: e.target.value })} />
        </Field>
        <Field label="Completed to" className="w-[calc(50%-0.25rem)] sm:w-40">
          <Input type="date" value={to ?? ''} onChange={(e) => update({ to: e.target.value })} />
        </Field>
      </div>
      <QueryTable
        query={records}
        columns={columns}
        getRowId={(r) => r.id}
        aria-label="Records"
        loadingLabel="Loading the records"
        errorTitle="Could not load the records"
        empty={
          <EmptyState icon={FileTextIcon} title={filtered ? 'No records match' : 'No records yet'}>
            {filtered
              ? 'Change or clear the filters.'
              : 'Completing a breakdown, a work order or a PM task writes its record here.'}
          </EmptyState>
        }
        paging={{
          offset,
          limit: DEFAULT_PAGE_SIZE,
          onOffsetChange: (next) => update({ offset: String(next) }),
        }}
      />
    </section>
  );
}
