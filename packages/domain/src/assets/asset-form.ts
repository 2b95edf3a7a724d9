import { z } from 'zod';
import type { AssetFieldError } from './asset.schema';
import {
  ASSET_FIELDS,
  type Asset,
  type AssetField,
  type AssetValues,
  assetCreateBodySchema,
} from './asset.schema';
import { type AssetRuleOptions, checkAssetCrossFieldRules } from './asset-rules';

// ── Spec §8 Assets: the toasts ──────────────────────────────────────────────

export const ASSET_MESSAGES = {
  added: 'Asset added successfully',
  updated: 'Asset updated successfully',
  deleted: 'Asset deleted successfully',
  addFailed: (message: string) => `Failed to add asset: ${message}`,
  updateFailed: (message: string) => `Failed to update asset: ${message}`,
  deleteFailed: (message: string) => `Failed to delete asset: ${message}`,
  errorTitle: 'Error',
} as const;

/** What the delete answer says when records kept the asset: it was archived, not erased. */
export function assetArchivedMessage(assetId: string): string {
  return `Asset "${assetId}" has work orders, breakdowns or maintenance tasks, so it was archived instead of deleted`;
}

// ── Spec §5 Asset add and edit: the client flow ─────────────────────────────

/** Spec §5: 'Validation service error: {message}' when the validation call itself fails. */
export function validationServiceErrorMessage(message: string): string {
  return `Validation service error: ${message}`;
}

/** Spec §5: the validation errors joined with commas, 'Validation failed' when there are none to show. */
export function joinValidationErrors(
  errors: readonly { message?: string | null }[] | null | undefined,
): string {
  const messages = (errors ?? []).map((e) => e.message?.trim()).filter((m): m is string => Boolean(m));
  return messages.length > 0 ? messages.join(', ') : 'Validation failed';
}

/** Spec §5: strings are trimmed and empty ones become null. */
export function trimToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Spec §5: purchase cost (and every number field) is parsed as a number; empty becomes null. Grouping
 * commas, spaces and a leading £ are allowed ('£12,500.50' → 12500.5); anything else is NaN, which
 * the rules report as "must be a number".
 */
export function parseNumberInput(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return value;
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const cleaned = trimmed.replace(/^£/, '').replace(/[,\s]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

const NUMBER_FIELDS = [
  'yom',
  'purchase_cost',
  'current_market_value',
  'annual_depreciation_rate',
  'condition_score',
  'risk_probability',
  'risk_impact',
] as const satisfies readonly AssetField[];
const NUMBER_FIELD_SET: ReadonlySet<string> = new Set(NUMBER_FIELDS);

/** The asset form holds every field as the text of its input. */
export type AssetFormValues = Record<AssetField, string>;

export const EMPTY_ASSET_FORM: AssetFormValues = {
  ...(Object.fromEntries(ASSET_FIELDS.map((f) => [f, ''])) as AssetFormValues),
  status: 'operational',
  category: 'machinery',
  criticality: 'medium',
  food_contact: 'false',
};

/** The form's values for an existing asset. */
export function assetToFormValues(asset: Asset): AssetFormValues {
  const values = { ...EMPTY_ASSET_FORM };
  for (const field of ASSET_FIELDS) {
    const value = asset[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** The payload a form sends (spec §5): strings trimmed, empty → null, numbers parsed. */
export type AssetPayloadDraft = Record<AssetField, string | number | boolean | null>;

export function assetFormToPayload(values: Partial<AssetFormValues>): AssetPayloadDraft {
  const payload = {} as AssetPayloadDraft;
  for (const field of ASSET_FIELDS) {
    const raw = values[field];
    payload[field] = NUMBER_FIELD_SET.has(field) ? parseNumberInput(raw) : trimToNull(raw);
  }
  // A checkbox: its text is 'true' or 'false'.
  payload.food_contact = values.food_contact === 'true';
  return payload;
}

/**
 * The form's schema: text inputs → the spec §5 payload → the API's create schema and the cross-field
 * rules, so the form shows the same messages the server gives.
 */
export function assetFormSchema(options: AssetRuleOptions) {
  const text = z.string();
  const shape = Object.fromEntries(ASSET_FIELDS.map((f) => [f, text])) as Record<AssetField, typeof text>;
  return z
    .object(shape)
    .transform((values): Record<string, unknown> => assetFormToPayload(values))
    .pipe(assetCreateBodySchema)
    .superRefine((value, ctx) => {
      for (const error of checkAssetCrossFieldRules(value, options)) {
        ctx.addIssue({ code: 'custom', message: error.message, path: error.field ? [error.field] : [] });
      }
    });
}

/** The fields of `next` that differ from `previous` (an edit sends only what changed, spec §7). */
export function changedAssetFields(previous: AssetValues | Asset, next: AssetValues): Partial<AssetValues> {
  const changes: Partial<Record<AssetField, unknown>> = {};
  for (const field of ASSET_FIELDS) {
    if ((previous[field] ?? null) !== (next[field] ?? null)) changes[field] = next[field];
  }
  return changes as Partial<AssetValues>;
}

/** Server errors (validation answers and error details) by field, for a form to show beside each input. */
export function assetErrorsByField(
  errors: readonly (AssetFieldError | { path?: string; message: string })[],
): Partial<Record<AssetField, string>> {
  const byField: Partial<Record<AssetField, string>> = {};
  for (const error of errors) {
    const key = ('field' in error ? error.field : undefined) ?? ('path' in error ? error.path : undefined);
    if (key && (ASSET_FIELDS as readonly string[]).includes(key) && !byField[key as AssetField]) {
      byField[key as AssetField] = error.message;
    }
  }
  return byField;
}
