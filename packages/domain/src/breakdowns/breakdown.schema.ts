import { z } from 'zod';
import { optionalText, pageQuerySchema } from '../common/api.schema';
import { timestampSchema } from '../common/dates';
import {
  BREAKDOWN_STAGES,
  BREAKDOWN_STATUSES,
  DELIVERY_STATUSES,
  FIX_TYPES,
  NOTIFICATION_TYPES,
  SEVERITIES,
} from '../common/enums';
import { hygieneClearanceSchema } from '../compliance/hygiene-clearance';
import { toolControlFields, toolCountSchema } from '../compliance/tool-count';

const isoTimestamp = timestampSchema;
const categoryList = z.array(z.string().trim().max(100)).max(30);

export const breakdownStatusSchema = z.enum(BREAKDOWN_STATUSES);
export const severitySchema = z.enum(SEVERITIES);
export const breakdownStageSchema = z.enum(BREAKDOWN_STAGES);
export const fixTypeSchema = z.enum(FIX_TYPES);

export const assetSummarySchema = z.object({ id: z.uuid(), asset_id: z.string(), asset_name: z.string() });
export const personSummarySchema = z.object({
  id: z.uuid(),
  full_name: z.string().nullable(),
  email: z.string(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** A note an operator added from the machine's QR label to a recent report, oldest first. */
export const breakdownPublicNoteSchema = z.object({
  id: z.uuid(),
  note: z.string(),
  field_reporter_name: z.string(),
  created_at: z.string(),
});

/** A breakdown as the API answers it: the spec's columns plus asset, assignee and reporter summaries. */
export const breakdownSchema = z.object({
  id: z.uuid(),
  asset_id: z.uuid(),
  asset: assetSummarySchema,
  title: z.string(),
  description: z.string().nullable(),
  severity: severitySchema,
  category: z.string().nullable(),
  immediate_actions: z.string().nullable(),
  estimated_cost: z.number().nullable(),
  reported_by: z.uuid().nullable(),
  reporter: personSummarySchema.nullable(),
  assigned_to: z.uuid().nullable(),
  assignee: personSummarySchema.nullable(),
  status: breakdownStatusSchema,
  breakdown_start_time: z.string(),
  breakdown_end_time: z.string().nullable(),
  downtime_hours: z.number().nullable(),
  stage: breakdownStageSchema,
  needs_completion: z.boolean(),
  voice_notes: z.string().nullable(),
  field_reporter_name: z.string().nullable(),
  completion_deadline: z.string().nullable(),
  completion_notes: z.string().nullable(),
  safety_compliance_check: z.string().nullable(),
  breakdown_categories: z.array(z.string()),
  completed_by: z.string().nullable(),
  completed_at: z.string().nullable(),
  fix_type: fixTypeSchema.nullable(),
  permanent_repair_deadline: z.string().nullable(),
  follow_up_work_order_id: z.uuid().nullable(),
  /** The follow-up's number as people quote it (WO-2026-000123). */
  follow_up_work_order_number: z.string().nullable(),
  hygiene_clearance: z.record(z.string(), z.boolean()).nullable(),
  tool_counts: z.array(toolCountSchema),
  missing_tool_incident: z.string().nullable(),
  /** Only on a single breakdown (not in lists): notes added from its asset's QR label. */
  public_notes: z.array(breakdownPublicNoteSchema).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Breakdown = z.infer<typeof breakdownSchema>;

/** Text of a partial update: absent stays absent (unchanged), empty becomes null (cleared). */
const patchText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v?.trim() || null));

const numberAndListFields = {
  estimated_cost: z.number().min(0, 'Estimated cost cannot be negative').max(1e10).nullish(),
  breakdown_categories: categoryList.optional(),
};
const detailFields = {
  description: optionalText(5000),
  category: optionalText(100),
  immediate_actions: optionalText(5000),
  voice_notes: optionalText(10000),
  field_reporter_name: optionalText(200),
  ...numberAndListFields,
};
const detailPatchFields = {
  description: patchText(5000),
  category: patchText(100),
  immediate_actions: patchText(5000),
  voice_notes: patchText(10000),
  field_reporter_name: patchText(200),
  ...numberAndListFields,
};

/**
 * Reporting a breakdown (spec §7 "Insert a breakdown"). `asset_id` is the asset's id (uuid). Stage
 * quick needs only asset, title, severity and reporter name; detailed takes every field.
 */
export const reportBreakdownBodySchema = z.object({
  asset_id: z.uuid('Choose an asset'),
  title: z.string().trim().min(1, 'Title is required').max(200),
  severity: severitySchema.default('medium'),
  stage: breakdownStageSchema.default('detailed'),
  breakdown_start_time: isoTimestamp.nullish(),
  completion_deadline: isoTimestamp.nullish(),
  ...detailFields,
});
export type ReportBreakdownBody = z.input<typeof reportBreakdownBodySchema>;
export type ReportBreakdownInput = z.output<typeof reportBreakdownBodySchema>;

/** The plain update (spec §7 "general update" and "status"); completed is refused by the rule. */
export const updateBreakdownBodySchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200).optional(),
    severity: severitySchema.optional(),
    stage: breakdownStageSchema.optional(),
    status: breakdownStatusSchema.optional(),
    completion_deadline: isoTimestamp.nullish(),
    ...detailPatchFields,
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'Nothing to update' });
export type UpdateBreakdownBody = z.input<typeof updateBreakdownBodySchema>;
export type UpdateBreakdownInput = z.output<typeof updateBreakdownBodySchema>;

/** The assign payload of spec §7: assignee, optional severity and optional completion deadline. */
export const assignBreakdownBodySchema = z.object({
  assigned_to: z.uuid('Choose who to assign'),
  severity: severitySchema.optional(),
  completion_deadline: isoTimestamp.nullish(),
});
export type AssignBreakdownBody = z.input<typeof assignBreakdownBodySchema>;
export type AssignBreakdownInput = z.output<typeof assignBreakdownBodySchema>;

/** Why a breakdown is cancelled, as the cancel dialog asks it: optional. */
export const cancelBreakdownReasonSchema = z.object({ reason: optionalText(1000) });
/** The reason is optional, so the body may be left out altogether. */
export const cancelBreakdownBodySchema = cancelBreakdownReasonSchema
  .nullish()
  .transform((body): { reason?: string | null } => body ?? {});
export type CancelBreakdownBody = z.input<typeof cancelBreakdownBodySchema>;
export type CancelBreakdownInput = z.output<typeof cancelBreakdownBodySchema>;

/**
 * The BRC completion. Missing values are accepted here on purpose: the BRC rule refuses them with the
 * spec's messages and every refused attempt is recorded (spec §7 log_validation_failure).
 */
export const completeBreakdownBodySchema = z.object({
  completion_notes: z.string().max(10000).default(''),
  safety_compliance_check: z.boolean().default(false),
  breakdown_categories: categoryList.default([]),
  completed_by: z.string().max(200).default(''),
  fix_type: fixTypeSchema.default('permanent'),
  permanent_repair_deadline: isoTimestamp.nullish(),
  hygiene_clearance: hygieneClearanceSchema.default({
    tools_materials_removed: false,
    debris_removed: false,
    no_rust_or_flaking_paint: false,
    no_structural_damage: false,
    guards_and_detection_reinstated: false,
    area_cleaned: false,
  }),
  ...toolControlFields,
});
export type CompleteBreakdownBody = z.input<typeof completeBreakdownBodySchema>;
export type CompleteBreakdownInput = z.output<typeof completeBreakdownBodySchema>;

const stringBool = z.enum(['true', 'false']).transform((v) => v === 'true');

/** List filters: status, severity, asset, date range of the start time, active only. */
export const breakdownListQuerySchema = pageQuerySchema.extend({
  status: breakdownStatusSchema.optional(),
  severity: severitySchema.optional(),
  asset_id: z.uuid().optional(),
  from: isoTimestamp.optional(),
  to: isoTimestamp.optional(),
  active: stringBool.optional(),
});
export type BreakdownListFilters = z.output<typeof breakdownListQuerySchema>;

/** How many people one answer of GET /api/breakdowns/assignees holds, unless asked for fewer; and at most. */
export const ASSIGNEE_PAGE_SIZE = 20;
export const MAX_ASSIGNEE_PAGE_SIZE = 50;

/**
 * GET /api/breakdowns/assignees: with `asset_id`, only the people who may see that asset's site (someone
 * limited to another site is not offered work there); with `q`, only those whose name or e-mail holds every
 * word of it. A group has a thousand people: the answer is the first `limit` by name, and `total` counts all
 * the matches.
 */
export const assignablePeopleQuerySchema = z.object({
  asset_id: z.uuid().optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ASSIGNEE_PAGE_SIZE).default(ASSIGNEE_PAGE_SIZE),
});
export type AssignablePeopleQuery = z.output<typeof assignablePeopleQuerySchema>;

export const assignablePeopleSchema = z.object({
  data: z.array(personSummarySchema),
  total: z.number().int(),
});

export const breakdownCountsSchema = z.object({
  active: z.number().int(),
  critical: z.number().int(),
  needs_completion: z.number().int(),
});

/** A row of notification_history about a breakdown (spec §7). */
export const breakdownNotificationSchema = z.object({
  id: z.uuid(),
  /** The recipient's name, shown to managers and admins only; null for everyone else. */
  recipient: z.string().nullable(),
  notification_type: z.enum(NOTIFICATION_TYPES),
  channel: z.string(),
  title: z.string().nullable(),
  message: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  delivery_status: z.enum(DELIVERY_STATUSES),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const BREAKDOWN_EVENT_TYPES = [
  'reported',
  'updated',
  'assigned',
  'stopped',
  'cancelled',
  'validation_failed',
  'completed',
  'follow_up_created',
  'notification',
] as const;

/** One entry of a breakdown's timeline. */
export const breakdownEventSchema = z.object({
  type: z.enum(BREAKDOWN_EVENT_TYPES),
  occurred_at: z.string(),
  actor: z.string().nullable(),
  summary: z.string(),
  details: z.array(z.string()),
});
export type BreakdownEvent = z.infer<typeof breakdownEventSchema>;
export const breakdownHistorySchema = z.object({ data: z.array(breakdownEventSchema) });

/** The spec's cleanup_breakdown_data result: what a delete removed. */
export const cleanupRowSchema = z.object({
  cleanup_type: z.string(),
  records_deleted: z.number().int(),
  details: z.string(),
});
export const cleanupResultSchema = z.array(cleanupRowSchema);
export type CleanupRow = z.infer<typeof cleanupRowSchema>;
