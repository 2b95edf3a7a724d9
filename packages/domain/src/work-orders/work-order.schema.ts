import { z } from 'zod';
import { assetSummarySchema, fixTypeSchema, personSummarySchema } from '../breakdowns/breakdown.schema';
import { optionalText, pageQuerySchema } from '../common/api.schema';
import { timestampSchema } from '../common/dates';
import { MAINTENANCE_TYPES, PRIORITIES, WORK_ORDER_STATUSES } from '../common/enums';
import { decimalSchema } from '../common/numbers';
import { hygieneClearanceSchema } from '../compliance/hygiene-clearance';
import { toolControlFields, toolCountSchema } from '../compliance/tool-count';
import { CHECKLIST_RESULTS } from './checklist';
import { WORK_ORDER_MESSAGES } from './messages';

const isoTimestamp = timestampSchema;
export const workOrderStatusSchema = z.enum(WORK_ORDER_STATUSES);
export const prioritySchema = z.enum(PRIORITIES);
export const maintenanceTypeSchema = z.enum(MAINTENANCE_TYPES);

export const checklistStepSchema = z.object({
  id: z.string().trim().min(1).max(64),
  text: z.string().trim().min(1).max(500),
  required: z.boolean().default(true),
  expected: z.string().trim().max(500).nullish(),
});
export const checklistResultSchema = z.object({
  step_id: z.string().trim().min(1).max(64),
  result: z.enum(CHECKLIST_RESULTS),
  note: z.string().trim().max(2000).nullish(),
  measured_value: z.number().min(-1e9).max(1e9).nullish(),
  measured_unit: z.string().trim().max(20).nullish(),
});
export const checklistSchema = z
  .array(checklistStepSchema)
  .max(50)
  .refine(
    (steps) => new Set(steps.map((s) => s.id)).size === steps.length,
    'Checklist step ids must be unique',
  );

/** A part consumed by a completed work order, as stored with it (the stock ledger's answer). */
export const workOrderPartSchema = z.object({
  inventory_item_id: z.uuid(),
  item_id: z.string(),
  item_name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  unit_cost: z.number().nullable(),
  food_grade: z.boolean(),
});
export type WorkOrderPart = z.infer<typeof workOrderPartSchema>;

/** A work order as the API answers it: the spec's columns (§3) plus number, overdue and summaries. */
export const workOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  asset_id: z.uuid().nullable(),
  asset: assetSummarySchema.nullable(),
  status: workOrderStatusSchema,
  priority: prioritySchema,
  assigned_to: z.uuid().nullable(),
  assignee: personSummarySchema.nullable(),
  created_by: z.uuid().nullable(),
  creator: personSummarySchema.nullable(),
  date_created: z.string(),
  date_scheduled: z.string().nullable(),
  started_at: z.string().nullable(),
  date_completed: z.string().nullable(),
  estimated_duration: z.number(),
  actual_duration: z.number().nullable(),
  /** One figure everywhere: labour + parts + other costs (workOrderCost). */
  cost: z.number().nullable(),
  labour_cost: z.number().nullable(),
  labour_rate: z.number().nullable(),
  parts_cost: z.number().nullable(),
  other_cost: z.number().nullable(),
  maintenance_type: maintenanceTypeSchema,
  parts_used: z.array(workOrderPartSchema),
  notes: z.string().nullable(),
  checklist: z.array(checklistStepSchema),
  checklist_results: z.array(
    checklistResultSchema.extend({
      text: z.string(),
      required: z.boolean(),
      note: z.string().nullable(),
      expected: z.string().nullish(),
    }),
  ),
  completion_notes: z.string().nullable(),
  completed_by: z.string().nullable(),
  hygiene_clearance: z.record(z.string(), z.boolean()).nullable(),
  tool_counts: z.array(toolCountSchema),
  missing_tool_incident: z.string().nullable(),
  certificate_generated: z.boolean(),
  certificate_path: z.string().nullable(),
  certificate_generated_at: z.string().nullable(),
  certificate_generated_by: z.string().nullable(),
  certificate_sha256: z.string().nullable(),
  pdf_file_path: z.string().nullable(),
  pdf_generated_at: z.string().nullable(),
  pdf_generated_by: z.string().nullable(),
  follow_up_required: z.boolean(),
  follow_up_details: z.string().nullable(),
  follow_up_date: z.string().nullable(),
  follow_up_triggered: z.boolean(),
  follow_up_task_id: z.uuid().nullable(),
  follow_up_completed: z.boolean(),
  follow_up_completed_date: z.string().nullable(),
  follow_up_completed_by: z.string().nullable(),
  fix_type: fixTypeSchema.nullable(),
  permanent_repair_deadline: z.string().nullable(),
  materials_tools_removed: z.boolean().nullable(),
  safety_compliance: z.boolean().nullable(),
  structural_damage: z.boolean().nullable(),
  rust_visible: z.boolean().nullable(),
  source_breakdown_id: z.uuid().nullable(),
  source_work_order_id: z.uuid().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.uuid().nullable(),
  cancel_reason: z.string().nullable(),
  overdue: z.boolean(),
  updated_at: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

export const WORK_ORDER_SORTS = [
  'date_created',
  '-date_created',
  'date_scheduled',
  '-date_scheduled',
  'priority',
  '-priority',
  'title',
  '-title',
] as const;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** List filters (spec §9): newest first unless sorted otherwise. */
export const workOrderListQuerySchema = pageQuerySchema.extend({
  status: workOrderStatusSchema.optional(),
  priority: prioritySchema.optional(),
  maintenance_type: maintenanceTypeSchema.optional(),
  asset_id: z.uuid().optional(),
  assigned_to: z.uuid().optional(),
  overdue: flag,
  follow_ups_pending: flag,
  q: z.string().trim().max(200).optional(),
  sort: z.enum(WORK_ORDER_SORTS).default('-date_created'),
});
export type WorkOrderListQuery = z.infer<typeof workOrderListQuerySchema>;

export const workOrderCountsSchema = z.object({
  pending: z.number().int(),
  in_progress: z.number().int(),
  overdue: z.number().int(),
  completed_this_month: z.number().int(),
  follow_ups_pending: z.number().int(),
});

/** Hours as numeric(8,2) keeps them; a planned duration is at least 0.01 h. */
const hours = decimalSchema({ scale: 2, max: 10_000, positive: true });

export const createWorkOrderBodySchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: optionalText(5000),
  asset_id: z.uuid(),
  priority: prioritySchema.default('medium'),
  maintenance_type: maintenanceTypeSchema.default('corrective'),
  assigned_to: z.uuid().nullish(),
  date_scheduled: isoTimestamp.nullish(),
  estimated_duration: hours.default(1),
  notes: optionalText(5000),
  checklist: checklistSchema.default([]),
});
export type CreateWorkOrderInput = z.input<typeof createWorkOrderBodySchema>;

/** Only the fields sent change; status moves through start and complete. */
export const updateWorkOrderBodySchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200),
    description: optionalText(5000),
    asset_id: z.uuid(),
    priority: prioritySchema,
    maintenance_type: maintenanceTypeSchema,
    assigned_to: z.uuid().nullable(),
    date_scheduled: isoTimestamp.nullable(),
    estimated_duration: hours,
    notes: optionalText(5000),
    checklist: checklistSchema,
  })
  .partial()
  .strict();
export type UpdateWorkOrderInput = z.input<typeof updateWorkOrderBodySchema>;

export const completeWorkOrderBodySchema = z.object({
  completion_notes: z.string().max(5000).default(''),
  completed_by: z.string().max(200).default(''),
  actual_duration: decimalSchema({ scale: 2, max: 10_000 }),
  cost: decimalSchema({ scale: 2, max: 10_000_000 }).nullish(),
  parts_used: z
    .array(
      z.object({
        inventory_item_id: z.uuid(),
        quantity: decimalSchema({ scale: 3, max: 1_000_000, positive: true }),
      }),
    )
    .max(50)
    .default([]),
  fix_type: fixTypeSchema.default('permanent'),
  permanent_repair_deadline: isoTimestamp.nullish(),
  follow_up_required: z.boolean().default(false),
  follow_up_details: optionalText(2000),
  follow_up_date: isoTimestamp.nullish(),
  hygiene_clearance: hygieneClearanceSchema,
  checklist: z.array(checklistResultSchema).max(50).default([]),
  ...toolControlFields,
});
export type CompleteWorkOrderInput = z.input<typeof completeWorkOrderBodySchema>;
export type CompleteWorkOrderBody = z.output<typeof completeWorkOrderBodySchema>;

/** Cancelling keeps the work order in every history, with the reason a person gave. */
export const cancelWorkOrderBodySchema = z.object({
  reason: z.string().trim().min(3, WORK_ORDER_MESSAGES.cancelReason).max(1000),
});
export type CancelWorkOrderBody = z.output<typeof cancelWorkOrderBodySchema>;

export const labourRateSchema = z.object({
  labour_rate: decimalSchema({ scale: 2, max: 10_000, positive: true }),
});
