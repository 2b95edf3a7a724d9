import { z } from 'zod';
import { listResponseSchema, optionalText, pageQuerySchema } from '../common/api.schema';
import {
  GLASS_CHECK_FREQUENCIES,
  GLASS_CHECK_RESULTS,
  GLASS_CHECK_STATES,
  GLASS_INCIDENT_STATES,
  GLASS_MATERIALS,
  GLASS_RISKS,
} from './glass-register';

const locationId = z.uuid({ error: 'Choose a location' });
const optionalLocation = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.uuid({ error: 'location_id must be the id of a location' }).optional(),
);

export const glassItemFieldSchemas = {
  location_id: locationId,
  description: z
    .string({ error: 'Describe the item' })
    .trim()
    .min(1, 'Describe the item')
    .max(200, 'The description must be 200 characters or fewer'),
  material: z.enum(GLASS_MATERIALS, { error: 'Choose a material' }),
  risk: z.enum(GLASS_RISKS, { error: 'Choose a risk' }),
  check_frequency: z.enum(GLASS_CHECK_FREQUENCIES, { error: 'Choose how often it is checked' }),
};

/** POST /api/glass-register: an item added to the register at a location of the tree. */
export const createGlassItemBodySchema = z.object(glassItemFieldSchemas);
export type CreateGlassItemBody = z.infer<typeof createGlassItemBodySchema>;

/** PATCH /api/glass-register/:id: any of the item's fields. */
export const updateGlassItemBodySchema = createGlassItemBodySchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' });
export type UpdateGlassItemBody = z.infer<typeof updateGlassItemBodySchema>;

/** GET /api/glass-register?location_id&state: the items at a location or below it. */
export const glassItemListQuerySchema = pageQuerySchema.extend({
  location_id: optionalLocation,
  state: z.enum(GLASS_CHECK_STATES).optional(),
});
export type GlassItemListQuery = z.infer<typeof glassItemListQuerySchema>;

export const glassItemSchema = z.object({
  id: z.string(),
  location_id: z.string(),
  /** "Site › Area › Line": where to find it. */
  location_path: z.string(),
  description: z.string(),
  material: z.enum(GLASS_MATERIALS),
  risk: z.enum(GLASS_RISKS),
  check_frequency: z.enum(GLASS_CHECK_FREQUENCIES),
  last_checked_at: z.string().nullable(),
  last_result: z.enum(GLASS_CHECK_RESULTS).nullable(),
  last_checked_by: z.string().nullable(),
  /** The plant day (YYYY-MM-DD) the next check is due. */
  next_check_due: z.string(),
  state: z.enum(GLASS_CHECK_STATES),
  open_incidents: z.number().int(),
  created_at: z.string(),
});
export type GlassItem = z.infer<typeof glassItemSchema>;

const count = z.number().int().nonnegative();
export const glassItemCountsSchema = z.object({ ok: count, due: count, overdue: count });
export type GlassItemCounts = z.infer<typeof glassItemCountsSchema>;
export const glassItemListSchema = listResponseSchema(glassItemSchema).extend({
  counts: glassItemCountsSchema,
});
export type GlassItemList = z.infer<typeof glassItemListSchema>;

/** POST /api/glass-register/checks: one round, every item checked once, submitted at once. */
export const glassCheckRoundBodySchema = z.object({
  items: z
    .array(
      z.object({
        item_id: z.uuid({ error: 'item_id must be the id of a register item' }),
        result: z.enum(GLASS_CHECK_RESULTS, { error: 'Choose Intact, Damaged or Missing' }),
        note: optionalText(500),
      }),
    )
    .min(1, 'Check at least one item')
    .max(500, 'A round may check at most 500 items'),
});
export type GlassCheckRoundBody = z.input<typeof glassCheckRoundBodySchema>;
export type GlassCheckRoundInput = z.output<typeof glassCheckRoundBodySchema>;

export const glassCheckRoundResultSchema = z.object({
  round_id: z.string(),
  checked_at: z.string(),
  checked: z.number().int(),
  /** The breakage incidents the damaged and missing items raised. */
  incidents: z.array(z.object({ id: z.string(), item_id: z.string(), description: z.string() })),
});
export type GlassCheckRoundResult = z.infer<typeof glassCheckRoundResultSchema>;

/** POST /api/glass-incidents: a breakage reported by hand (a check round raises its own). */
export const createGlassIncidentBodySchema = z.object({
  item_id: z.uuid({ error: 'item_id must be the id of a register item' }).nullish(),
  location_id: locationId,
  description: z
    .string({ error: 'Describe what broke and where' })
    .trim()
    .min(1, 'Describe what broke and where')
    .max(2000, 'The description must be 2000 characters or fewer'),
  product_at_risk: z.boolean({ error: 'Say whether product may be affected' }),
  quarantine: z.boolean({ error: 'Say whether product was put on hold' }),
  clean_down_done: z.boolean({ error: 'Say whether the area was cleaned down' }),
});
export type CreateGlassIncidentBody = z.infer<typeof createGlassIncidentBodySchema>;

/** POST /api/glass-incidents/:id/close: the quality sign-off takes the password again. */
export const closeGlassIncidentBodySchema = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
  notes: z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(2000, 'Notes must be 2000 characters or fewer')
    .optional()
    .transform((v) => v ?? ''),
  /** Confirms the clean-down and inspection when the incident was raised without it. */
  clean_down_done: z.boolean().optional().default(false),
});
export type CloseGlassIncidentBody = z.input<typeof closeGlassIncidentBodySchema>;
export type CloseGlassIncidentInput = z.output<typeof closeGlassIncidentBodySchema>;

export const glassIncidentListQuerySchema = pageQuerySchema.extend({
  state: z.enum(GLASS_INCIDENT_STATES).optional(),
  location_id: optionalLocation,
});
export type GlassIncidentListQuery = z.infer<typeof glassIncidentListQuerySchema>;

export const glassIncidentSchema = z.object({
  id: z.string(),
  item_id: z.string().nullable(),
  item_description: z.string().nullable(),
  location_id: z.string(),
  location_path: z.string(),
  description: z.string(),
  product_at_risk: z.boolean(),
  quarantine: z.boolean(),
  clean_down_done: z.boolean(),
  /** 'check': raised by a check round; 'report': reported by hand. */
  source: z.enum(['check', 'report']),
  raised_at: z.string(),
  raised_by: z.string(),
  state: z.enum(GLASS_INCIDENT_STATES),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  close_notes: z.string().nullable(),
  /** SHA-256 of the incident as it was closed: the sign-off's seal, also in the audit chain. */
  close_hash: z.string().nullable(),
});
export type GlassIncident = z.infer<typeof glassIncidentSchema>;

export const glassIncidentCountsSchema = z.object({ open: count, closed: count });
export const glassIncidentListSchema = listResponseSchema(glassIncidentSchema).extend({
  counts: glassIncidentCountsSchema,
});
export type GlassIncidentList = z.infer<typeof glassIncidentListSchema>;
