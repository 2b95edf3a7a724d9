import { createHash, randomBytes } from 'node:crypto';
import { REPORT_TOKEN_PATTERN } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { asset_report_tokens, assets } from '../../db/schema';
import { assetSummaryColumns } from '../../db/shared-queries';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { requireLiveAsset } from '../../platform/live-asset';

/** SHA-256 of the token, hex: the only form of it the database holds. */
export function hashReportToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function reportUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/report/${token}`;
}

/**
 * Creates or rotates the asset's report token: 128 random bits, base64url (22 characters),
 * answered once; only its hash is stored, so a rotation invalidates every printed label at once.
 */
export async function rotateReportToken(ctx: AppContext, actor: Actor, assetId: string) {
  const token = randomBytes(16).toString('base64url');
  const token_hash = hashReportToken(token);
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    await requireLiveAsset(tx, assetId);
    const [previous] = await tx
      .select({ created_at: asset_report_tokens.created_at })
      .from(asset_report_tokens)
      .where(eq(asset_report_tokens.asset_id, assetId));
    await tx
      .insert(asset_report_tokens)
      .values({ asset_id: assetId, token_hash, created_by: actor.id, created_at: at })
      .onConflictDoUpdate({
        target: asset_report_tokens.asset_id,
        set: { token_hash, created_by: actor.id, created_at: at },
      });
    await appendAudit(tx, actor, {
      action: previous ? 'asset.report_token_rotated' : 'asset.report_token_created',
      entity_type: 'asset',
      entity_id: assetId,
      occurred_at: at,
      before: previous ? { created_at: previous.created_at } : null,
      after: { created_at: at },
    });
  });
  return { token, url: reportUrl(ctx, token) };
}

export async function getReportTokenState(ctx: AppContext, assetId: string) {
  await requireLiveAsset(ctx.db, assetId);
  const [row] = await ctx.db
    .select({ created_at: asset_report_tokens.created_at })
    .from(asset_report_tokens)
    .where(eq(asset_report_tokens.asset_id, assetId));
  return { exists: Boolean(row), created_at: row?.created_at ?? null };
}

/** The live asset a token opens, or null (malformed, unknown, rotated, or the asset archived). */
export async function findAssetByToken(db: DbOrTx, token: string) {
  if (!REPORT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ ...assetSummaryColumns, archived_at: assets.archived_at })
    .from(asset_report_tokens)
    .innerJoin(assets, eq(assets.id, asset_report_tokens.asset_id))
    .where(eq(asset_report_tokens.token_hash, hashReportToken(token)));
  if (!row || row.archived_at) return null;
  return row;
}
