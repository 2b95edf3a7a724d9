import { z } from 'zod';
import { assetAnalyticsDetailSchema } from '../analytics/analytics.schema';
import { assetSummarySchema } from '../breakdowns/breakdown.schema';
import { listResponseSchema, pageQuerySchema } from '../common/api.schema';
import { isCalendarDate } from '../common/dates';
import {
  ASSET_CATEGORIES,
  ASSET_STATUSES,
  CONDITION_GRADES,
  CRITICALITIES,
  PARTS_AVAILABILITY_RISKS,
} from '../common/enums';
import { wholeNumberSchema } from '../common/numbers';
import { locationPathSchema } from '../locations/location.schema';

export type AssetStatus = (typeof ASSET_STATUSES)[number];
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];
export type Criticality = (typeof CRITICALITIES)[number];
export type ConditionGrade = (typeof CONDITION_GRADES)[number];

/** Every field a person enters for an asset (spec §3 Asset), in the order the form and the CSV use. */
export const ASSET_FIELDS = [
  'asset_id',
  'asset_name',
  'make',
  'model_variant',
  'serial_number',
  'e_diagram_number',
  'description',
  'oem_agent',
  'yom',
  'max_output',
  'category',
  'site',
  'location',
  'purchase_cost',
  'current_market_value',
  'annual_depreciation_rate',
  'purchase_date',
  'warranty_expiry',
  'status',
  'criticality',
  'condition_grade',
  'condition_score',
  'risk_probability',
  'risk_impact',
  'parts_availability_risk',
  'food_contact',
] as const;
export type AssetField = (typeof ASSET_FIELDS)[number];

/** The fields in words, for labels and for every error message (issue: "each message names the field"). */
export const ASSET_FIELD_LABELS: Record<AssetField, string> = {
  asset_id: 'Asset ID',
  asset_name: 'Asset name',
  make: 'Make',
  model_variant: 'Model / variant',
  serial_number: 'Serial number',
  e_diagram_number: 'E-diagram number',
  description: 'Description',
  oem_agent: 'OEM agent',
  yom: 'Year of manufacture',
  max_output: 'Maximum output',
  category: 'Category',
  site: 'Site',
  location: 'Location',
  purchase_cost: 'Purchase cost',
  current_market_value: 'Current market value',
  annual_depreciation_rate: 'Annual depreciation rate',
  purchase_date: 'Purchase date',
  warranty_expiry: 'Warranty expiry',
  status: 'Status',
  criticality: 'Criticality',
  condition_grade: 'Condition grade',
  condition_score: 'Condition score',
  risk_probability: 'Risk probability',
  risk_impact: 'Risk impact',
  parts_availability_risk: 'Parts availability risk',
  food_contact: 'Food contact surface',
};

export const ASSET_STATUS_LABELS: Record<AssetStatus, string> = {
  operational: 'Operational',
  maintenance: 'Maintenance',
  'out-of-service': 'Out of service',
  'awaiting-release': 'Awaiting release',
};

/**
 * The statuses people see: the stored ones, and down while a line-stopping breakdown is active
 * (asset-down.ts). The register filters and counts by these.
 */
export const SHOWN_ASSET_STATUSES = [...ASSET_STATUSES, 'down'] as const;
export type ShownAssetStatus = (typeof SHOWN_ASSET_STATUSES)[number];

export const SHOWN_ASSET_STATUS_LABELS: Record<ShownAssetStatus, string> = {
  ...ASSET_STATUS_LABELS,
  down: 'Down',
};

export const ASSET_CATEGORY_LABELS: Record<AssetCategory, string> = {
  machinery: 'Machinery',
  electrical: 'Electrical',
  hvac: 'HVAC',
  plumbing: 'Plumbing',
  refrigeration: 'Refrigeration',
  conveyor: 'Conveyor',
  packaging: 'Packaging',
  utilities: 'Utilities',
  vehicle: 'Vehicle',
  building: 'Building',
  it: 'IT',
  other: 'Other',
};

export const CRITICALITY_LABELS: Record<Criticality, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** Letters, digits and - _ . / ; 1 to 50 characters. */
export const ASSET_ID_PATTERN = /^[A-Za-z0-9._/-]+$/;
export const ASSET_ID_MAX_LENGTH = 50;
export const ASSET_NAME_MAX_LENGTH = 200;
export const ASSET_TEXT_MAX_LENGTH = 200;
export const ASSET_DESCRIPTION_MAX_LENGTH = 5000;
/** numeric(14,2) holds less than a trillion. */
export const ASSET_MONEY_MAX = 999_999_999_999.99;
export const YOM_MIN = 1900;

const label = (field: AssetField) => ASSET_FIELD_LABELS[field];

function text(field: AssetField, max: number) {
  return z
    .string({ error: `${label(field)} must be text` })
    .trim()
    .max(max, `${label(field)} must be ${max} characters or fewer`)
    .nullish()
    .transform((v) => (v ? v : null));
}

function money(field: AssetField) {
  return z
    .number({ error: `${label(field)} must be a number` })
    .min(0, `${label(field)} must not be negative`)
    .max(ASSET_MONEY_MAX, `${label(field)} must be less than £1,000,000,000,000`)
    .nullish()
    .transform((v) => v ?? null);
}

function wholeNumber(field: AssetField, min: number, max: number) {
  const message = `${label(field)} must be a whole number between ${min} and ${max}`;
  return z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .nullish()
    .transform((v) => v ?? null);
}

function calendarDate(field: AssetField) {
  const message = `${label(field)} must be a date (YYYY-MM-DD)`;
  return z
    .string({ error: message })
    .trim()
    .refine(isCalendarDate, message)
    .nullish()
    .transform((v) => v ?? null);
}

function oneOf<const T extends readonly [string, ...string[]]>(field: AssetField, values: T) {
  return z.enum(values, { error: `${label(field)} must be one of ${values.join(', ')}` });
}

const assetIdSchema = z
  .string({ error: 'Asset ID is required' })
  .trim()
  .min(1, 'Asset ID is required')
  .max(ASSET_ID_MAX_LENGTH, `Asset ID must be ${ASSET_ID_MAX_LENGTH} characters or fewer`)
  .regex(ASSET_ID_PATTERN, 'Asset ID may contain only letters, digits, "-", "_", "." and "/"');

const assetNameSchema = z
  .string({ error: 'Asset name is required' })
  .trim()
  .min(1, 'Asset name is required')
  .max(ASSET_NAME_MAX_LENGTH, `Asset name must be ${ASSET_NAME_MAX_LENGTH} characters or fewer`);

/**
 * One schema per field, without defaults: the create body adds the spec's defaults, the update body
 * makes every field optional, and the validation service checks each field on its own.
 */
export const assetFieldSchemas = {
  asset_id: assetIdSchema,
  asset_name: assetNameSchema,
  make: text('make', ASSET_TEXT_MAX_LENGTH),
  model_variant: text('model_variant', ASSET_TEXT_MAX_LENGTH),
  serial_number: text('serial_number', ASSET_TEXT_MAX_LENGTH),
  e_diagram_number: text('e_diagram_number', ASSET_TEXT_MAX_LENGTH),
  description: text('description', ASSET_DESCRIPTION_MAX_LENGTH),
  oem_agent: text('oem_agent', ASSET_TEXT_MAX_LENGTH),
  yom: wholeNumberSchema({ name: 'Year of manufacture' })
    .nullish()
    .transform((v) => v ?? null),
  max_output: text('max_output', ASSET_TEXT_MAX_LENGTH),
  category: oneOf('category', ASSET_CATEGORIES),
  site: text('site', ASSET_TEXT_MAX_LENGTH),
  location: text('location', ASSET_TEXT_MAX_LENGTH),
  purchase_cost: money('purchase_cost'),
  current_market_value: money('current_market_value'),
  annual_depreciation_rate: z
    .number({ error: 'Annual depreciation rate must be a number' })
    .min(0, 'Annual depreciation rate must be between 0 and 100')
    .max(100, 'Annual depreciation rate must be between 0 and 100')
    .nullish()
    .transform((v) => v ?? null),
  purchase_date: calendarDate('purchase_date'),
  warranty_expiry: calendarDate('warranty_expiry'),
  // "Awaiting release" is stored but never entered (hygiene-release.ts): the message names what people may choose.
  status: z.enum(ASSET_STATUSES, {
    error: `Status must be one of ${ASSET_STATUSES.filter((s) => s !== 'awaiting-release').join(', ')}`,
  }),
  criticality: oneOf('criticality', CRITICALITIES),
  condition_grade: oneOf('condition_grade', CONDITION_GRADES)
    .nullish()
    .transform((v) => v ?? null),
  condition_score: wholeNumber('condition_score', 0, 100),
  risk_probability: wholeNumber('risk_probability', 1, 5),
  risk_impact: wholeNumber('risk_impact', 1, 5),
  parts_availability_risk: oneOf('parts_availability_risk', PARTS_AVAILABILITY_RISKS)
    .nullish()
    .transform((v) => v ?? null),
  food_contact: z.boolean({ error: 'Food contact surface must be true or false' }),
} satisfies Record<AssetField, z.ZodType>;

const assetValuesSchema = z.object({
  ...assetFieldSchemas,
  status: assetFieldSchemas.status.default('operational'),
  category: assetFieldSchemas.category.default('machinery'),
  criticality: assetFieldSchemas.criticality.default('medium'),
  food_contact: assetFieldSchemas.food_contact.default(false),
});
/** The stored values of an asset's entered fields. */
export type AssetValues = z.output<typeof assetValuesSchema>;

/**
 * Where an asset is and what it is part of (docs/decisions/locations.md): ids, not texts. Absent leaves them
 * as they are; null clears them. With a `location_id` the `site` and `location` texts follow the tree.
 */
export const assetPlacementSchemas = {
  location_id: z.uuid({ error: 'Location must be a location id' }).nullish(),
  parent_asset_id: z.uuid({ error: 'Parent asset must be an asset id' }).nullish(),
};
export type AssetPlacement = { location_id?: string | null; parent_asset_id?: string | null };

/** POST /api/assets: every field; status, category and criticality take the spec's defaults. */
export const assetCreateBodySchema = assetValuesSchema.extend(assetPlacementSchemas);
export type AssetCreateBody = z.output<typeof assetCreateBodySchema>;

/** PATCH /api/assets/:id: only the fields that change (spec §7 "update by id with only the supplied fields"). */
export const assetUpdateBodySchema = z
  .object({ ...assetFieldSchemas, ...assetPlacementSchemas })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type AssetUpdateBody = z.output<typeof assetUpdateBodySchema>;

export const assetSchema = z.object({
  id: z.uuid(),
  asset_id: z.string(),
  asset_name: z.string(),
  make: z.string().nullable(),
  model_variant: z.string().nullable(),
  serial_number: z.string().nullable(),
  e_diagram_number: z.string().nullable(),
  description: z.string().nullable(),
  oem_agent: z.string().nullable(),
  yom: z.number().int().nullable(),
  max_output: z.string().nullable(),
  category: z.enum(ASSET_CATEGORIES),
  site: z.string().nullable(),
  location: z.string().nullable(),
  purchase_cost: z.number().nullable(),
  current_market_value: z.number().nullable(),
  annual_depreciation_rate: z.number().nullable(),
  purchase_date: z.string().nullable(),
  warranty_expiry: z.string().nullable(),
  status: z.enum(ASSET_STATUSES),
  criticality: z.enum(CRITICALITIES),
  condition_grade: z.string().nullable(),
  condition_score: z.number().int().nullable(),
  risk_probability: z.number().int().nullable(),
  risk_impact: z.number().int().nullable(),
  parts_availability_risk: z.string().nullable(),
  /** Its surfaces touch food: completed work leaves it awaiting a hygiene release (hygiene-release.md). */
  food_contact: z.boolean(),
  /** URLs of the asset's images (`/api/files/{id}`), oldest first. */
  images: z.array(z.string()),
  featured_image_url: z.string().nullable(),
  /** Set when the asset was deleted while records refer to it: hidden from lists, kept for history. */
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * When the active breakdown that stopped the line started (assetDownSince), null when none is active:
   * the asset shows as down meanwhile, whatever its stored status.
   */
  down_since: z.string().nullable(),
  /** The location in the tree; `site` and `location` are its texts (docs/decisions/locations.md). */
  location_id: z.uuid().nullable(),
  /** From the site down to the asset's location; empty when it has none. */
  location_path: locationPathSchema,
  /** The asset this one is part of (a filler's motor is part of the filler). */
  parent_asset_id: z.uuid().nullable(),
  parent_asset: assetSummarySchema.nullable(),
});
export type Asset = z.infer<typeof assetSchema>;

/** GET /api/assets/:id/children: the assets that are part of it, by asset ID. */
export const assetChildrenResponseSchema = listResponseSchema(assetSchema);
export type AssetChildrenResponse = z.infer<typeof assetChildrenResponseSchema>;

// ── Lists, filters, facets ──────────────────────────────────────────────────

export const ASSET_SORT_FIELDS = [
  'asset_id',
  'asset_name',
  'make',
  'site',
  'location',
  'status',
  'criticality',
  'condition_score',
  'created_at',
  'updated_at',
] as const;
export type AssetSortField = (typeof ASSET_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const filterText = z.string().trim().max(200).optional();

/** The filters of the register: free text over name, id, make, model and location, and exact fields. */
export const assetFilterSchema = z.object({
  q: filterText,
  status: z.enum(SHOWN_ASSET_STATUSES).optional(),
  category: z.enum(ASSET_CATEGORIES).optional(),
  criticality: z.enum(CRITICALITIES).optional(),
  site: filterText,
  /** Assets at this location or anywhere below it. */
  location_id: z.uuid({ error: 'Location must be a location id' }).optional(),
  /** Exact asset ID, case-insensitive (resolves a QR or search link that carries the code). */
  asset_id: z.string().trim().max(ASSET_ID_MAX_LENGTH).optional(),
});
export type AssetFilter = z.infer<typeof assetFilterSchema>;

export const assetSortSchema = z.object({
  sort: z.enum(ASSET_SORT_FIELDS).default('asset_id'),
  order: z.enum(SORT_ORDERS).default('asc'),
});

/** GET /api/assets */
export const assetListQuerySchema = assetFilterSchema
  .extend(assetSortSchema.shape)
  .extend(pageQuerySchema.shape);
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;
export const assetListResponseSchema = listResponseSchema(assetSchema);
export type AssetListResponse = z.infer<typeof assetListResponseSchema>;

/** GET /api/assets/export.csv: the list's filters and order, every row. */
export const assetExportQuerySchema = assetFilterSchema.extend(assetSortSchema.shape);
export type AssetExportQuery = z.infer<typeof assetExportQuerySchema>;

/** GET /api/assets/facets: the list's filters except status, so each status count follows the others. */
export const assetFacetsQuerySchema = assetFilterSchema.omit({ status: true });
export type AssetFacetsQuery = z.infer<typeof assetFacetsQuerySchema>;
export const assetFacetsSchema = z.object({
  total: z.number().int(),
  /** By the status people see: an asset that is down counts as down, not under its stored status. */
  by_status: z.object({
    operational: z.number().int(),
    maintenance: z.number().int(),
    'out-of-service': z.number().int(),
    'awaiting-release': z.number().int(),
    down: z.number().int(),
  }),
  /** Every site named in the register, for the site filter. */
  sites: z.array(z.string()),
});
export type AssetFacets = z.infer<typeof assetFacetsSchema>;

// ── Validation service (spec §7 validate-asset) ─────────────────────────────

export const assetFieldErrorSchema = z.object({
  message: z.string(),
  /** The field the message is about, when it is about one (lets a form show it beside the field). */
  field: z.enum(ASSET_FIELDS).optional(),
});
export type AssetFieldError = z.infer<typeof assetFieldErrorSchema>;

export const assetValidateBodySchema = z.object({
  asset_data: z.record(z.string(), z.unknown()),
  is_edit: z.boolean().default(false),
  /** The `id` of the asset being edited, so its own asset ID does not count as taken. */
  existing_asset_id: z.uuid().nullish(),
});
export type AssetValidateBody = z.infer<typeof assetValidateBodySchema>;

export const assetValidateResponseSchema = z.object({
  valid: z.boolean(),
  errors: z.array(assetFieldErrorSchema),
});
export type AssetValidateResponse = z.infer<typeof assetValidateResponseSchema>;

// ── Delete ──────────────────────────────────────────────────────────────────

export const assetDeleteResponseSchema = z.object({
  id: z.uuid(),
  asset_id: z.string(),
  /** deleted: erased; archived: kept (hidden) because work orders, breakdowns or tasks refer to it. */
  result: z.enum(['deleted', 'archived']),
  message: z.string(),
});
export type AssetDeleteResponse = z.infer<typeof assetDeleteResponseSchema>;

// ── History ─────────────────────────────────────────────────────────────────

/** What the asset's history lists: its work, and each hygiene release after work (its id is the release's record). */
export const ASSET_HISTORY_TYPES = [
  'work_order',
  'breakdown',
  'maintenance_task',
  'hygiene_release',
] as const;

export const assetHistoryItemSchema = z.object({
  type: z.enum(ASSET_HISTORY_TYPES),
  id: z.uuid(),
  title: z.string(),
  status: z.string(),
  /**
   * When it happened: a work order's creation, a breakdown's start, a task's last completion or creation, the
   * moment of a release.
   */
  date: z.string(),
  /** Priority of a work order or task, severity of a breakdown. */
  priority: z.string().nullable(),
  cost: z.number().nullable(),
  downtime_hours: z.number().nullable(),
});
export type AssetHistoryItem = z.infer<typeof assetHistoryItemSchema>;
export const assetHistoryResponseSchema = listResponseSchema(assetHistoryItemSchema);
export type AssetHistoryResponse = z.infer<typeof assetHistoryResponseSchema>;

// ── Images ──────────────────────────────────────────────────────────────────

export const assetImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
  featured: z.boolean(),
});
export type AssetImage = z.infer<typeof assetImageSchema>;
export const assetImageListResponseSchema = listResponseSchema(assetImageSchema);
export type AssetImageListResponse = z.infer<typeof assetImageListResponseSchema>;

export const assetImageParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });
export const assetImageUploadQuerySchema = z.object({
  filename: z.string().trim().max(200).optional(),
});

// ── CSV import ──────────────────────────────────────────────────────────────

export const ASSET_IMPORT_MODES = ['preview', 'commit'] as const;
/** Rows one import may hold; a larger register is imported in parts. */
export const ASSET_IMPORT_MAX_ROWS = 10_000;
/** About 1 KB per row at most. */
export const ASSET_IMPORT_MAX_CHARS = 10 * 1024 * 1024;

export const assetImportBodySchema = z.object({
  csv: z
    .string({ error: 'The CSV file is required' })
    .min(1, 'The CSV file is empty')
    .max(ASSET_IMPORT_MAX_CHARS, 'The CSV file must be 10 MB or smaller'),
  mode: z.enum(ASSET_IMPORT_MODES).default('preview'),
});

export const assetImportRowSchema = z.object({
  /** The row's line in the spreadsheet: the header is row 1, the first asset row 2. */
  row: z.number().int(),
  asset_id: z.string().nullable(),
  asset_name: z.string().nullable(),
  action: z.enum(['create', 'update', 'unchanged', 'invalid']),
  errors: z.array(assetFieldErrorSchema),
});
export type AssetImportRow = z.infer<typeof assetImportRowSchema>;

export const assetImportResponseSchema = z.object({
  mode: z.enum(ASSET_IMPORT_MODES),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  /** Rows that create a new asset (in preview: would create). */
  created: z.number().int(),
  /** Rows that update the asset with the same asset ID (in preview: would update). */
  updated: z.number().int(),
  /** Rows that match their asset already: nothing to change. */
  unchanged: z.number().int(),
  /** Locations the file's paths name that were not in the tree (in preview: would be created). */
  locations_created: z.number().int(),
  rows: z.array(assetImportRowSchema),
  /** Header cells that match no asset field and were left out. */
  ignored_columns: z.array(z.string()),
});
export type AssetImportResponse = z.infer<typeof assetImportResponseSchema>;

// ── Derived performance ─────────────────────────────────────────────────────

/** Spec §9 "Simple performance figures": the last 30 days (24 × 30 hours), shown apart and labelled so. */
export const simplePerformanceSchema = z.object({
  window_hours: z.number(),
  uptime: z.number(),
  efficiency: z.number(),
  breakdowns_in_window: z.number().int(),
  downtime_hours_in_window: z.number(),
});

/**
 * The asset page's performance card (spec §3 "Derived asset performance"): the spec §9 analytics of the
 * asset (the same figures as the analytics screen, 180 days), its last and next maintenance, and the
 * simple 30-day figures.
 */
export const assetPerformanceSchema = z.object({
  metrics: assetAnalyticsDetailSchema,
  last_maintenance_date: z.string().nullable(),
  next_due_date: z.string().nullable(),
  simple: simplePerformanceSchema,
  /**
   * When the stored condition grade and score (an inspection's judgement, typed by a person) were
   * last set: their last change, else the asset's registration; null when neither is recorded.
   */
  condition_recorded_at: z.string().nullable(),
});
export type AssetPerformance = z.infer<typeof assetPerformanceSchema>;
