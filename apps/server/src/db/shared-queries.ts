import { ASSIGNABLE_ROLES } from '@plantwise/domain';
import { and, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { likeTerm } from './like-term';
import { profiles, users } from './schema/accounts';
import { assets } from './schema/assets';
import { personMaySeeWork } from './site-scope';

/**
 * Reads several modules make alike, written once so that the rule behind each has one path: which asset is
 * live (it exists and is not archived: archived assets keep their history and take no new work) and who can
 * be assigned work (the domain's canBeAssigned, as its role list).
 */

/** What work, breakdowns, certificates and labels name an asset by. */
export const assetSummaryColumns = {
  id: assets.id,
  asset_id: assets.asset_id,
  asset_name: assets.asset_name,
  location: assets.location,
  site: assets.site,
};

/**
 * The summaries a list page built as JSON in the database shows with each row (work orders, breakdowns): the
 * person (`{id, full_name, email}`) or asset (`{id, asset_id, asset_name}`) whose id is in the row, or null.
 */
export const personSummaryJson = (id: SQL) =>
  sql`(select json_build_object('id', p.id, 'full_name', p.full_name, 'email', p.email) from ${profiles} p where p.id = ${id})`;
export const assetSummaryJson = (id: SQL) =>
  sql`(select json_build_object('id', a.id, 'asset_id', a.asset_id, 'asset_name', a.asset_name) from ${assets} a where a.id = ${id})`;

/** The live asset's summary, or null. */
export async function findLiveAsset(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...assetSummaryColumns, category: assets.category, purchase_date: assets.purchase_date })
    .from(assets)
    .where(and(eq(assets.id, id), isNull(assets.archived_at)))
    .limit(1);
  return row ?? null;
}

/** Which of `ids` are live assets. */
export async function findLiveAssetIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(inArray(assets.id, [...ids]), isNull(assets.archived_at)));
  return new Set(rows.map((r) => r.id));
}

/** Active accounts whose role may be given work. */
const assignable: SQL | undefined = and(
  eq(users.active, true),
  inArray(profiles.role, [...ASSIGNABLE_ROLES]),
);

/**
 * The person if they can be given work on the asset `assetId` (null: work without an asset): an active
 * technician, manager or admin who may see that asset's site; else null.
 */
export async function findAssignablePerson(db: DbOrTx, userId: string, assetId: string | null) {
  const [row] = await db
    .select({ id: profiles.id, full_name: profiles.full_name, email: profiles.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, userId), assignable, personMaySeeWork(profiles.id, sql`${assetId}::uuid`)))
    .limit(1);
  return row ?? null;
}

/**
 * The people who can be given work, by name: with `assetId`, only those who may see that asset's site (people
 * limited to other sites are left out); with `q`, only those whose name or e-mail holds every word of it,
 * whatever the case. The first `limit` of them, and how many match in all.
 */
export async function listAssignablePeople(
  db: DbOrTx,
  filter: { assetId?: string; q?: string; limit: number },
) {
  const words = (filter.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  const rows = await db
    .select({
      id: profiles.id,
      full_name: profiles.full_name,
      email: profiles.email,
      // A thousand people at most: counted in the same pass rather than by a second query.
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        assignable,
        filter.assetId ? personMaySeeWork(profiles.id, sql`${filter.assetId}::uuid`) : undefined,
        ...words.map((word) =>
          or(ilike(profiles.full_name, likeTerm(word)), ilike(profiles.email, likeTerm(word))),
        ),
      ),
    )
    .orderBy(sql`lower(coalesce(${profiles.full_name}, ${profiles.email}))`, profiles.id)
    .limit(filter.limit);
  return {
    data: rows.map(({ total: _total, ...person }) => person),
    total: rows[0]?.total ?? 0,
  };
}
