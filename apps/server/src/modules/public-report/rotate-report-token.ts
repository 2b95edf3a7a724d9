import { randomBytes } from 'node:crypto';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { requireLiveAssetInScope } from '../../platform/live-asset';
import { findReportToken, saveReportToken } from './public-report.queries';
import { hashReportToken } from './report-token';

/**
 * Creates or rotates the asset's report token: 128 random bits, base64url (22 characters),
 * answered once; only its hash is stored, so a rotation invalidates every printed label at once.
 */
export async function rotateReportToken(ctx: AppContext, scope: SiteScope, actor: Actor, assetId: string) {
  const token = randomBytes(16).toString('base64url');
  const token_hash = hashReportToken(token);
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    await requireLiveAssetInScope(tx, assetId, scope);
    const previous = await findReportToken(tx, assetId);
    await saveReportToken(tx, { asset_id: assetId, token_hash, created_by: actor.id, created_at: at });
    await appendAudit(tx, actor, {
      action: previous ? 'asset.report_token_rotated' : 'asset.report_token_created',
      entity_type: 'asset',
      entity_id: assetId,
      occurred_at: at,
      before: previous ? { created_at: previous.created_at } : null,
      after: { created_at: at },
    });
  });
  return { token, url: `${ctx.config.publicUrl}/report/${token}` };
}
