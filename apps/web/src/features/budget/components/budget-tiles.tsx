import { type BudgetResponse, formatCurrency, formatPercent } from '@plantwise/domain';
import type * as React from 'react';
import { VarianceText } from './budget-grid';

function Tile({ label, value, detail }: { label: string; value: React.ReactNode; detail?: React.ReactNode }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-card px-4 py-3">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold text-2xl tabular-nums">{value}</dd>
      {detail && <dd className="text-sm">{detail}</dd>}
    </div>
  );
}

/** The year at a glance: plan and actual to date, the variance, the forecast against the plan, and what is committed. */
export function BudgetTiles({ budget }: { budget: BudgetResponse }) {
  const { totals } = budget;
  const elapsed = budget.months_elapsed;
  const toDate = elapsed === 12 ? 'full year' : elapsed === 0 ? 'not begun' : `${elapsed} of 12 months`;
  // Below a site there is no plan (plans are kept per site): no plan figures to judge the spend against.
  const noPlan = <span className="text-muted-foreground">Plans are kept per site</span>;
  if (!budget.has_plan)
    return (
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-5" aria-label="Budget summary">
        <Tile label="Plan to date" value="–" detail={noPlan} />
        <Tile
          label="Actual to date"
          value={formatCurrency(totals.actual_ytd)}
          detail={<span className="text-muted-foreground">{toDate}</span>}
        />
        <Tile label="Variance to date" value="–" detail={noPlan} />
        <Tile
          label="Forecast for the year"
          value={totals.forecast === null ? '–' : formatCurrency(totals.forecast)}
          detail={<span className="text-muted-foreground">at this year’s rate of spend</span>}
        />
        <Tile
          label="Committed"
          value={formatCurrency(totals.committed)}
          detail={<span className="text-muted-foreground">open breakdowns, estimated</span>}
        />
      </dl>
    );
  return (
    <dl className="grid grid-cols-2 gap-2 lg:grid-cols-5" aria-label="Budget summary">
      <Tile
        label="Plan to date"
        value={formatCurrency(totals.plan_ytd)}
        detail={<span className="text-muted-foreground">{toDate}</span>}
      />
      <Tile label="Actual to date" value={formatCurrency(totals.actual_ytd)} />
      <Tile
        label="Variance to date"
        value={<VarianceText plan={totals.plan_ytd} actual={totals.actual_ytd} />}
        detail={
          totals.variance_ytd_pct !== null && (
            <span className="text-muted-foreground">
              {formatPercent(Math.abs(totals.variance_ytd_pct))} of plan
            </span>
          )
        }
      />
      <Tile
        label="Forecast for the year"
        value={totals.forecast === null ? '–' : formatCurrency(totals.forecast)}
        detail={
          totals.forecast === null ? (
            <span className="text-muted-foreground">The year has not begun</span>
          ) : (
            <span>
              <span className="text-muted-foreground">against {formatCurrency(totals.plan)}: </span>
              <VarianceText plan={totals.plan} actual={totals.forecast} />
            </span>
          )
        }
      />
      <Tile
        label="Committed"
        value={formatCurrency(totals.committed)}
        detail={<span className="text-muted-foreground">open breakdowns, estimated</span>}
      />
    </dl>
  );
}
