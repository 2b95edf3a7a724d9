import { hasAtLeastRole, type Role } from '../auth/roles';
import { calendarDateIn } from '../maintenance/plant-time';
import {
  ASSET_FIELDS,
  type AssetField,
  type AssetFieldError,
  type AssetValues,
  assetFieldSchemas,
  YOM_MIN,
} from './asset.schema';

/** 'Asset ID "{id}" already exists': asset IDs are unique without regard to case. */
export function assetIdTakenMessage(assetId: string): string {
  return `Asset ID "${assetId}" already exists`;
}

/** The key under which an asset ID is unique: trimmed and lower-cased, as the database index compares it. */
export function assetIdKey(assetId: string): string {
  return assetId.trim().toLowerCase();
}

export interface AssetRuleOptions {
  now: Date;
  timeZone?: string;
}

/**
 * The rules that need the clock or more than one field: year of manufacture from 1900 to next year,
 * purchase date not in the future, warranty expiry not before the purchase date.
 */
export function checkAssetCrossFieldRules(
  values: Partial<Pick<AssetValues, 'yom' | 'purchase_date' | 'warranty_expiry'>>,
  { now, timeZone }: AssetRuleOptions,
): AssetFieldError[] {
  const errors: AssetFieldError[] = [];
  const today = calendarDateIn(now, timeZone);
  const nextYear = Number(today.slice(0, 4)) + 1;
  if (values.yom !== null && values.yom !== undefined && (values.yom < YOM_MIN || values.yom > nextYear)) {
    errors.push({
      field: 'yom',
      message: `Year of manufacture must be a whole number between ${YOM_MIN} and ${nextYear}`,
    });
  }
  if (values.purchase_date && values.purchase_date > today) {
    errors.push({ field: 'purchase_date', message: 'Purchase date must not be in the future' });
  }
  if (values.purchase_date && values.warranty_expiry && values.warranty_expiry < values.purchase_date) {
    errors.push({
      field: 'warranty_expiry',
      message: 'Warranty expiry must not be before the purchase date',
    });
  }
  return errors;
}

export interface ValidateAssetOptions extends AssetRuleOptions {
  /**
   * Asset IDs already used by other assets, as `assetIdKey` gives them. The caller looks them up
   * (leaving out the asset being edited); the rule only compares.
   */
  takenAssetIds?: ReadonlySet<string>;
}

export type AssetValidation =
  | { ok: true; value: AssetValues; errors: [] }
  | { ok: false; value: null; errors: AssetFieldError[] };

/**
 * Checks a whole asset against every rule of the register (the validation service of spec §5 and
 * the same checks inside create, update and import): each field on its own, then the cross-field
 * rules, then uniqueness of the asset ID. Every error is reported at once, in field order.
 */
export function validateAssetData(data: unknown, options: ValidateAssetOptions): AssetValidation {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const errors: AssetFieldError[] = [];
  const parsed: Partial<Record<AssetField, unknown>> = {};
  for (const field of ASSET_FIELDS) {
    const input = record[field];
    // status, category and criticality take their defaults when missing (create body).
    if (
      input === undefined &&
      (field === 'status' || field === 'category' || field === 'criticality' || field === 'food_contact')
    ) {
      continue;
    }
    const result = assetFieldSchemas[field].safeParse(input);
    if (result.success) parsed[field] = result.data;
    else errors.push({ field, message: result.error.issues[0]?.message ?? `${field} is not valid` });
  }
  errors.push(...checkAssetCrossFieldRules(parsed as Partial<AssetValues>, options));
  const assetId = parsed.asset_id as string | undefined;
  if (assetId && options.takenAssetIds?.has(assetIdKey(assetId))) {
    errors.push({ field: 'asset_id', message: assetIdTakenMessage(assetId) });
  }
  if (errors.length > 0) return { ok: false, value: null, errors: sortByField(errors) };
  // Every field has passed its own schema: only the create body's defaults are missing.
  const value = {
    ...parsed,
    status: parsed.status ?? 'operational',
    category: parsed.category ?? 'machinery',
    criticality: parsed.criticality ?? 'medium',
    food_contact: parsed.food_contact ?? false,
  } as AssetValues;
  return { ok: true, value, errors: [] };
}

function sortByField(errors: AssetFieldError[]): AssetFieldError[] {
  const order = (e: AssetFieldError) => (e.field ? ASSET_FIELDS.indexOf(e.field) : -1);
  return [...errors].sort((a, b) => order(a) - order(b));
}

/** True when the errors are only about the asset ID being taken (an HTTP 409 rather than 400). */
export function isOnlyDuplicateAssetId(errors: readonly AssetFieldError[]): boolean {
  return (
    errors.length > 0 && errors.every((e) => e.field === 'asset_id' && e.message.endsWith('already exists'))
  );
}

// ── Who may change what ─────────────────────────────────────────────────────

/** A technician records what they find on the shop floor: the asset's condition and status. */
export const TECHNICIAN_EDITABLE_ASSET_FIELDS = [
  'status',
  'condition_grade',
  'condition_score',
  'parts_availability_risk',
] as const satisfies readonly AssetField[];

/** Admins and managers create, edit, import and delete assets (docs/decisions/sessions-and-roles.md). */
export function canManageAssets(role: Role): boolean {
  return hasAtLeastRole(role, 'manager');
}

/** Whether `role` may change `field` of an existing asset. */
export function canEditAssetField(role: Role, field: AssetField): boolean {
  if (canManageAssets(role)) return true;
  if (role === 'technician') return (TECHNICIAN_EDITABLE_ASSET_FIELDS as readonly string[]).includes(field);
  return false;
}

/** The fields of an edit that `role` may not change (empty when the edit is allowed). */
export function assetFieldsNotEditableBy(role: Role, fields: readonly string[]): string[] {
  return fields.filter((field) => !canEditAssetField(role, field as AssetField));
}

/** The refusal a technician sees when an edit touches more than the condition fields. */
export const TECHNICIAN_EDIT_REFUSED_MESSAGE =
  'Technicians may change only the status, condition grade, condition score and parts availability risk of an asset';

const TEXT_FIELDS = [
  'asset_id',
  'asset_name',
  'make',
  'model_variant',
  'serial_number',
  'e_diagram_number',
  'description',
  'oem_agent',
  'site',
  'max_output',
  'location',
  'condition_grade',
  'parts_availability_risk',
] as const;

/** Spec §3: "Text fields are trimmed on read"; a text that trims to nothing reads as null (names keep ''). */
export function trimAssetText<T extends Partial<Record<(typeof TEXT_FIELDS)[number], string | null>>>(
  row: T,
): T {
  const out = { ...row };
  for (const field of TEXT_FIELDS) {
    const value = out[field];
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    (out as Record<string, string | null>)[field] =
      trimmed || field === 'asset_id' || field === 'asset_name' ? trimmed : null;
  }
  return out;
}
