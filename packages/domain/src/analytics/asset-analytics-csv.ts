import { type CsvCell, toCsv } from '../common/csv';
import type { AssetMetricsRow } from './analytics.schema';

/** The export's columns: a header and how each row fills it. Numbers stay numbers for the spreadsheet. */
const COLUMNS: ReadonlyArray<readonly [string, (row: AssetMetricsRow) => CsvCell]> = [
  ['Asset ID', (r) => r.asset_id],
  ['Asset name', (r) => r.asset_name],
  ['Site', (r) => r.site],
  ['Category', (r) => r.category],
  ['Status', (r) => r.status],
  ['Health score', (r) => r.health_score],
  ['Condition grade', (r) => r.condition_grade],
  ['Risk level', (r) => r.risk_level],
  ['Availability %', (r) => r.availability],
  ['MTBF (h)', (r) => r.mtbf_hours],
  ['MTTR (h)', (r) => r.mttr_hours],
  ['Total maintenance cost (GBP)', (r) => r.total_maintenance_cost],
  ['Monthly maintenance cost (GBP)', (r) => r.monthly_maintenance_cost],
  ['Average cost per breakdown (GBP)', (r) => r.average_cost_per_breakdown],
  ['Work orders', (r) => r.total_work_orders],
  ['Completed work orders', (r) => r.completed_work_orders],
  ['Pending work orders', (r) => r.pending_work_orders],
  ['Overdue work orders', (r) => r.overdue_work_orders],
  ['Completion rate %', (r) => r.completion_rate],
  ['Breakdowns', (r) => r.total_breakdowns],
  ['Critical breakdowns', (r) => r.critical_breakdowns],
  ['Unresolved breakdowns', (r) => r.unresolved_breakdowns],
  ['Average repair time (h)', (r) => r.average_repair_time],
  ['Breakdowns per month', (r) => r.breakdown_frequency],
  ['Utilisation %', (r) => r.utilization_rate],
  ['Operational hours', (r) => r.operational_hours],
  ['Maintenance hours', (r) => r.maintenance_hours],
  ['Downtime hours', (r) => r.downtime_hours],
  ['Failure rate (per 1000 h)', (r) => r.failure_rate],
  ['Data quality score', (r) => r.data_quality_score],
  ['Health percentile', (r) => r.health_percentile],
  ['Availability percentile', (r) => r.availability_percentile],
  ['Cost percentile', (r) => r.cost_percentile],
];

/** Every asset's analytics for a spreadsheet: one row per asset, the shared writer escaping formulas, with a BOM for £. */
export function assetAnalyticsToCsv(rows: readonly AssetMetricsRow[]): string {
  return toCsv(
    [COLUMNS.map(([header]) => header), ...rows.map((row) => COLUMNS.map(([, cell]) => cell(row)))],
    {
      bom: true,
    },
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'asset-analytics-180d-leeds-machinery-2026-03-31.csv', for a day of the plant's calendar. */
export function assetAnalyticsExportFilename(
  windowDays: number,
  filters: { site?: string | null; category?: string | null },
  date: string,
): string {
  const parts = ['asset-analytics', `${windowDays}d`, filters.site, filters.category]
    .filter((p): p is string => Boolean(p))
    .map(slug)
    .filter(Boolean);
  return `${parts.join('-')}-${date}.csv`;
}
