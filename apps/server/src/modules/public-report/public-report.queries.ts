import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { asset_breakdowns, asset_report_tokens, assets, breakdown_public_notes } from '../../db/schema';
import { assetSummaryColumns } from '../../db/shared-queries';

/** The asset's breakdowns reported since `since`: only what the public page may show of them. */
export async function recentBreakdownsOf(db: DbOrTx, assetId: string, since: Date) {
  return db
    .select({
      id: asset_breakdowns.id,
      title: asset_breakdowns.title,
      severity: asset_breakdowns.severity,
      status: asset_breakdowns.status,
      created_at: asset_breakdowns.created_at,
    })
    .from(asset_breakdowns)
    .where(and(eq(asset_breakdowns.asset_id, assetId), gte(asset_breakdowns.created_at, since.toISOString())))
    .orderBy(desc(asset_breakdowns.created_at))
    .limit(20);
}

/** A breakdown of the asset by its 8-digit reference (the start of its id), reported since `since`. */
export async function findByReference(db: DbOrTx, assetId: string, reference: string, since: Date) {
  const prefix = `${reference.toLowerCase()}%`;
  const [row] = await db
    .select({
      id: asset_breakdowns.id,
      status: asset_breakdowns.status,
      created_at: asset_breakdowns.created_at,
    })
    .from(asset_breakdowns)
    .where(
      and(
        eq(asset_breakdowns.asset_id, assetId),
        sql`${asset_breakdowns.id}::text like ${prefix}`,
        gte(asset_breakdowns.created_at, since.toISOString()),
      ),
    )
    .orderBy(desc(asset_breakdowns.created_at))
    .limit(1);
  return row ?? null;
}

export async function insertPublicNote(db: DbOrTx, values: typeof breakdown_public_notes.$inferInsert) {
  const [row] = await db.insert(breakdown_public_notes).values(values).returning();
  return row;
}

/** Marks a breakdown changed, so the screens watching it refresh on its row's event. */
export async function touchBreakdown(tx: DbOrTx, id: string, at: string) {
  await tx.update(asset_breakdowns).set({ updated_at: at }).where(eq(asset_breakdowns.id, id));
}

/** When the asset's report token was made, or undefined when it has none. */
export async function findReportToken(db: DbOrTx, assetId: string) {
  const [row] = await db
    .select({ created_at: asset_report_tokens.created_at })
    .from(asset_report_tokens)
    .where(eq(asset_report_tokens.asset_id, assetId));
  return row;
}

/** The asset's one report token, made or replaced. */
export async function saveReportToken(tx: DbOrTx, token: typeof asset_report_tokens.$inferInsert) {
  const { asset_id, ...replaced } = token;
  await tx
    .insert(asset_report_tokens)
    .values(token)
    .onConflictDoUpdate({ target: asset_report_tokens.asset_id, set: replaced });
}

/** The asset summary (and archive time) of the token with this hash. */
export async function findAssetByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ ...assetSummaryColumns, archived_at: assets.archived_at })
    .from(asset_report_tokens)
    .innerJoin(assets, eq(assets.id, asset_report_tokens.asset_id))
    .where(eq(asset_report_tokens.token_hash, tokenHash));
  return row;
}
