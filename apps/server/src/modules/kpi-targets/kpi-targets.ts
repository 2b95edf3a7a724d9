import {
  DEFAULT_KPI_TARGETS,
  KPI_TARGETS_SETTING_KEY,
  type KpiTargets,
  kpiTargetsSchema,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { readSetting, writeSetting } from '../../platform/settings';

/** The plant's KPI targets, or the defaults (95 %, 500 h, 4 h, 90 %, 90 %) until someone sets them. */
export function readKpiTargets(db: DbOrTx): Promise<KpiTargets> {
  return readSetting(db, KPI_TARGETS_SETTING_KEY, kpiTargetsSchema, { ...DEFAULT_KPI_TARGETS });
}

/** GET /api/settings/kpi-targets: everyone signed in reads them (screens colour figures against them). */
export function getKpiTargets(ctx: AppContext) {
  return readKpiTargets(ctx.db);
}

/** PUT /api/settings/kpi-targets (managers and admins): all five at once, audited with before and after. */
export async function setKpiTargets(ctx: AppContext, actor: Actor, targets: KpiTargets) {
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const before = await readKpiTargets(tx);
    await writeSetting(tx, KPI_TARGETS_SETTING_KEY, targets, { userId: actor.id, at });
    await appendAudit(tx, actor, {
      action: 'settings.kpi_targets_changed',
      entity_type: 'settings',
      occurred_at: at,
      before,
      after: targets,
    });
  });
  return targets;
}
