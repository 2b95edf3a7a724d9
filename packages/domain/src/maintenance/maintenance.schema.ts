import { z } from 'zod';
import { assetSummarySchema, personSummarySchema } from '../breakdowns/breakdown.schema';
import { MAX_PAGE_SIZE, optionalText, pageQuerySchema } from '../common/api.schema';
import { timestampSchema } from '../common/dates';
import { MAINTENANCE_TYPES, PRIORITIES, TASK_FREQUENCIES } from '../common/enums';
import { decimalSchema, wholeNumberSchema } from '../common/numbers';
import { hygieneClearanceSchema } from '../compliance/hygiene-clearance';
import { toolControlFields } from '../compliance/tool-count';
import { TASK_TRIGGERS } from '../meters/usage-pm';
import {
  checklistResultSchema,
  checklistSchema,
  checklistStepSchema,
} from '../work-orders/work-order.schema';
import { SCHEDULE_MODES, scheduleFailures, type TaskSchedule } from './next-due';

/** A task's meter (of the task's asset): every n units for a counter, above/below limits for a gauge. */
const meterNumber = z.number({ error: 'Give a number' }).finite();
export const meterTriggerSchema = z.object({
  meter_id: z.uuid({ error: 'Pick a meter' }),
  every: meterNumber.positive('Every how many must be more than 0').nullish(),
  above: meterNumber.nullish(),
  below: meterNumber.nullish(),
});
export type MeterTriggerInput = z.infer<typeof meterTriggerSchema>;
export const taskTriggerSchema = z.enum(TASK_TRIGGERS);

const isoTimestamp = timestampSchema;
export const taskFrequencySchema = z.enum(TASK_FREQUENCIES);
export const scheduleModeSchema = z.enum(SCHEDULE_MODES);

/** A maintenance task as the API answers it (spec §3 plus schedule fields, checklist and summaries). */
export const maintenanceTaskSchema = z.object({
  id: z.uuid(),
  asset_id: z.uuid().nullable(),
  asset: assetSummarySchema.nullable(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(MAINTENANCE_TYPES),
  frequency: taskFrequencySchema,
  custom_frequency_days: z.number().int().nullable(),
  next_due_date: z.string().nullable(),
  last_completed_date: z.string().nullable(),
  estimated_duration: z.number(),
  priority: z.enum(PRIORITIES),
  assigned_to: z.uuid().nullable(),
  assignee: personSummarySchema.nullable(),
  instructions: z.string().nullable(),
  required_parts: z.array(z.string()).nullable(),
  is_active: z.boolean(),
  created_by: z.string(),
  schedule_mode: scheduleModeSchema,
  specific_year: z.number().int().nullable(),
  specific_month: z.number().int().nullable(),
  specific_date: z.number().int().nullable(),
  specific_time: z.string().nullable(),
  work_order_id: z.uuid().nullable(),
  checklist: z.array(checklistStepSchema),
  /** Due on the calendar, by meter usage, or whichever comes first (docs/decisions/usage-pm.md). */
  trigger: taskTriggerSchema,
  meter_trigger: meterTriggerSchema.nullable(),
  /** The calendar schedule's own due date (for `either`, next_due_date is the earlier of it and usage's). */
  calendar_due_date: z.string().nullable(),
  /** next_due_date is a forecast from the last 30 days' usage. */
  due_forecast: z.boolean(),
  /** Units left before the task is due by usage (≤ 0: due); null without a counter trigger. */
  usage_remaining: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MaintenanceTask = z.infer<typeof maintenanceTaskSchema>;

/** Hours as numeric(8,2) keeps them; a planned duration is at least 0.01 h. */
const hours = decimalSchema({ scale: 2, max: 10_000, positive: true });
const partsList = z
  .array(z.string().trim().min(1).max(200))
  .max(50)
  .nullish()
  .transform((v) => (v && v.length > 0 ? v : null));
const optionalInt = wholeNumberSchema()
  .nullish()
  .transform((v) => v ?? null);

const taskFields = {
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: optionalText(5000),
  asset_id: z.uuid(),
  type: z.enum(MAINTENANCE_TYPES).default('preventive'),
  frequency: taskFrequencySchema.default('monthly'),
  custom_frequency_days: optionalInt,
  next_due_date: isoTimestamp.nullish(),
  estimated_duration: hours.default(1),
  priority: z.enum(PRIORITIES).default('medium'),
  assigned_to: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  instructions: optionalText(10_000),
  required_parts: partsList,
  is_active: z.boolean().default(true),
  schedule_mode: scheduleModeSchema.default('frequency'),
  specific_year: optionalInt,
  specific_month: optionalInt,
  specific_date: optionalInt,
  specific_time: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null),
  checklist: checklistSchema.default([]),
  trigger: taskTriggerSchema.default('calendar'),
  meter_trigger: meterTriggerSchema.nullish().transform((v) => v ?? null),
};

/** A usage trigger needs a meter; a calendar-only task has none. */
function refineTrigger(value: { trigger?: string; meter_trigger?: unknown }, ctx: z.RefinementCtx) {
  if (value.trigger && value.trigger !== 'calendar' && !value.meter_trigger)
    ctx.addIssue({ code: 'custom', path: ['meter_trigger'], message: 'Pick the meter this task follows' });
}

function refineSchedule(value: Partial<TaskSchedule>, ctx: z.RefinementCtx) {
  const schedule: TaskSchedule = {
    frequency: value.frequency ?? 'monthly',
    custom_frequency_days: value.custom_frequency_days ?? null,
    schedule_mode: value.schedule_mode ?? 'frequency',
    specific_year: value.specific_year ?? null,
    specific_month: value.specific_month ?? null,
    specific_date: value.specific_date ?? null,
    specific_time: value.specific_time ?? null,
  };
  for (const f of scheduleFailures(schedule))
    ctx.addIssue({ code: 'custom', path: [f.field], message: f.message });
}

/**
 * Task creation (spec §5): defaults type preventive, frequency monthly, duration 1, priority medium,
 * active; empty description, custom days, assignee, instructions and parts become null.
 */
export const createMaintenanceTaskBodySchema = z
  .object(taskFields)
  .superRefine(refineSchedule)
  .superRefine(refineTrigger);
export type CreateMaintenanceTaskInput = z.input<typeof createMaintenanceTaskBodySchema>;
export type CreateMaintenanceTaskBody = z.output<typeof createMaintenanceTaskBodySchema>;

/** Only the fields sent change; the server checks the merged schedule again. */
export const updateMaintenanceTaskBodySchema = z
  .object({
    ...taskFields,
    next_due_date: isoTimestamp.nullable(),
    type: z.enum(MAINTENANCE_TYPES),
    frequency: taskFrequencySchema,
    estimated_duration: hours,
    priority: z.enum(PRIORITIES),
    is_active: z.boolean(),
    schedule_mode: scheduleModeSchema,
    checklist: checklistSchema,
    trigger: taskTriggerSchema,
    meter_trigger: meterTriggerSchema.nullable(),
  })
  .partial()
  .strict();
export type UpdateMaintenanceTaskBody = z.output<typeof updateMaintenanceTaskBodySchema>;

/** A PM completion. */
export const completeMaintenanceTaskBodySchema = z.object({
  notes: optionalText(5000),
  checklist: z.array(checklistResultSchema).max(50).default([]),
  actual_duration: decimalSchema({ scale: 2, max: 10_000 }).nullish(),
  hygiene_clearance: hygieneClearanceSchema,
  /** The due date of the occurrence being completed, as the sender saw it (a stale one → 409). */
  next_due_date: isoTimestamp.nullish(),
  /** A usage task: the meter reading it was done at, when typed (it is saved as a reading too). */
  meter_reading: z.number({ error: 'Give the meter reading as a number' }).finite().min(0).nullish(),
  /** Tools counted out and back (BRCGS 4.9), as for work orders and breakdowns (docs/decisions/tool-control.md). */
  ...toolControlFields,
});
export type CompleteMaintenanceTaskInput = z.input<typeof completeMaintenanceTaskBodySchema>;
export type CompleteMaintenanceTaskBody = z.output<typeof completeMaintenanceTaskBodySchema>;

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
export const maintenanceTaskListQuerySchema = pageQuerySchema.extend({
  active: bool.optional(),
  type: z.enum(MAINTENANCE_TYPES).optional(),
  frequency: taskFrequencySchema.optional(),
  asset_id: z.uuid().optional(),
  assigned_to: z.uuid().optional(),
  overdue: bool.optional(),
  upcoming_days: z.coerce.number().int().min(1).max(366).optional(),
  q: z.string().trim().max(200).optional(),
  /** `next_due_date`: soonest due first (inactive tasks last); by default the newest task first. */
  sort: z.enum(['next_due_date']).optional(),
});
export type MaintenanceTaskListQuery = z.infer<typeof maintenanceTaskListQuerySchema>;

export const CALENDAR_EVENT_STATUSES = ['scheduled', 'done'] as const;
/** A calendar event (spec §3: id, taskId, assetId, title, date, duration, status, assignedTo, notes). */
export const calendarEventSchema = z.object({
  id: z.string(),
  task_id: z.uuid().nullable(),
  asset_id: z.uuid().nullable(),
  /** The asset's code and name, so identical titles on one day say which machine each is for. */
  asset: assetSummarySchema.nullable(),
  title: z.string(),
  date: z.string(),
  duration: z.number(),
  status: z.enum(CALENDAR_EVENT_STATUSES),
  assigned_to: z.uuid().nullable(),
  notes: z.string().nullable(),
  work_order_id: z.uuid().nullable(),
  source: z.enum(['task', 'work_order']),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** A calendar range [from, to): from before to, at most 400 days (a year's view and its edges). */
function refineRange(q: { from: string; to: string }, ctx: z.RefinementCtx) {
  const span = new Date(q.to).getTime() - new Date(q.from).getTime();
  if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'from must be before to' });
  else if (span > 400 * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The range may span at most 400 days' });
}
const calendarRange = { from: isoTimestamp, to: isoTimestamp };

export const calendarQuerySchema = z.object(calendarRange).superRefine(refineRange);

/**
 * The tasks whose occurrences can fall in a calendar range (GET /api/calendar/tasks): a page, soonest
 * due first, up to 500, because every active recurring task due before the range's end can recur in it.
 */
export const calendarTasksQuerySchema = pageQuerySchema
  .extend({
    ...calendarRange,
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
  })
  .superRefine(refineRange);
export type CalendarTasksQuery = z.infer<typeof calendarTasksQuerySchema>;

/** Only what projecting a task's occurrences and naming them needs (projectOccurrences). */
export const calendarTaskSchema = maintenanceTaskSchema.pick({
  id: true,
  title: true,
  asset: true,
  frequency: true,
  custom_frequency_days: true,
  schedule_mode: true,
  specific_year: true,
  specific_month: true,
  specific_date: true,
  specific_time: true,
  next_due_date: true,
  is_active: true,
  estimated_duration: true,
  trigger: true,
  due_forecast: true,
});
export type CalendarTask = z.infer<typeof calendarTaskSchema>;

/** One completion of a task: the BRCGS record of what was done (never overwritten). */
export const maintenanceCompletionSchema = z.object({
  id: z.uuid(),
  task_id: z.uuid(),
  due_date: z.string().nullable(),
  completed_at: z.string(),
  completed_by: z.uuid().nullable(),
  completed_by_name: z.string(),
  notes: z.string().nullable(),
  actual_duration: z.number().nullable(),
  checklist_results: z.array(
    checklistResultSchema.extend({
      text: z.string(),
      required: z.boolean(),
      note: z.string().nullable(),
      expected: z.string().nullish(),
    }),
  ),
  parts_used: z.array(z.object({ inventory_item_id: z.uuid(), quantity: z.number() })),
  hygiene_clearance: hygieneClearanceSchema,
  follow_up_work_order_id: z.uuid().nullable(),
  follow_up_work_order_number: z.string().nullable(),
  next_due_date: z.string().nullable(),
  /** The meter reading a usage task was done at. */
  meter_reading: z.number().nullable(),
});
export type MaintenanceCompletion = z.infer<typeof maintenanceCompletionSchema>;

export const resetMonthResponseSchema = z.object({ reset: z.number().int() });
