import type { PredictiveAssetDetail } from '@plantwise/domain';
import { CalendarPlusIcon, XIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePredictiveAsset } from '../api/get-predictive-asset';
import { formatLife, formatProbability, PATTERN_LABELS, recommendedPmLink } from './predictive-format';
import { TrendLabel } from './predictive-table';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

const LINK = 'text-primary underline underline-offset-2';

const range = (b: { lower: number; upper: number }, digits: number) =>
  `${b.lower.toFixed(digits)}–${b.upper.toFixed(digits)}`;

function PanelBody({ detail }: { detail: PredictiveAssetDetail }) {
  const pmLink = recommendedPmLink(detail);
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Failure in the next 30 days">
          {detail.failure_probability_30d === null ? '—' : formatProbability(detail.failure_probability_30d)}
        </Figure>
        <Figure label="Median time to next failure">
          {detail.median_time_to_failure_hours === null
            ? '—'
            : formatLife(detail.median_time_to_failure_hours)}
        </Figure>
        <Figure label="Pattern">{detail.pattern ? PATTERN_LABELS[detail.pattern] : '—'}</Figure>
        <Figure label="Trend">
          <TrendLabel trend={detail.trend} />
        </Figure>
        {detail.fit && (
          <>
            <Figure label={`Shape β (${Math.round(detail.fit.confidence * 100)}% range)`}>
              {detail.fit.beta.toFixed(2)} ({range(detail.fit.beta_bounds, 2)})
            </Figure>
            <Figure label="Characteristic life η (range)">
              {formatLife(detail.fit.eta_hours)} ({formatLife(detail.fit.eta_bounds.lower)}–
              {formatLife(detail.fit.eta_bounds.upper)})
            </Figure>
          </>
        )}
        <Figure label={`MTBF (${detail.mtbf_basis_label})`}>
          {detail.mtbf_hours === null
            ? '—'
            : detail.mtbf_basis === 'run_hours'
              ? `${Math.round(detail.mtbf_hours)} run hours`
              : formatLife(detail.mtbf_hours)}
        </Figure>
        <Figure label="Data basis">{detail.basis_label}</Figure>
        <Figure label="Recommended PM interval">
          {detail.recommended_pm_interval_days === null
            ? 'None'
            : `${detail.recommended_pm_interval_days} days`}
        </Figure>
      </dl>
      <section aria-label="Explanation" className="grid gap-1 rounded-lg bg-muted/50 p-3 text-sm">
        {detail.explanation.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      <p className="text-muted-foreground text-sm">
        This is the chance of a breakdown from the pattern of past breakdowns. The health score on{' '}
        <Link className={LINK} to={`/analytics?highlight=${detail.asset.id}`}>
          Asset analytics
        </Link>{' '}
        counts the last 180 days instead, and the{' '}
        <Link className={LINK} to={`/assets/${detail.asset.id}`}>
          asset page
        </Link>{' '}
        shows both beside the condition recorded at its last inspection.
      </p>
      {pmLink && (
        <div>
          <Button asChild>
            <Link to={pmLink}>
              <CalendarPlusIcon aria-hidden="true" />
              Create PM task at the recommended interval
            </Link>
          </Button>
        </div>
      )}
      <Suspense fallback={<Spinner label="Loading the charts..." className="min-h-40" />}>
        <div className="grid gap-4 lg:grid-cols-2">
          {detail.probability_plot && <WeibullPlot plot={detail.probability_plot} />}
          {detail.reliability_curve.length > 0 && (
            <ReliabilityCurve curve={detail.reliability_curve} today={detail.today} />
          )}
          {detail.crow_amsaa && <CrowAmsaaPlot crow={detail.crow_amsaa} />}
        </div>
      </Suspense>
    </div>
  );
}

// The chart library is most of this screen's code: it loads with the first asset opened, as its own
// chunk, so the screen itself stays within its route budget (apps/web/budgets.json).
const charts = () => import('./predictive-charts');
const WeibullPlot = lazy(() => charts().then((m) => ({ default: m.WeibullPlot })));
const ReliabilityCurve = lazy(() => charts().then((m) => ({ default: m.ReliabilityCurve })));
const CrowAmsaaPlot = lazy(() => charts().then((m) => ({ default: m.CrowAmsaaPlot })));

/** One asset's analysis: figures, plain-language explanation, the PM recommendation and three plots. */
export function PredictivePanel({ assetId, onClose }: { assetId: string; onClose: () => void }) {
  const query = usePredictiveAsset(assetId);
  return (
    <section aria-labelledby="predictive-panel-title" className="grid gap-4 rounded-xl border p-4">
      <header className="flex items-start justify-between gap-2">
        <h2 id="predictive-panel-title" className="font-semibold text-lg">
          {query.data ? `${query.data.asset.asset_name} (${query.data.asset.asset_id})` : 'Asset analysis'}
        </h2>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close the analysis">
          <XIcon aria-hidden="true" />
        </Button>
      </header>
      <QueryState query={query} loadingLabel="Loading the analysis" errorTitle="Could not load the analysis">
        {(detail) => <PanelBody detail={detail} />}
      </QueryState>
    </section>
  );
}
