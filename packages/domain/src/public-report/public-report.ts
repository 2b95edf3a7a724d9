import { z } from 'zod';
import { SEVERITIES } from '../common/enums';
import { METER_KINDS } from '../meters/meter-rules';
import { PUBLIC_REPORT_LIMITS, PUBLIC_STATUSES, type PublicReportSettings } from './rules';

const text = (max: number, label: string) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be ${max} characters or fewer`);

export const publicReportBodySchema = z.object({
  title: text(PUBLIC_REPORT_LIMITS.titleMax, "What's wrong"),
  severity: z.enum(SEVERITIES),
  field_reporter_name: text(PUBLIC_REPORT_LIMITS.reporterNameMax, 'Your name'),
  description: z
    .string()
    .trim()
    .max(
      PUBLIC_REPORT_LIMITS.descriptionMax,
      `Description must be ${PUBLIC_REPORT_LIMITS.descriptionMax} characters or fewer`,
    )
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type PublicReportBody = z.infer<typeof publicReportBodySchema>;

export const publicNoteBodySchema = z.object({
  note: text(PUBLIC_REPORT_LIMITS.noteMax, 'Note'),
  field_reporter_name: text(PUBLIC_REPORT_LIMITS.reporterNameMax, 'Your name'),
});
export type PublicNoteBody = z.infer<typeof publicNoteBodySchema>;

/** A report token as the server issues it: 128 random bits in base64url (22 characters). */
export const REPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/**
 * Any text is accepted in the token's place: a damaged or mistyped label then reads as an unknown
 * label (404, plain words), never as a validation error quoting the pattern to someone on the line.
 */
export const reportTokenParamsSchema = z.object({ token: z.string() });
export const referenceSchema = z.string().regex(/^[0-9A-F]{8}$/);
export const reportStatusParamsSchema = reportTokenParamsSchema.extend({ reference: referenceSchema });

/** What anyone holding the label sees of a recent report: never who reported it (no personal names in public). */
export const publicDuplicateSchema = z.object({
  reference: referenceSchema,
  title: z.string(),
  severity: z.enum(SEVERITIES),
  status: z.enum(PUBLIC_STATUSES),
  reported_at: z.string(),
});
export type PublicDuplicate = z.infer<typeof publicDuplicateSchema>;

/**
 * A meter a manager marked "readable by anyone on the line", as the label page shows it: its last value and
 * date, never who read it (no personal names in public).
 */
export const publicMeterSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  unit: z.string(),
  kind: z.enum(METER_KINDS),
  last_reading: z.object({ value: z.number(), taken_at: z.string() }).nullable(),
});
export type PublicMeter = z.infer<typeof publicMeterSchema>;

export const publicMeterParamsSchema = reportTokenParamsSchema.extend({ meterId: z.uuid() });

/** POST /api/public/report/:token/meters/:meterId/readings — a reading taken now; the name is optional. */
export const publicReadingBodySchema = z.object({
  value: z.number({ error: 'Enter the reading as a number' }).finite('Enter the reading as a number'),
  reset: z.boolean({ error: 'reset must be true or false' }).default(false),
  field_reporter_name: z
    .string()
    .trim()
    .max(
      PUBLIC_REPORT_LIMITS.reporterNameMax,
      `Your name must be ${PUBLIC_REPORT_LIMITS.reporterNameMax} characters or fewer`,
    )
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type PublicReadingBody = z.output<typeof publicReadingBodySchema>;

export const publicReadingCreatedSchema = z.object({
  meter_id: z.uuid(),
  value: z.number(),
  taken_at: z.string(),
});
export type PublicReadingCreated = z.infer<typeof publicReadingCreatedSchema>;

/** GET /api/public/report/:token — the asset's code, name and location, and a recent active report. */
export const publicReportAssetSchema = z.object({
  asset: z.object({ asset_id: z.string(), asset_name: z.string(), location: z.string().nullable() }),
  recent: publicDuplicateSchema.nullable(),
  /** Only for a signed-in user: where the asset's page is. */
  asset_path: z.string().nullable(),
  /** The plant's time zone: the page shows times on the plant's clock, as every screen does. */
  plant_time_zone: z.string().min(1),
  /** The asset's meters that anyone at the label may read, by name. */
  meters: z.array(publicMeterSchema),
});
export type PublicReportAsset = z.infer<typeof publicReportAssetSchema>;

export const publicReportCreatedSchema = z.object({ reference: referenceSchema, status_url: z.string() });

export const publicReportStatusSchema = z.object({
  reference: referenceSchema,
  status: z.enum(PUBLIC_STATUSES),
  reported_at: z.string(),
  visible_until: z.string(),
});

export const reportTokenCreatedSchema = z.object({ token: z.string(), url: z.string() });
export const reportTokenStateSchema = z.object({ exists: z.boolean(), created_at: z.string().nullable() });

/** The admins' switch: off everywhere, or off for some sites. */
export const publicReportSettingsSchema: z.ZodType<PublicReportSettings> = z.object({
  enabled: z.boolean(),
  disabled_sites: z.array(z.string().trim().min(1).max(100)).max(200),
});
