import { z } from 'zod';

/**
 * BRCGS clause 4.7.4 hygiene clearance after maintenance work (our addition to the spec): each item must be
 * confirmed before a breakdown, a work order or a PM task can be signed off
 * (docs/decisions/product-definitions.md, "One hygiene clearance"). Order = the order of the checklist.
 */
export const HYGIENE_CLEARANCE_ITEMS = [
  { key: 'tools_materials_removed', label: 'All tools and materials removed' },
  { key: 'debris_removed', label: 'Debris removed (swarf, fasteners, rags)' },
  { key: 'no_rust_or_flaking_paint', label: 'No rust or flaking paint' },
  { key: 'no_structural_damage', label: 'No structural damage' },
  { key: 'guards_and_detection_reinstated', label: 'Guards and detection reinstated' },
  { key: 'area_cleaned', label: 'Area cleaned' },
] as const;

/** How every form, record and certificate heads the clearance. */
export const HYGIENE_CLEARANCE_LEGEND = 'Hygiene clearance (BRCGS 4.7.4)';

export type HygieneClearanceKey = (typeof HYGIENE_CLEARANCE_ITEMS)[number]['key'];
export type HygieneClearance = Record<HygieneClearanceKey, boolean>;

/** The BRCGS 4.7.4 checklist: six booleans, each false unless ticked. */
export const hygieneClearanceSchema = z.object(
  Object.fromEntries(HYGIENE_CLEARANCE_ITEMS.map(({ key }) => [key, z.boolean().default(false)])) as Record<
    HygieneClearanceKey,
    z.ZodDefault<z.ZodBoolean>
  >,
);

/** A clearance with nothing ticked yet (the start of every completion form). */
export const EMPTY_HYGIENE_CLEARANCE = Object.fromEntries(
  HYGIENE_CLEARANCE_ITEMS.map(({ key }) => [key, false]),
) as HygieneClearance;

/** A clearance with every item confirmed (a signed-off repair; the fixtures of tests and the demo plant). */
export const CLEARED_HYGIENE_CLEARANCE: Readonly<HygieneClearance> = Object.freeze(
  Object.fromEntries(HYGIENE_CLEARANCE_ITEMS.map(({ key }) => [key, true])) as HygieneClearance,
);

export function hygieneReason(key: HygieneClearanceKey): string {
  const item = HYGIENE_CLEARANCE_ITEMS.find((i) => i.key === key);
  return `Hygiene clearance not confirmed: ${item?.label ?? key}`;
}

/**
 * The one message a form shows for a refused clearance, however many items are open: the items
 * themselves are marked beside their boxes, so their names are not repeated.
 */
export function hygieneClearanceSummary(missing: number): string {
  return `Hygiene clearance not confirmed: tick ${missing === 1 ? 'the item' : `the ${missing} items`} marked below`;
}

/** The items of the clearance not confirmed, each as `{ validation_type, failure_reason }`. */
export function hygieneClearanceFailures(
  clearance: Partial<HygieneClearance> | null | undefined,
): Array<{ validation_type: string; failure_reason: string }> {
  return HYGIENE_CLEARANCE_ITEMS.filter(({ key }) => clearance?.[key] !== true).map(({ key }) => ({
    validation_type: `hygiene_clearance.${key}`,
    failure_reason: hygieneReason(key),
  }));
}
