import type { PublicReportSettings } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { writeSetting } from '../../platform/settings';
import { getPublicReportSettings, PUBLIC_REPORT_SETTINGS_KEY } from './get-public-report-settings';

/** Admins turn label reports off globally or per site; audited with before and after. */
export async function setPublicReportSettings(ctx: AppContext, actor: Actor, settings: PublicReportSettings) {
  const before = await getPublicReportSettings(ctx);
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    await writeSetting(tx, PUBLIC_REPORT_SETTINGS_KEY, settings, { userId: actor.id, at });
    await appendAudit(tx, actor, {
      action: 'settings.public_report_changed',
      entity_type: 'setting',
      occurred_at: at,
      before,
      after: settings,
    });
  });
  return settings;
}
