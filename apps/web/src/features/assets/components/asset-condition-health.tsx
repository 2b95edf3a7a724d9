import { type Asset, formatDate, healthScoreColour, RISK_LEVEL_LABELS } from '@plantwise/domain';
import type * as React from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { formatProbability, usePredictiveAsset } from '@/features/predictive';
import { cn } from '@/lib/utils';
import { useAssetPerformance } from '../api/get-asset-performance';
import { SCORE_TEXT_CLASSES } from './asset-badges';

const LINK = 'text-primary underline underline-offset-2';

function Block({
  title,
  value,
  valueClassName,
  children,
}: {
  title: string;
  value: React.ReactNode;
  valueClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid content-start gap-1 rounded-lg border p-3">
      <dt className="text-muted-foreground text-xs">{title}</dt>
      <dd className={cn('font-semibold text-lg tabular-nums', valueClassName)}>{value}</dd>
      <dd className="text-muted-foreground text-xs">{children}</dd>
    </div>
  );
}

/**
 * The three judgements of an asset's state side by side, each named for what it is: the condition a
 * person recorded at an inspection, the health score computed from the last 180 days, and the chance
 * of a breakdown in the next 30 days from the reliability model. They answer different questions,
 * so they may disagree; saying how each is made keeps that from looking like an error.
 */
export function AssetConditionHealth({ asset }: { asset: Asset }) {
  const performance = useAssetPerformance(asset.id);
  const predictive = usePredictiveAsset(asset.id);
  const inspected =
    asset.condition_grade || asset.condition_score !== null
      ? [
          asset.condition_grade ? `Grade ${asset.condition_grade}` : null,
          asset.condition_score !== null ? `${asset.condition_score}/100` : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : 'Not recorded';
  const recordedAt = performance.data?.condition_recorded_at ?? null;
  const m = performance.data?.metrics;
  const p = predictive.data;
  return (
    <div className="grid gap-3">
      <dl className="grid gap-3 md:grid-cols-3" aria-label="Condition, health and failure risk">
        <Block title="Inspected condition" value={inspected}>
          {recordedAt ? `Recorded ${formatDate(recordedAt)}` : 'No inspection recorded'}; a person's
          judgement, changed only when a new inspection is recorded.
        </Block>
        <Block
          title="Health score (computed)"
          value={m ? `${m.health_score} · Grade ${m.condition_grade}` : <Skeleton className="h-6 w-24" />}
          valueClassName={m ? SCORE_TEXT_CLASSES[healthScoreColour(m.health_score)] : undefined}
        >
          {m ? `${RISK_LEVEL_LABELS[m.risk_level]}. ` : ''}From the last {m?.window_days ?? 180} days of
          breakdowns, downtime and overdue work; see{' '}
          <Link className={LINK} to={`/analytics?highlight=${asset.id}`}>
            Asset analytics
          </Link>
          .
        </Block>
        <Block
          title="Failure in the next 30 days"
          value={
            p ? (
              p.failure_probability_30d === null ? (
                'Not enough data'
              ) : (
                formatProbability(p.failure_probability_30d)
              )
            ) : predictive.isError ? (
              '—'
            ) : (
              <Skeleton className="h-6 w-16" />
            )
          }
        >
          Reliability model of the hours between breakdowns{p ? ` (${p.basis_label})` : ''}; see{' '}
          <Link className={LINK} to={`/predictive-ai?asset=${asset.id}`}>
            Predictive AI
          </Link>
          .
        </Block>
      </dl>
      <p className="text-muted-foreground text-xs">
        They answer different questions, so they can disagree: an inspection grades wear a person saw on a
        day, the health score counts what went wrong recently, and the probability projects the breakdown
        pattern forward (a long run without a failure can make one more likely).
      </p>
    </div>
  );
}
