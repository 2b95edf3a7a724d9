import {
  type AssetCategory,
  formatCount,
  formatCurrency,
  formatHours,
  formatPercent,
  LOCATION_KIND_LABELS,
  type LocationRollupRow,
} from '@plantwise/domain';
import { ChevronRightIcon } from 'lucide-react';
import { type ColumnDef, DataTable } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useLocationRollup } from '../api/get-location-rollup';

const orDash = (value: number | null, format: (n: number) => string) =>
  value === null ? '—' : format(value);
const right = 'text-right';

const columns: ColumnDef<LocationRollupRow>[] = [
  {
    id: 'location',
    header: 'Location',
    meta: { card: 'title' },
    cell: ({ row: { original: r } }) => (
      <span className="grid min-w-32">
        <span className="flex items-center gap-1 font-medium">
          {r.location.name}
          {r.location.has_children && (
            <ChevronRightIcon aria-hidden className="size-4 text-muted-foreground" />
          )}
        </span>
        <span className="text-muted-foreground text-xs">{LOCATION_KIND_LABELS[r.location.kind]}</span>
      </span>
    ),
  },
  {
    id: 'assets',
    header: 'Assets',
    meta: { className: right, card: 'fact' },
    cell: ({ row: { original: r } }) => formatCount(r.summary.asset_count),
  },
  {
    id: 'availability',
    header: 'Availability',
    meta: { className: right, card: 'fact' },
    cell: ({ row: { original: r } }) => orDash(r.summary.availability, formatPercent),
  },
  {
    id: 'mtbf',
    header: 'MTBF',
    meta: { className: right, card: 'fact', cardLabel: 'Time between failures' },
    cell: ({ row: { original: r } }) => orDash(r.summary.mtbf_hours, formatHours),
  },
  {
    id: 'mttr',
    header: 'MTTR',
    meta: { className: right, card: 'fact', cardLabel: 'Time to repair' },
    cell: ({ row: { original: r } }) => orDash(r.summary.mttr_hours, formatHours),
  },
  {
    id: 'downtime',
    header: 'Downtime',
    meta: { className: right, card: 'fact' },
    cell: ({ row: { original: r } }) => formatHours(r.summary.downtime_hours),
  },
  {
    id: 'cost',
    header: 'Cost / month',
    meta: { className: right, card: 'fact' },
    cell: ({ row: { original: r } }) => formatCurrency(r.summary.monthly_maintenance_cost),
  },
];

/**
 * "By location": the fleet figures of each site (or of each location below the one chosen), the same
 * figures as the tiles above for those assets. Choosing a row filters the whole screen to it, so the table
 * then shows the locations below it; the trail above the table goes back up.
 */
export function LocationRollupSection({
  parentId,
  category,
  onChoose,
}: {
  parentId: string | null;
  category: AssetCategory | undefined;
  onChoose: (locationId: string | null) => void;
}) {
  const rollup = useLocationRollup(parentId, category);
  return (
    <section aria-labelledby="analytics-by-location" className="grid min-w-0 gap-3">
      <h2 id="analytics-by-location" className="font-semibold text-lg">
        By location
      </h2>
      <QueryState
        query={rollup}
        loadingLabel="Loading the figures by location"
        errorTitle="Could not load the figures by location"
        skeleton={{ rows: 3, rowClassName: 'h-12' }}
      >
        {(data) => (
          <div className="grid min-w-0 gap-2">
            <nav aria-label="Where in the plant" className="flex flex-wrap items-center gap-1 text-sm">
              <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onChoose(null)}>
                All sites
              </Button>
              {data.parent?.path.map((step, index, path) => (
                <span key={step.id} className="flex items-center gap-1">
                  <ChevronRightIcon aria-hidden className="size-3 text-muted-foreground" />
                  {index === path.length - 1 ? (
                    <span aria-current="location" className="font-medium">
                      {step.name}
                    </span>
                  ) : (
                    <Button
                      variant="link"
                      size="sm"
                      className="h-auto px-0"
                      onClick={() => onChoose(step.id)}
                    >
                      {step.name}
                    </Button>
                  )}
                </span>
              ))}
            </nav>
            {data.data.length === 0 ? (
              <p className="rounded-lg border bg-card p-4 text-muted-foreground text-sm">
                {data.parent
                  ? `Nothing is below ${data.parent.name}: the figures above are its own.`
                  : 'No sites yet. Add the plant’s sites on the Locations screen to compare them here.'}
              </p>
            ) : (
              <DataTable
                aria-label="Figures by location"
                caption={`Figures by location over the last ${data.window_days} days`}
                columns={columns}
                data={data.data}
                getRowId={(row) => row.location.id}
                onRowClick={(row) => onChoose(row.location.id)}
                rowLabel={(row) => `Show ${row.location.name}`}
              />
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}
