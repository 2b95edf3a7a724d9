import { z } from 'zod';
import { listResponseSchema } from '../common/api.schema';

/** What a node of the location tree is: a plant, an area inside it, a line, a room. */
export const LOCATION_KINDS = ['site', 'area', 'line', 'room'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const LOCATION_KIND_LABELS: Record<LocationKind, string> = {
  site: 'Site',
  area: 'Area',
  line: 'Line',
  room: 'Room',
};

/** As long as the `site` and `location` texts it replaces. */
export const LOCATION_NAME_MAX_LENGTH = 200;
export const LOCATION_CODE_MAX_LENGTH = 30;
/** Letters, digits and - _ . / (like an asset ID). */
export const LOCATION_CODE_PATTERN = /^[A-Za-z0-9._/-]+$/;
/** The characters that separate a path's names ("Leeds › Packing › Line 3"), so never part of a name. */
export const LOCATION_PATH_SEPARATORS = ['›', '>'] as const;

/** One step of a location's path, the site first. */
export const locationPathItemSchema = z.object({ id: z.uuid(), name: z.string() });
export type LocationPathItem = z.infer<typeof locationPathItemSchema>;
export const locationPathSchema = z.array(locationPathItemSchema);

export const locationSchema = z.object({
  id: z.uuid(),
  parent_id: z.uuid().nullable(),
  kind: z.enum(LOCATION_KINDS),
  code: z.string(),
  name: z.string(),
  /** Order among its siblings, smallest first (then by name). */
  position: z.number().int(),
  /** From the site down to this location itself. */
  path: locationPathSchema,
  /** Assets (not archived) at this location and everywhere below it. */
  asset_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** GET /api/locations: the whole tree, depth-first in sibling order (a parent before its children). */
export const locationListResponseSchema = listResponseSchema(locationSchema);
export type LocationListResponse = z.infer<typeof locationListResponseSchema>;

const locationNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(LOCATION_NAME_MAX_LENGTH, `Name must be ${LOCATION_NAME_MAX_LENGTH} characters or fewer`)
  .refine(
    (name) => !LOCATION_PATH_SEPARATORS.some((separator) => name.includes(separator)),
    'Name must not contain "›" or ">" (they separate the steps of a location path)',
  );

const locationCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(LOCATION_CODE_MAX_LENGTH, `Code must be ${LOCATION_CODE_MAX_LENGTH} characters or fewer`)
  .regex(LOCATION_CODE_PATTERN, 'Code may contain only letters, digits, "-", "_", "." and "/"');

const locationFieldSchemas = {
  /** null: a site (the top of the tree). */
  parent_id: z.uuid({ error: 'Parent must be a location id' }).nullable(),
  kind: z.enum(LOCATION_KINDS, { error: `Kind must be one of ${LOCATION_KINDS.join(', ')}` }),
  code: locationCodeSchema,
  name: locationNameSchema,
  position: z
    .number({ error: 'Position must be a whole number' })
    .int('Position must be a whole number')
    .min(0, 'Position must not be negative')
    .max(1_000_000, 'Position must be 1,000,000 or less'),
};

/** POST /api/locations; without a position the new location goes after its siblings. */
export const locationCreateBodySchema = z.object({
  ...locationFieldSchemas,
  parent_id: locationFieldSchemas.parent_id.default(null),
  position: locationFieldSchemas.position.optional(),
});
export type LocationCreateBody = z.output<typeof locationCreateBodySchema>;

/**
 * PATCH /api/locations/:id: rename, recode, change kind, move under another parent (with everything below
 * it) or reorder among its siblings (`position`); only the fields that change.
 */
export const locationUpdateBodySchema = z
  .object(locationFieldSchemas)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type LocationUpdateBody = z.output<typeof locationUpdateBodySchema>;

/** DELETE /api/locations/:id */
export const locationDeleteResponseSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
export type LocationDeleteResponse = z.infer<typeof locationDeleteResponseSchema>;
