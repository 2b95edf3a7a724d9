import {
  budgetThresholdNotification,
  budgetThresholdsReached,
  sumMoney,
  zonedParts,
} from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { readKpiTargets } from '../kpi-targets';
import { queueNotification } from '../notifications';
import { claimBudgetAlert, listBudgetHolders, sumPlanBySite, sumSpendBySite } from './budget.queries';
import { plantSpan } from './budget-span';

export const BUDGET_ALERTS_JOB = 'budget.threshold-alerts';

/**
 * Checks this month and the last against their plan, per site and for all sites together, and queues
 * one budget_threshold notification to each manager and admin when spend first reaches the KPI target
 * and again at 100 %. The claimed alert rows and the notifications share a transaction, and the rows'
 * key lets only one instance announce each crossing.
 */
export async function sendBudgetAlerts(ctx: AppContext): Promise<number> {
  const timeZone = ctx.config.PLANT_TIME_ZONE;
  const today = zonedParts(ctx.now(), timeZone);
  const months = [
    { year: today.year, month: today.month },
    today.month === 1 ? { year: today.year - 1, month: 12 } : { year: today.year, month: today.month - 1 },
  ];
  // The KPI "budget used %" target (90 until someone sets it).
  const target = (await readKpiTargets(ctx.db)).budget_used_pct;
  let sent = 0;
  for (const { year, month } of months) {
    const [plans, spends] = await Promise.all([
      sumPlanBySite(ctx.db, year, month),
      sumSpendBySite(ctx.db, plantSpan(timeZone, year, month)),
    ]);
    const spentAt = (site: string | null) => spends.find((s) => s.site === site)?.amount ?? 0;
    const scopes = plans
      .filter((p) => p.site !== null)
      .map((p) => ({ site: p.site, plan: p.plan, spent: spentAt(p.site) }));
    scopes.push({
      site: null,
      plan: sumMoney(plans.map((p) => p.plan)),
      spent: sumMoney(spends.map((s) => s.amount)),
    });
    for (const scope of scopes) {
      const reached = budgetThresholdsReached(scope.spent, scope.plan, target);
      if (reached.length === 0) continue;
      const claimed = await ctx.db.transaction(async (tx) => {
        // Every threshold reached is claimed, but one crossing is one alert: spend that jumps from
        // 80 % to 108 % says "over budget" once, not "90 % used" and "over budget" together.
        const fresh: number[] = [];
        for (const threshold of reached)
          if (await claimBudgetAlert(tx, { year, month, site: scope.site ?? '', threshold }))
            fresh.push(threshold);
        const threshold = fresh.at(-1);
        if (threshold === undefined) return false;
        const notification = budgetThresholdNotification({ ...scope, year, month, threshold });
        for (const userId of await listBudgetHolders(tx)) await queueNotification(tx, userId, notification);
        return true;
      });
      if (claimed) sent++;
    }
  }
  return sent;
}

/** Runs every five minutes: spend moves with completions and invoices, and an alert minutes late is fine. */
export function budgetAlertsJob(): Job {
  return { name: BUDGET_ALERTS_JOB, intervalMs: 5 * 60_000, run: sendBudgetAlerts };
}
