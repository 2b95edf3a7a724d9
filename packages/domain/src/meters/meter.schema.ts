import { z } from 'zod';
import { listResponseSchema } from '../common/api.schema';
import { timestampSchema } from '../common/dates';
import { METER_READING_IMPORT_MAX_CHARS } from './meter-csv';
import { METER_KINDS } from './meter-rules';

export const METER_NAME_MAX_LENGTH = 100;
export const METER_UNIT_MAX_LENGTH = 20;
/** A chart of a meter's readings gets at most this many points; a longer range is evenly downsampled. */
export const MAX_READING_POINTS = 500;

export const meterSchema = z.object({
  id: z.uuid(),
  /** The asset's uuid. */
  asset_id: z.uuid(),
  name: z.string(),
  unit: z.string(),
  kind: z.enum(METER_KINDS),
  /** Whether anyone signed in may read it, or only the meter's asset's people (kept for the reading screens). */
  readable_by_anyone: z.boolean(),
  /** The latest reading by date with who took it, or null before the first. */
  last_reading: z
    .object({
      value: z.number(),
      taken_at: z.string(),
      recorded_by: z.object({ id: z.uuid(), full_name: z.string().nullable() }).nullable(),
      /** The name given with a reading from the public label page (no account), if any. */
      reported_by_name: z.string().nullable(),
    })
    .nullable(),
  /** Average use per day over the last 30 days (cumulative meters); null without two readings in it. */
  usage_rate_per_day: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Meter = z.infer<typeof meterSchema>;

/** GET /api/assets/:id/meters: the asset's meters by name. */
export const meterListResponseSchema = listResponseSchema(meterSchema);
export type MeterListResponse = z.infer<typeof meterListResponseSchema>;

const meterFieldSchemas = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(METER_NAME_MAX_LENGTH, `Name must be ${METER_NAME_MAX_LENGTH} characters or fewer`),
  unit: z
    .string({ error: 'Unit is required' })
    .trim()
    .min(1, 'Unit is required')
    .max(METER_UNIT_MAX_LENGTH, `Unit must be ${METER_UNIT_MAX_LENGTH} characters or fewer`),
  kind: z.enum(METER_KINDS, { error: `Kind must be one of ${METER_KINDS.join(', ')}` }),
  readable_by_anyone: z.boolean({ error: 'readable_by_anyone must be true or false' }),
};

/** POST /api/assets/:id/meters */
export const meterCreateBodySchema = z.object({
  ...meterFieldSchemas,
  // Readings from the public label page are opt-in: a manager marks the meters a line may read.
  readable_by_anyone: meterFieldSchemas.readable_by_anyone.default(false),
});
export type MeterCreateBody = z.output<typeof meterCreateBodySchema>;

/** PATCH /api/meters/:id: only the fields that change; the kind is fixed once the meter has readings. */
export const meterUpdateBodySchema = z
  .object(meterFieldSchemas)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type MeterUpdateBody = z.output<typeof meterUpdateBodySchema>;

/** DELETE /api/meters/:id (its readings go with it). */
export const meterDeleteResponseSchema = z.object({
  id: z.uuid(),
  deleted: z.literal(true),
  readings_deleted: z.number().int(),
});
export type MeterDeleteResponse = z.infer<typeof meterDeleteResponseSchema>;

/** POST /api/meters/:id/readings; without `taken_at` the reading is dated now. */
export const readingCreateBodySchema = z.object({
  value: z.number({ error: 'Value must be a number' }).finite('Value must be a finite number'),
  taken_at: timestampSchema.optional(),
  /** The meter was reset (replaced, or rolled over) before this reading: it counts again from zero. */
  reset: z.boolean({ error: 'reset must be true or false' }).default(false),
});
export type ReadingCreateBody = z.output<typeof readingCreateBodySchema>;

/** The most readings one POST /api/meter-readings may carry (a bridge sends its readings in batches). */
export const READING_BATCH_MAX = 1000;

/** POST /api/meter-readings: readings of several meters at once, each as a single reading's body. */
export const readingBatchBodySchema = z.object({
  readings: z
    .array(readingCreateBodySchema.extend({ meter_id: z.uuid({ error: 'meter_id must be a meter id' }) }), {
      error: 'readings must be a list',
    })
    .min(1, 'Send at least one reading')
    .max(READING_BATCH_MAX, `Send at most ${READING_BATCH_MAX} readings at once`),
});
export type ReadingBatchBody = z.output<typeof readingBatchBodySchema>;
export type ReadingBatchItem = ReadingBatchBody['readings'][number];

/** Each reading's outcome, by its index in the request: recorded, or refused with the catalogue's code. */
export const readingBatchResultSchema = z.discriminatedUnion('status', [
  z.object({ index: z.number().int(), status: z.literal('recorded'), reading_id: z.uuid() }),
  z.object({
    index: z.number().int(),
    status: z.literal('refused'),
    code: z.string(),
    message: z.string(),
    field: z.string().nullable(),
  }),
]);
export type ReadingBatchResult = z.infer<typeof readingBatchResultSchema>;

export const readingBatchResponseSchema = z.object({
  accepted: z.number().int(),
  refused: z.number().int(),
  results: z.array(readingBatchResultSchema),
});
export type ReadingBatchResponse = z.infer<typeof readingBatchResponseSchema>;

export const readingSchema = z.object({
  id: z.uuid(),
  meter_id: z.uuid(),
  value: z.number(),
  taken_at: z.string(),
  reset: z.boolean(),
  /** Who recorded it; null once their account is gone. */
  recorded_by: z.object({ id: z.uuid(), full_name: z.string().nullable() }).nullable(),
  /** The name given with a reading from the public label page (no account), if any. */
  reported_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Reading = z.infer<typeof readingSchema>;

/**
 * GET /api/meters/:id/readings: the readings dated in [from, to], in date order. `limit` is the most points
 * answered: a range holding more is evenly downsampled to that many, so a year of hourly readings charts fast.
 */
export const readingListQuerySchema = z
  .object({
    from: timestampSchema.optional(),
    to: timestampSchema.optional(),
    limit: z.coerce.number().int().min(2).max(MAX_READING_POINTS).default(MAX_READING_POINTS),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: '"from" must not be after "to"',
    path: ['to'],
  });
export type ReadingListQuery = z.output<typeof readingListQuerySchema>;

export const readingListResponseSchema = listResponseSchema(readingSchema).extend({
  /** True when `data` is an even sample of the `total` readings in the range rather than all of them. */
  downsampled: z.boolean(),
});
export type ReadingListResponse = z.infer<typeof readingListResponseSchema>;

// ── CSV import ──────────────────────────────────────────────────────────────

/** POST /api/meter-readings/import: preview what each row would do, or record the accepted rows. */
export const readingImportBodySchema = z.object({
  csv: z
    .string({ error: 'The CSV file is required' })
    .min(1, 'The CSV file is empty')
    .max(METER_READING_IMPORT_MAX_CHARS, 'The CSV file must be 2 MB or smaller'),
  mode: z.enum(['preview', 'commit']).default('preview'),
});
export type ReadingImportBody = z.output<typeof readingImportBodySchema>;

export const readingImportRowSchema = z.object({
  /** The row's line in the spreadsheet: the header is row 1, the first reading row 2. */
  row: z.number().int(),
  /** The meter as the row names it: "PUMP-001 · Run hours", or its id. */
  meter: z.string().nullable(),
  value: z.number().nullable(),
  /**
   * Accepted rows are recorded as new readings ('create'); a row the meter already has (same date and value)
   * is left as it is ('unchanged'), so a corrected file can be imported again; refused ones say why.
   */
  action: z.enum(['create', 'unchanged', 'invalid']),
  errors: z.array(z.object({ field: z.string().optional(), message: z.string() })),
});
export type ReadingImportRow = z.infer<typeof readingImportRowSchema>;

/** The asset import's row report: the same counts, where `created` is the readings accepted. */
export const readingImportResponseSchema = z.object({
  mode: z.enum(['preview', 'commit']),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rows: z.array(readingImportRowSchema),
  ignored_columns: z.array(z.string()),
});
export type ReadingImportResponse = z.infer<typeof readingImportResponseSchema>;
