import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assets, hygiene_releases } from '../../db/schema';
import { assetInScope, type SiteScope } from '../../db/site-scope';

export type WaitRow = typeof hygiene_releases.$inferSelect;

/** The columns a release decides on, the row held until the transaction ends (null: none, or another site's). */
export async function lockAssetForRelease(tx: DbOrTx, id: string, scope: SiteScope) {
  return findAssetForRelease(tx, id, scope, { forUpdate: true });
}

export async function findAssetForRelease(
  db: DbOrTx,
  id: string,
  scope: SiteScope,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({
      id: assets.id,
      asset_id: assets.asset_id,
      asset_name: assets.asset_name,
      status: assets.status,
      food_contact: assets.food_contact,
      archived_at: assets.archived_at,
    })
    .from(assets)
    .where(and(eq(assets.id, id), assetInScope(scope, assets.id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The asset's wait that has not been released yet. */
export async function findOpenWait(db: DbOrTx, assetId: string): Promise<WaitRow | null> {
  const [row] = await db
    .select()
    .from(hygiene_releases)
    .where(and(eq(hygiene_releases.asset_id, assetId), isNull(hygiene_releases.released_at)));
  return row ?? null;
}

export async function insertWait(tx: DbOrTx, values: typeof hygiene_releases.$inferInsert): Promise<WaitRow> {
  const [row] = await tx.insert(hygiene_releases).values(values).returning();
  return row;
}

/** Adds one piece of work to an open wait (its doer may not release it either). */
export async function appendWork(tx: DbOrTx, waitId: string, work: Record<string, unknown>) {
  await tx
    .update(hygiene_releases)
    .set({ work: sql`${hygiene_releases.work} || ${JSON.stringify([work])}::jsonb` })
    .where(eq(hygiene_releases.id, waitId));
}

export async function closeWait(
  tx: DbOrTx,
  waitId: string,
  values: Pick<WaitRow, 'released_at' | 'released_by' | 'released_by_name' | 'notes'>,
) {
  await tx.update(hygiene_releases).set(values).where(eq(hygiene_releases.id, waitId));
}

export async function linkReleaseRecord(tx: DbOrTx, waitId: string, recordId: string) {
  await tx.update(hygiene_releases).set({ record_id: recordId }).where(eq(hygiene_releases.id, waitId));
}

export async function setAssetStatus(tx: DbOrTx, id: string, status: string, at: string) {
  await tx
    .update(assets)
    .set({ status: status as typeof assets.$inferInsert.status, updated_at: at })
    .where(eq(assets.id, id));
}

/** How many assets the caller may see are awaiting a hygiene release (the header badge, the dashboard). */
export async function countAwaitingRelease(db: DbOrTx, scope: SiteScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assets)
    .where(
      and(eq(assets.status, 'awaiting-release'), isNull(assets.archived_at), assetInScope(scope, assets.id)),
    );
  return row?.n ?? 0;
}
