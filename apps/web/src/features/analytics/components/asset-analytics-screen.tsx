import {
  ASSET_CATEGORIES,
  ASSET_CATEGORY_LABELS,
  type AssetAnalyticsResponse,
  type AssetCategory,
  CONDITION_GRADES,
  formatCount,
  RISK_LEVEL_LABELS,
  RISK_LEVELS,
} from '@plantwise/domain';
import { BarChart3Icon } from 'lucide-react';
import { lazy } from 'react';
import { DeferredChart } from '@/components/deferred-chart';
import { ExportCsvLink } from '@/components/list/list-actions';
import { OptionSelect, optionsOf } from '@/components/option-select';
import { LocationPicker } from '@/features/locations';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryState } from '@/components/query-state';
import { useHighlight } from '@/hooks/use-highlight';
import { useListParams } from '@/hooks/use-list-params';
import {
  type AssetAnalyticsFilters,
  assetAnalyticsExportUrl,
  useAssetAnalytics,
} from '../api/get-asset-analytics';
import { useKpiTargets } from '../api/get-kpi-targets';
import { AssetMetricsTable } from './asset-metrics-table';
import { AssetRankingsSection } from './asset-rankings';
import { FleetTiles } from './fleet-tiles';
import { LocationRollupSection } from './location-rollup';

// recharts is most of this screen's code: its own chunk, loaded when the chart comes into view.
const HealthChart = lazy(() => import('./health-chart'));

function readFilters(search: URLSearchParams): AssetAnalyticsFilters {
  const category = search.get('category');
  return {
    location: search.get('location') || undefined,
    site: search.get('site') || undefined,
    category: (ASSET_CATEGORIES as readonly string[]).includes(category ?? '')
      ? (category as AssetCategory)
      : undefined,
  };
}

/** Counts by condition grade and risk level, in words beside the chart. */
function GradeAndRisk({ data }: { data: AssetAnalyticsResponse }) {
  const { by_grade, by_risk, average_health_score } = data.summary;
  return (
    <div className="grid content-start gap-3 rounded-lg border bg-card p-4 text-sm">
      <p>
        Average health score:{' '}
        <span className="font-semibold tabular-nums">{average_health_score ?? '—'}</span>
      </p>
      <div className="grid gap-1">
        <h3 className="font-medium">Health grade (computed)</h3>
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Assets by health grade">
          {CONDITION_GRADES.map((grade) => (
            <li key={grade} className="tabular-nums">
              {grade}: {by_grade[grade] ?? 0}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-1">
        <h3 className="font-medium">Risk level</h3>
        <ul className="grid gap-1" aria-label="Assets by risk level">
          {RISK_LEVELS.map((level) => (
            <li key={level} className="flex justify-between gap-2 tabular-nums">
              <span>{RISK_LEVEL_LABELS[level]}</span>
              <span>{by_risk[level] ?? 0}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-muted-foreground text-xs">
        Over the last {data.window_days} days ({formatCount(data.window_hours)} hours). Risk: low from a
        health score of 80, medium from 60, high from 40, else critical.
      </p>
    </div>
  );
}

/** /analytics and /reports/asset-analytics: every asset's spec §9 metrics, rankings and the fleet summary. */
export function AssetAnalyticsScreen() {
  const { params: filters, update } = useListParams({ read: readFilters });
  const { highlight } = useHighlight();
  const analytics = useAssetAnalytics(filters);
  const targets = useKpiTargets();
  const setFilter = (key: 'category', value: string | undefined) => update({ [key]: value });
  // A location replaces an older link's site name.
  const setLocation = (location: string | null) =>
    update({ location: location ?? undefined, site: undefined });

  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Asset Analytics"
        description="Availability, MTBF, MTTR, health score, risk level and maintenance cost of every asset over the last 180 days, with rankings."
      >
        <div className="flex flex-wrap items-center gap-2">
          <LocationPicker
            aria-label="Location"
            value={filters.location}
            onChange={setLocation}
            noneLabel="All locations"
            maxPathLength={18}
            className="w-40"
          />
          <OptionSelect
            aria-label="Category"
            className="w-40"
            options={optionsOf(ASSET_CATEGORIES, ASSET_CATEGORY_LABELS)}
            allLabel="All categories"
            value={filters.category}
            onValueChange={(value) => setFilter('category', value)}
          />
          <ExportCsvLink href={assetAnalyticsExportUrl(filters)} />
        </div>
      </PageHeader>

      <QueryState
        query={analytics}
        loadingLabel="Loading the asset analytics"
        errorTitle="Could not load the asset analytics"
        skeleton={{ rows: 6, rowClassName: 'h-16' }}
      >
        {(data) =>
          data.total === 0 ? (
            <EmptyState icon={BarChart3Icon} title="No assets to analyse">
              {filters.location || filters.site || filters.category
                ? 'No asset matches these filters.'
                : 'Add assets, then record their work orders and breakdowns to see their figures here.'}
            </EmptyState>
          ) : (
            <>
              <FleetTiles summary={data.summary} targets={targets.data} />
              <div className="grid min-w-0 grid-cols-1 gap-3 lg:grid-cols-3">
                <div className="min-w-0 lg:col-span-2">
                  <DeferredChart>
                    <HealthChart buckets={data.summary.health_distribution} />
                  </DeferredChart>
                </div>
                <GradeAndRisk data={data} />
              </div>
              <LocationRollupSection
                parentId={filters.location ?? null}
                category={filters.category}
                onChoose={setLocation}
              />
              <AssetRankingsSection rankings={data.rankings} />
              <section aria-labelledby="analytics-table-title" className="grid min-w-0 gap-3">
                <h2 id="analytics-table-title" className="font-semibold text-lg">
                  Every asset
                </h2>
                <AssetMetricsTable rows={data.data} highlightId={highlight} />
              </section>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
