import {
  DEFAULT_PAGE_SIZE,
  formatCount,
  TEMPORARY_REPAIR_STATE_LABELS,
  TEMPORARY_REPAIR_STATES,
  type TemporaryRepairState,
} from '@plantwise/domain';
import { HammerIcon } from 'lucide-react';
import { useMemo } from 'react';
import { OptionSelect, optionsOf } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { LocationPicker } from '@/features/locations';
import { useFilterParams } from '@/hooks/use-filter-params';
import { useTemporaryRepairs } from '../api/get-temporary-repairs';
import { temporaryRepairColumns } from './temporary-repair-columns';

const EMPTY_TEXT: Record<TemporaryRepairState | 'any', { title: string; body: string }> = {
  any: {
    title: 'No temporary repairs',
    body: 'A breakdown or work order completed with a temporary repair is listed here until its permanent repair is done.',
  },
  open: { title: 'No open temporary repairs', body: 'Every temporary repair has had its permanent repair.' },
  overdue: {
    title: 'Nothing overdue',
    body: 'No temporary repair is past its permanent-repair deadline.',
  },
  closed: {
    title: 'No closed temporary repairs yet',
    body: 'A temporary repair closes when its follow-up work order is completed.',
  },
};

/**
 * /compliance/temporary-repairs: the register of temporary repairs (BRCGS 4.7.3) — what was done, by whom,
 * the permanent-repair deadline and the follow-up work order — filtered by state and location.
 */
export function TemporaryRepairsScreen() {
  const { params, offset, update } = useFilterParams();
  const state = TEMPORARY_REPAIR_STATES.find((s) => s === params.get('state'));
  const location = params.get('location') || undefined;
  const repairs = useTemporaryRepairs({ state, location_id: location, limit: DEFAULT_PAGE_SIZE, offset });
  const counts = repairs.data?.counts;
  // "Overdue by 3 days" is counted from when the answer came.
  const answeredAt = repairs.dataUpdatedAt;
  const columns = useMemo(() => temporaryRepairColumns(new Date(answeredAt || Date.now())), [answeredAt]);
  const empty = EMPTY_TEXT[state ?? 'any'];

  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Temporary Repairs"
        description="Every temporary repair of a breakdown or work order (BRCGS clause 4.7.3), its permanent-repair deadline and the follow-up work order that closes it."
      />
      {counts && (
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {formatCount(counts.overdue)} overdue · {formatCount(counts.open)} open ·{' '}
          {formatCount(counts.closed)} closed
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <OptionSelect
          aria-label="State"
          className="w-full sm:w-48"
          options={optionsOf<TemporaryRepairState>(TEMPORARY_REPAIR_STATES, TEMPORARY_REPAIR_STATE_LABELS)}
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
      </div>
      <QueryTable
        query={repairs}
        columns={columns}
        getRowId={(r) => `${r.source}-${r.id}`}
        aria-label="Temporary repairs"
        loadingLabel="Loading the temporary repairs"
        errorTitle="Could not load the temporary repairs"
        empty={
          <EmptyState icon={HammerIcon} title={location ? 'No temporary repairs here' : empty.title}>
            {location ? 'Nothing at this location matches. Change or clear the filters.' : empty.body}
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
