import { ASSET_CATEGORIES, ASSET_STATUSES, CRITICALITIES, LOCATION_KINDS } from '@plantwise/domain';
import { type SQLWrapper, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerId } from './accounts';
import { decimal, GIN_NO_PENDING_LIST, levelRank, oneOf, timestamps, tstz } from './columns';

/**
 * Criticality as a rank (low 0 … critical 3), the register's sort key; the same expression in the
 * indexes below and in the list's ORDER BY, so the planner matches them.
 */
export const criticalityRank = (criticality: SQLWrapper) => levelRank(criticality, CRITICALITIES);

/** Siblings share this key: the top of the tree (no parent) counts as one parent. */
const siblingsOf = (parentId: SQLWrapper) =>
  sql`coalesce(${parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`;

/**
 * The location tree: sites, areas, lines, rooms (docs/decisions/locations.md). `ancestor_ids` is the
 * materialised path from the site down to the node itself, so "this node and everything below" is one
 * indexed condition (`ancestor_ids @> array[id]`); `path` holds the same steps with their names, kept with it.
 */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parent_id: uuid('parent_id').references((): AnyPgColumn => locations.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LOCATION_KINDS }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ancestor_ids: uuid('ancestor_ids').array().notNull(),
    path: jsonb('path').$type<{ id: string; name: string }[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    check('locations_kind_check', oneOf(t.kind, LOCATION_KINDS)),
    // Names and codes repeat between plants (every site has its "Packing"), so they are unique among
    // siblings; a path of names names one location.
    uniqueIndex('locations_sibling_name_idx').on(siblingsOf(t.parent_id), sql`lower(${t.name})`),
    uniqueIndex('locations_sibling_code_idx').on(siblingsOf(t.parent_id), sql`lower(${t.code})`),
    index('locations_parent_idx').on(t.parent_id),
    index('locations_ancestors_idx').using('gin', t.ancestor_ids),
    index('locations_code_idx').on(sql`lower(${t.code})`),
  ],
);

/**
 * Site access (docs/decisions/site-access.md): the sites a person is limited to. No row for a person means
 * every site. Only locations of kind `site` are stored (PUT /api/users/:id/sites checks it); a person sees
 * what lies at or below them.
 */
export const user_sites = pgTable(
  'user_sites',
  {
    user_id: ownerId(),
    location_id: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.location_id] }),
    index('user_sites_location_idx').on(t.location_id),
  ],
);

export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    asset_id: text('asset_id').notNull(),
    asset_name: text('asset_name').notNull(),
    make: text('make'),
    model_variant: text('model_variant'),
    serial_number: text('serial_number'),
    e_diagram_number: text('e_diagram_number'),
    description: text('description'),
    oem_agent: text('oem_agent'),
    yom: integer('yom'),
    site: text('site'),
    max_output: text('max_output'),
    location: text('location'),
    purchase_cost: decimal('purchase_cost', { precision: 14, scale: 2 }),
    current_market_value: decimal('current_market_value', { precision: 14, scale: 2 }),
    annual_depreciation_rate: decimal('annual_depreciation_rate', { precision: 5, scale: 2 }),
    purchase_date: date('purchase_date', { mode: 'string' }),
    warranty_expiry: date('warranty_expiry', { mode: 'string' }),
    status: text('status', { enum: ASSET_STATUSES }).notNull().default('operational'),
    category: text('category', { enum: ASSET_CATEGORIES }).notNull().default('machinery'),
    criticality: text('criticality', { enum: CRITICALITIES }).notNull().default('medium'),
    condition_grade: text('condition_grade'),
    condition_score: integer('condition_score'),
    risk_probability: integer('risk_probability'),
    risk_impact: integer('risk_impact'),
    parts_availability_risk: text('parts_availability_risk'),
    /** Its surfaces touch food: completed work leaves it awaiting a hygiene release (docs/decisions/hygiene-release.md). */
    food_contact: boolean('food_contact').notNull().default(false),
    images: jsonb('images').notNull().default([]),
    featured_image_url: text('featured_image_url'),
    location_id: uuid('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    /**
     * The site of the location (its `ancestor_ids[1]`), null without a location: the site filter of every list
     * reads it through `assets_site_id_idx` (docs/decisions/site-access.md). Written only by triggers (migration
     * 0046): on insert and on a change of `location_id`, and when a location moves to another site.
     */
    site_id: uuid('site_id'),
    parent_asset_id: uuid('parent_asset_id').references((): AnyPgColumn => assets.id, {
      onDelete: 'set null',
    }),
    /** Set instead of deleting an asset that has records (docs/decisions/records-and-signatures.md). */
    archived_at: tstz('archived_at'),
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(asset_name, '') || ' ' || asset_id || ' ' || coalesce(make, '') || ' ' || coalesce(model_variant, '') || ' ' || coalesce(location, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    check('assets_status_check', oneOf(t.status, ASSET_STATUSES)),
    check('assets_category_check', oneOf(t.category, ASSET_CATEGORIES)),
    check('assets_criticality_check', oneOf(t.criticality, CRITICALITIES)),
    check('assets_condition_score_check', sql`${t.condition_score} between 0 and 100`),
    check('assets_risk_probability_check', sql`${t.risk_probability} between 1 and 5`),
    check('assets_risk_impact_check', sql`${t.risk_impact} between 1 and 5`),
    uniqueIndex('assets_asset_id_lower_idx').on(sql`lower(${t.asset_id})`),
    index('assets_name_idx').on(sql`lower(${t.asset_name})`),
    // The search's codes and names that start with the term (a prefix LIKE: the indexes above cannot serve it).
    index('assets_asset_id_prefix_idx').using('btree', sql`lower(${t.asset_id}) text_pattern_ops`),
    index('assets_name_prefix_idx').using('btree', sql`lower(${t.asset_name}) text_pattern_ops`),
    index('assets_status_idx').on(t.status),
    index('assets_category_idx').on(t.category),
    index('assets_criticality_idx').on(t.criticality),
    index('assets_site_idx').on(t.site),
    // The register sorted by criticality, with or without a site filter: the first page is
    // an index scan with an incremental sort of the ties, not a sort of every matching asset.
    index('assets_criticality_rank_idx')
      .on(criticalityRank(t.criticality))
      .where(sql`${t.archived_at} is null`),
    index('assets_site_criticality_rank_idx')
      .on(t.site, criticalityRank(t.criticality))
      .where(sql`${t.archived_at} is null`),
    index('assets_created_idx').on(t.created_at),
    index('assets_location_idx').on(t.location_id),
    // The site filter reads the ids of one site's assets from the index alone.
    index('assets_site_id_idx').on(t.site_id, t.id),
    index('assets_parent_asset_idx').on(t.parent_asset_id),
    index('assets_search_trgm_idx')
      .using('gin', sql`${t.search_text} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
  ],
);

/**
 * The report token of an asset's QR label: 128 random bits, only its SHA-256 stored.
 * One per asset; rotating replaces the row, so printed labels with the old token stop working.
 */
export const asset_report_tokens = pgTable('asset_report_tokens', {
  asset_id: uuid('asset_id')
    .primaryKey()
    .references(() => assets.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  created_by: uuid('created_by'),
  created_at: tstz('created_at').notNull().default(sql`now()`),
});
