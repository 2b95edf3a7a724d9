import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { asset_breakdowns, breakdown_public_notes } from '../../db/schema';

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
