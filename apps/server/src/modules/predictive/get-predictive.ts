import {
  assessFleet,
  assetDetail,
  breakdownSpan,
  currentPmIntervalDays,
  HORIZON_DAYS,
  isRunHoursMeter,
  MTBF_BASIS_LABELS,
  type PredictiveAssetInput,
  type PredictiveListQuery,
  rankFleet,
  runHoursMtbf,
  TARGET_RELIABILITY,
} from '@plantwise/domain';
import type { SiteScope } from '../../db/site-scope';
import type { AppContext } from '../../platform/context';
import { assetNotFound } from '../../platform/errors';
import { requireLiveAssetInScope } from '../../platform/live-asset';
import {
  listPredictiveRows,
  type PredictiveRow,
  selectCountingMeters,
  selectMeterReadings,
} from './predictive.queries';

const orNull = (text: string | undefined) => (text ? Number(text) : null);

function toInput(row: PredictiveRow): PredictiveAssetInput {
  const tasks = (row.tasks ? row.tasks.split(';') : []).map((task) => {
    const [type, frequency, days] = task.split(':');
    return { type, frequency, custom_frequency_days: orNull(days) };
  });
  return {
    id: row.id,
    asset_id: row.asset_id,
    asset_name: row.asset_name,
    category: row.category,
    site: row.site,
    observed_from: Number(row.observed_from),
    breakdowns: (row.breakdowns ? row.breakdowns.split(';') : []).map((item) => {
      const [start, end, downtime] = item.split(',');
      return breakdownSpan(Number(start), orNull(end), orNull(downtime));
    }),
    current_pm_interval_days: currentPmIntervalDays(tasks),
  };
}

/** The fleet ranked by the chance of a breakdown in the next 30 days (statistics from breakdown history). */
export async function getPredictiveFleet(ctx: AppContext, scope: SiteScope, query: PredictiveListQuery) {
  const now = ctx.now();
  // Pooling needs the whole category, so filter by site only after assessing.
  const rows = await listPredictiveRows(ctx.db, scope, { category: query.category });
  const assessed = assessFleet(rows.map(toInput), now.getTime());
  const site = query.site?.toLowerCase();
  const summaries = [...assessed.values()]
    .map((a) => a.summary)
    .filter((s) => !site || s.asset.site?.toLowerCase() === site);
  const data = rankFleet(summaries);
  return {
    data,
    total: data.length,
    generated_at: now.toISOString(),
    horizon_days: HORIZON_DAYS,
    target_reliability: TARGET_RELIABILITY,
  };
}

/** One asset's fit with bounds, the points and curves to draw, and the plain-language explanation. */
export async function getPredictiveAsset(ctx: AppContext, scope: SiteScope, id: string) {
  // Archived assets have no estimate to show.
  const { category } = await requireLiveAssetInScope(ctx.db, id, scope);
  const now = ctx.now().getTime();
  const rows = await listPredictiveRows(ctx.db, scope, { category });
  const inputs = rows.map(toInput);
  const assessment = assessFleet(inputs, now).get(id);
  if (!assessment) throw assetNotFound(id);
  const detail = assetDetail(assessment, now);
  // With an hours meter, MTBF is the hours the asset ran between failures, read off the meter.
  const hoursMeter = (await selectCountingMeters(ctx.db, id)).find(isRunHoursMeter);
  const failures = inputs.find((input) => input.id === id)?.breakdowns.map((b) => b.start) ?? [];
  if (hoursMeter) {
    const readings = (await selectMeterReadings(ctx.db, hoursMeter.id)).map((r) => ({
      value: Number(r.value),
      taken_at: new Date(r.taken_at),
      reset: r.reset,
    }));
    const mtbf = runHoursMtbf(readings, failures);
    if (mtbf !== null) {
      return {
        ...detail,
        mtbf_hours: mtbf,
        mtbf_basis: 'run_hours' as const,
        mtbf_basis_label: MTBF_BASIS_LABELS.run_hours,
        explanation: [
          ...detail.explanation,
          `Mean time between failures is ${Math.round(mtbf)} run hours, based on run hours read off the "${hoursMeter.name}" meter at each failure.`,
        ],
      };
    }
  }
  return detail;
}
