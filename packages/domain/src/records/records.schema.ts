import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from '../common/api.schema';
import { calendarDateSchema } from '../common/dates';
import { ROLES } from '../common/enums';
import { MAX_SIGNATURE_BATCH, RECORD_STATES, RECORD_TYPES, SIGNATURE_MEANINGS } from './records';

export const recordListQuerySchema = pageQuerySchema.extend({
  type: z.enum(RECORD_TYPES).optional(),
  asset_id: z.uuid().optional(),
  /** The records of the assets at this location of the tree or below it. */
  location_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid({ error: 'location_id must be the id of a location' }).optional(),
  ),
  state: z.enum(RECORD_STATES).optional(),
  /** Completed on or after / on or before this day (YYYY-MM-DD) of the plant's calendar. */
  from: calendarDateSchema().optional(),
  to: calendarDateSchema().optional(),
  q: z.string().trim().max(200).optional(),
});
export type RecordListQuery = z.infer<typeof recordListQuerySchema>;

export const signatureSchema = z.object({
  id: z.string(),
  signer_id: z.string().nullable(),
  signer_name: z.string(),
  signer_role: z.enum(ROLES),
  meaning: z.enum(SIGNATURE_MEANINGS),
  signed_at: z.string(),
  /** The content hash signed matches the record's: false only if someone edited the database. */
  valid: z.boolean(),
});
export type Signature = z.infer<typeof signatureSchema>;

export const recordSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  type: z.enum(RECORD_TYPES),
  source_id: z.string(),
  title: z.string(),
  asset_id: z.string().nullable(),
  asset_name: z.string().nullable(),
  completed_at: z.string(),
  completed_by: z.string(),
  performer_id: z.string().nullable(),
  amends_id: z.string().nullable(),
  state: z.enum(RECORD_STATES),
  signatures: z.array(
    z.object({
      meaning: z.enum(SIGNATURE_MEANINGS),
      signer_id: z.string().nullable(),
      signer_name: z.string(),
      signed_at: z.string(),
    }),
  ),
});
export type RecordSummary = z.infer<typeof recordSummarySchema>;
export const recordListSchema = listResponseSchema(recordSummarySchema);

export const recordDetailSchema = recordSummarySchema.extend({
  snapshot: z.record(z.string(), z.unknown()),
  content_hash: z.string(),
  /** The snapshot still hashes to content_hash and every signature signed that hash. */
  verified: z.boolean(),
  amendment_reason: z.string().nullable(),
  signatures_detail: z.array(signatureSchema),
  amendments: z.array(recordSummarySchema),
  /** The audit trail of the completed work and of this record (signatures, refused attempts), oldest first. */
  history: z.array(
    z.object({
      id: z.number().int(),
      occurred_at: z.string(),
      actor_email: z.string().nullable(),
      /** The person's name (their e-mail only when they have none); null for the system. */
      actor_name: z.string().nullable(),
      action: z.string(),
      /** A signature entry's meaning. */
      meaning: z.string().nullable(),
    }),
  ),
});
export type RecordDetail = z.infer<typeof recordDetailSchema>;

export const signBodySchema = z.object({
  meaning: z.enum(SIGNATURE_MEANINGS, { error: 'Choose what your signature means' }),
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
});
export type SignBody = z.infer<typeof signBodySchema>;

/** POST /api/records/signatures: one password entry, one signature per record. */
export const batchSignBodySchema = signBodySchema.extend({
  record_ids: z
    .array(z.uuid({ error: 'A record id is not valid' }), { error: 'Choose the records to sign' })
    .min(1, 'Choose at least one record')
    .max(MAX_SIGNATURE_BATCH, `Sign at most ${MAX_SIGNATURE_BATCH} records at once`),
});
export type BatchSignBody = z.infer<typeof batchSignBodySchema>;

export const batchSignResultSchema = z.object({
  signed: z.array(z.object({ id: z.string(), number: z.string() })),
  refused: z.array(z.object({ id: z.string(), number: z.string().nullable(), reason: z.string() })),
});
export type BatchSignResult = z.infer<typeof batchSignResultSchema>;

export const signatureQueueQuerySchema = pageQuerySchema.extend({
  status: z.enum(['awaiting', 'signed']).default('awaiting'),
});
export type SignatureQueueQuery = z.infer<typeof signatureQueueQuerySchema>;
