import { count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assets, inventory_items, profiles, work_orders } from '../../db/schema';

/** Serialises seeding across instances started together, until the transaction ends. */
export async function lockDemoSeed(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('plantwise-demo-seed'))`);
}

export async function countAssets(tx: Tx): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(assets);
  return Number(n);
}

/** Some administrator's id and name, or undefined when there is none yet. */
export async function findAnAdmin(tx: Tx) {
  const [admin] = await tx
    .select({ id: profiles.id, full_name: profiles.full_name })
    .from(profiles)
    .where(eq(profiles.role, 'admin'))
    .limit(1);
  return admin;
}

export async function setFullName(tx: Tx, userId: string, fullName: string) {
  await tx.update(profiles).set({ full_name: fullName }).where(eq(profiles.id, userId));
}

export async function updateWorkOrder(tx: Tx, id: string, values: Partial<typeof work_orders.$inferInsert>) {
  await tx.update(work_orders).set(values).where(eq(work_orders.id, id));
}

/** The code, name and location of an asset, as a certificate prints them. */
export async function findAssetHeader(tx: Tx, id: string) {
  const [asset] = await tx
    .select({ asset_id: assets.asset_id, asset_name: assets.asset_name, location: assets.location })
    .from(assets)
    .where(eq(assets.id, id));
  return asset;
}

export async function setItemCreatedAt(tx: Tx, id: string, createdAt: string) {
  await tx.update(inventory_items).set({ created_at: createdAt }).where(eq(inventory_items.id, id));
}
