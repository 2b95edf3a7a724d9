import {
  BREAKDOWN_STAGES,
  BREAKDOWN_STATUSES,
  FIX_TYPES,
  MAINTENANCE_TYPES,
  PRIORITIES,
  SEVERITIES,
  TASK_FREQUENCIES,
  TASK_TRIGGERS,
  type ToolCount,
  WORK_ORDER_STATUSES,
} from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownerId, personId } from './accounts';
import { assets } from './assets';
import { decimal, defaultNow, GIN_NO_PENDING_LIST, oneOf, timestamps, tstz, uuidKey } from './columns';
import { meters } from './meters';

export const work_orders = pgTable(
  'work_orders',
  {
    id: uuidKey(),
    /**
     * WO-2026-000123, sequential per plant year (plantwise_work_order_number). Inserts through the
     * app number it in the plant's zone; a BEFORE INSERT trigger numbers any other insert (the NULL
     * default is replaced before NOT NULL is checked).
     */
    number: text('number').notNull().default(sql`null`),
    title: text('title').notNull(),
    description: text('description'),
    asset_id: uuid('asset_id').references(() => assets.id, { onDelete: 'restrict' }),
    status: text('status', { enum: WORK_ORDER_STATUSES }).notNull().default('pending'),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('medium'),
    assigned_to: personId('assigned_to'),
    date_created: defaultNow('date_created'),
    date_scheduled: tstz('date_scheduled'),
    date_completed: tstz('date_completed'),
    started_at: tstz('started_at'),
    estimated_duration: decimal('estimated_duration', { precision: 8, scale: 2 }).notNull().default(1),
    actual_duration: decimal('actual_duration', { precision: 8, scale: 2 }),
    cost: decimal('cost', { precision: 14, scale: 2 }),
    maintenance_type: text('maintenance_type', { enum: MAINTENANCE_TYPES }).notNull().default('corrective'),
    parts_used: jsonb('parts_used').notNull().default([]),
    notes: text('notes'),
    /** Steps to follow: [{id, text, required, expected?}] (docs/decisions/product-definitions.md). */
    checklist: jsonb('checklist').notNull().default([]),
    /** What the completer recorded per step: [{step_id, text, required, result, note}]. */
    checklist_results: jsonb('checklist_results').notNull().default([]),
    completion_notes: text('completion_notes'),
    completed_by: text('completed_by'),
    /** The labour rate (GBP/h) the cost was computed with, and the labour part of the cost. */
    labour_rate: decimal('labour_rate', { precision: 10, scale: 2 }),
    labour_cost: decimal('labour_cost', { precision: 14, scale: 2 }),
    /** Parts taken from the stores at their unit cost, and other costs typed at completion (contractors,
     * materials not from stores); `cost` is their sum with labour, the one figure every screen shows. */
    parts_cost: decimal('parts_cost', { precision: 14, scale: 2 }),
    other_cost: decimal('other_cost', { precision: 14, scale: 2 }),
    cancelled_at: tstz('cancelled_at'),
    cancelled_by: personId('cancelled_by'),
    cancel_reason: text('cancel_reason'),
    permanent_repair_deadline: tstz('permanent_repair_deadline'),
    /** BRCGS 4.7.4 hygiene clearance checklist, stored with the record. */
    hygiene_clearance: jsonb('hygiene_clearance'),
    /**
     * Tools counted out and back in at completion `[{name, out, in}]`, and the missing-tool incident written
     * when one is not back (docs/decisions/tool-control.md).
     */
    tool_counts: jsonb('tool_counts').$type<ToolCount[]>().notNull().default([]),
    missing_tool_incident: text('missing_tool_incident'),
    created_by: personId('created_by'),
    certificate_generated: boolean('certificate_generated').notNull().default(false),
    certificate_path: text('certificate_path'),
    certificate_generated_at: tstz('certificate_generated_at'),
    certificate_generated_by: text('certificate_generated_by'),
    pdf_file_path: text('pdf_file_path'),
    pdf_generated_at: tstz('pdf_generated_at'),
    pdf_generated_by: text('pdf_generated_by'),
    /** SHA-256 of the record's canonical content, printed on the certificate so a copy can be checked. */
    certificate_sha256: text('certificate_sha256'),
    follow_up_required: boolean('follow_up_required').notNull().default(false),
    follow_up_details: text('follow_up_details'),
    follow_up_date: tstz('follow_up_date'),
    follow_up_triggered: boolean('follow_up_triggered').notNull().default(false),
    follow_up_task_id: uuid('follow_up_task_id'),
    follow_up_completed: boolean('follow_up_completed').notNull().default(false),
    follow_up_completed_date: tstz('follow_up_completed_date'),
    follow_up_completed_by: text('follow_up_completed_by'),
    fix_type: text('fix_type', { enum: FIX_TYPES }),
    materials_tools_removed: boolean('materials_tools_removed'),
    safety_compliance: boolean('safety_compliance'),
    structural_damage: boolean('structural_damage'),
    rust_visible: boolean('rust_visible'),
    /** The breakdown whose temporary repair this work order makes permanent. */
    source_breakdown_id: uuid('source_breakdown_id'),
    /** The completed work order whose follow-up this is. */
    source_work_order_id: uuid('source_work_order_id'),
    /**
     * Lower-cased title, description, asset code and assignee name (spec §9's searched fields), for the
     * trigram index. Not a generated column: two of its parts live in other tables. Triggers keep it
     * right (migration 0021): on a write of the work order, and when an asset's code or a person's name
     * changes. Never written by the application.
     */
    search_text: text('search_text'),
    updated_at: defaultNow('updated_at'),
  },
  (t) => [
    check('work_orders_status_check', oneOf(t.status, WORK_ORDER_STATUSES)),
    check('work_orders_priority_check', oneOf(t.priority, PRIORITIES)),
    check('work_orders_type_check', oneOf(t.maintenance_type, MAINTENANCE_TYPES)),
    check('work_orders_fix_type_check', oneOf(t.fix_type, FIX_TYPES)),
    uniqueIndex('work_orders_number_idx').on(t.number),
    index('work_orders_asset_idx').on(t.asset_id),
    index('work_orders_status_idx').on(t.status, t.date_scheduled),
    index('work_orders_assigned_idx').on(t.assigned_to),
    // On PostgreSQL also INCLUDE (asset_id, search_text) since migration 0051 (Drizzle cannot say it): a
    // common word's newest matches are read by an index-only scan (docs/decisions/group-scale.md, "Search").
    index('work_orders_created_idx').on(t.date_created, t.id),
    // The search's titles that start with the term (a prefix LIKE: the collation's index cannot serve it).
    index('work_orders_title_prefix_idx').using('btree', sql`lower(${t.title}) text_pattern_ops`),
    index('work_orders_source_wo_idx').on(t.source_work_order_id),
    // The temporary repairs register reads only these (docs/decisions/temporary-repairs.md).
    index('work_orders_temporary_idx')
      .on(t.permanent_repair_deadline)
      .where(sql`${t.fix_type} = 'temporary'`),
    // The budget sums completed work by month.
    index('work_orders_completed_idx').on(t.date_completed).where(sql`${t.status} = 'completed'`),
    check(
      'work_orders_durations_check',
      sql`${t.estimated_duration} > 0 and coalesce(${t.actual_duration}, 0) >= 0`,
    ),
    index('work_orders_search_trgm_idx')
      .using('gin', sql`${t.search_text} gin_trgm_ops`)
      .with(GIN_NO_PENDING_LIST),
  ],
);

export const asset_breakdowns = pgTable(
  'asset_breakdowns',
  {
    id: uuidKey(),
    asset_id: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    severity: text('severity', { enum: SEVERITIES }).notNull().default('medium'),
    category: text('category'),
    immediate_actions: text('immediate_actions'),
    estimated_cost: decimal('estimated_cost', { precision: 14, scale: 2 }),
    reported_by: personId('reported_by'),
    assigned_to: personId('assigned_to'),
    status: text('status', { enum: BREAKDOWN_STATUSES }).notNull().default('reported'),
    breakdown_start_time: defaultNow('breakdown_start_time'),
    breakdown_end_time: tstz('breakdown_end_time'),
    downtime_hours: decimal('downtime_hours', { precision: 10, scale: 2 }),
    stage: text('stage', { enum: BREAKDOWN_STAGES }).notNull().default('detailed'),
    needs_completion: boolean('needs_completion').notNull().default(false),
    voice_notes: text('voice_notes'),
    field_reporter_name: text('field_reporter_name'),
    completion_deadline: tstz('completion_deadline'),
    completion_notes: text('completion_notes'),
    safety_compliance_check: text('safety_compliance_check'),
    breakdown_categories: jsonb('breakdown_categories').notNull().default([]),
    completed_by: text('completed_by'),
    completed_at: tstz('completed_at'),
    fix_type: text('fix_type', { enum: FIX_TYPES }),
    permanent_repair_deadline: tstz('permanent_repair_deadline'),
    // Restrict: the follow-up a kept record points at is cancelled, never deleted.
    follow_up_work_order_id: uuid('follow_up_work_order_id').references(() => work_orders.id, {
      onDelete: 'restrict',
    }),
    /** BRCGS 4.7.4 hygiene clearance checklist, stored with the record. */
    hygiene_clearance: jsonb('hygiene_clearance'),
    /**
     * Tools counted out and back in at completion `[{name, out, in}]`, and the missing-tool incident written
     * when one is not back (docs/decisions/tool-control.md).
     */
    tool_counts: jsonb('tool_counts').$type<ToolCount[]>().notNull().default([]),
    missing_tool_incident: text('missing_tool_incident'),
    ...timestamps,
  },
  (t) => [
    check('breakdowns_status_check', oneOf(t.status, BREAKDOWN_STATUSES)),
    check('breakdowns_severity_check', oneOf(t.severity, SEVERITIES)),
    check('breakdowns_stage_check', oneOf(t.stage, BREAKDOWN_STAGES)),
    check('breakdowns_fix_type_check', oneOf(t.fix_type, FIX_TYPES)),
    index('breakdowns_asset_idx').on(t.asset_id),
    index('breakdowns_status_idx').on(t.status, t.severity),
    index('breakdowns_follow_up_idx').on(t.follow_up_work_order_id),
    index('breakdowns_created_idx').on(t.created_at),
    index('breakdowns_start_idx').on(t.breakdown_start_time),
    // The temporary repairs register reads only these (docs/decisions/temporary-repairs.md).
    index('breakdowns_temporary_idx').on(t.permanent_repair_deadline).where(sql`${t.fix_type} = 'temporary'`),
  ],
);

/** The spec's log_validation_failure: every refused BRC completion attempt. */
export const breakdown_validation_failures = pgTable(
  'breakdown_validation_failures',
  {
    id: uuidKey(),
    breakdown_id: uuid('breakdown_id')
      .notNull()
      .references(() => asset_breakdowns.id, { onDelete: 'cascade' }),
    validation_type: text('validation_type').notNull(),
    failure_reason: text('failure_reason').notNull(),
    attempted_data: jsonb('attempted_data').notNull().default({}),
    attempted_by: personId('attempted_by'),
    created_at: defaultNow('created_at'),
  },
  (t) => [index('bvf_breakdown_idx').on(t.breakdown_id, t.created_at)],
);

/**
 * Notes added from an asset's QR label to a recent report ("add a note"): appended as rows, so notes
 * sent at the same moment are all kept (they used to be appended to the description, and lost when two
 * rewrote it at once). The address is kept for the audit trail, never shown.
 */
export const breakdown_public_notes = pgTable(
  'breakdown_public_notes',
  {
    id: uuidKey(),
    breakdown_id: uuid('breakdown_id')
      .notNull()
      .references(() => asset_breakdowns.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    field_reporter_name: text('field_reporter_name').notNull(),
    ip: text('ip'),
    created_at: defaultNow('created_at'),
  },
  (t) => [index('breakdown_public_notes_breakdown_idx').on(t.breakdown_id, t.created_at)],
);

export const maintenance_tasks = pgTable(
  'maintenance_tasks',
  {
    id: uuidKey(),
    asset_id: uuid('asset_id').references(() => assets.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type', { enum: MAINTENANCE_TYPES }).notNull().default('preventive'),
    frequency: text('frequency', { enum: TASK_FREQUENCIES }).notNull().default('monthly'),
    custom_frequency_days: integer('custom_frequency_days'),
    next_due_date: tstz('next_due_date'),
    last_completed_date: tstz('last_completed_date'),
    estimated_duration: decimal('estimated_duration', { precision: 8, scale: 2 }).notNull().default(1),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('medium'),
    assigned_to: personId('assigned_to'),
    instructions: text('instructions'),
    required_parts: jsonb('required_parts'),
    is_active: boolean('is_active').notNull().default(true),
    /** A user id, or 'system' for generated tasks (spec default). */
    created_by: text('created_by').notNull().default('system'),
    schedule_mode: text('schedule_mode', { enum: ['frequency', 'specific'] })
      .notNull()
      .default('frequency'),
    specific_year: integer('specific_year'),
    specific_month: integer('specific_month'),
    specific_date: integer('specific_date'),
    specific_time: text('specific_time'),
    work_order_id: uuid('work_order_id').references(() => work_orders.id, { onDelete: 'set null' }),
    /**
     * Steps `[{id, text, required, expected?}]` (docs/decisions/product-definitions.md), copied into each
     * completion record.
     */
    checklist: jsonb('checklist').notNull().default([]),
    certificate_generated: boolean('certificate_generated').notNull().default(false),
    certificate_path: text('certificate_path'),
    certificate_generated_at: tstz('certificate_generated_at'),
    certificate_generated_by: text('certificate_generated_by'),
    /** Title, description, asset code and assignee name, kept by triggers like work_orders.search_text. */
    search_text: text('search_text'),
    /**
     * Usage-based maintenance (docs/decisions/usage-pm.md): due by the calendar, by a meter of the task's
     * asset, or whichever comes first. A counter's task is due `meter_every` units after the reading its last
     * completion was done at (`usage_base_*`); a gauge's task raises a work order when a reading crosses
     * `meter_above`/`meter_below`.
     */
    trigger: text('trigger', { enum: TASK_TRIGGERS }).notNull().default('calendar'),
    meter_id: uuid('meter_id').references(() => meters.id, { onDelete: 'set null' }),
    meter_every: doublePrecision('meter_every'),
    meter_above: doublePrecision('meter_above'),
    meter_below: doublePrecision('meter_below'),
    /** The calendar schedule's own due date; `next_due_date` is the earlier of it and the usage one. */
    calendar_due_date: tstz('calendar_due_date'),
    /** `next_due_date` is a forecast from the last 30 days' usage, not a date the meter has passed. */
    due_forecast: boolean('due_forecast').notNull().default(false),
    /** The reading the last completion was done at (or the meter's latest when the trigger was set). */
    usage_base_value: doublePrecision('usage_base_value'),
    usage_base_at: tstz('usage_base_at'),
    /** Units left before the task is due by usage (≤ 0: due), as of the latest reading. */
    usage_remaining: doublePrecision('usage_remaining'),
    /**
     * The side of its limits the gauge was last read on (null: inside). Written in the reading's transaction,
     * which holds the meter's row lock, so readings of one meter move it one after the other and each
     * crossing raises exactly one work order.
     */
    gauge_side: text('gauge_side', { enum: ['above', 'below'] }),
    ...timestamps,
  },
  (t) => [
    check('tasks_type_check', oneOf(t.type, MAINTENANCE_TYPES)),
    check('tasks_trigger_check', oneOf(t.trigger, TASK_TRIGGERS)),
    check('tasks_gauge_side_check', oneOf(t.gauge_side, ['above', 'below'])),
    index('tasks_meter_idx').on(t.meter_id).where(sql`${t.meter_id} is not null`),
    check('tasks_frequency_check', oneOf(t.frequency, TASK_FREQUENCIES)),
    check('tasks_priority_check', oneOf(t.priority, PRIORITIES)),
    check('tasks_schedule_mode_check', oneOf(t.schedule_mode, ['frequency', 'specific'])),
    check('tasks_custom_days_check', sql`${t.custom_frequency_days} > 0`),
    index('tasks_asset_idx').on(t.asset_id),
    index('tasks_due_idx').on(t.is_active, t.next_due_date),
    // The search-text trigger finds a renamed person's tasks by it.
    index('tasks_assigned_idx').on(t.assigned_to),
    index('tasks_created_idx').on(t.created_at),
    index('tasks_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`).with(GIN_NO_PENDING_LIST),
  ],
);

/**
 * Every completion of a maintenance task (BRCGS 4.7.1 planned-maintenance evidence): one row per
 * completion, never updated or deleted (a trigger refuses it); the reset action leaves these alone.
 */
export const maintenance_completions = pgTable(
  'maintenance_completions',
  {
    id: uuidKey(),
    task_id: uuid('task_id')
      .notNull()
      .references(() => maintenance_tasks.id, { onDelete: 'restrict' }),
    asset_id: uuid('asset_id').references(() => assets.id, { onDelete: 'restrict' }),
    task_title: text('task_title').notNull(),
    /** The due date of the occurrence this completion closes (for on-time compliance). */
    due_date: tstz('due_date'),
    completed_at: tstz('completed_at').notNull(),
    completed_by: personId('completed_by'),
    completed_by_name: text('completed_by_name').notNull(),
    notes: text('notes'),
    actual_duration: decimal('actual_duration', { precision: 8, scale: 2 }),
    checklist_results: jsonb('checklist_results').notNull().default([]),
    parts_used: jsonb('parts_used').notNull().default([]),
    hygiene_clearance: jsonb('hygiene_clearance').notNull(),
    // Restrict: the follow-up a kept record points at is cancelled, never deleted.
    follow_up_work_order_id: uuid('follow_up_work_order_id').references(() => work_orders.id, {
      onDelete: 'restrict',
    }),
    next_due_date: tstz('next_due_date'),
    /** The meter reading a usage task was done at (the latest, or one typed at completion). */
    meter_reading: doublePrecision('meter_reading'),
    meter_reading_at: tstz('meter_reading_at'),
    /** Tools counted out and back, and the missing-tool incident, as on work orders (tool-control.md). */
    tool_counts: jsonb('tool_counts').$type<ToolCount[]>().notNull().default([]),
    missing_tool_incident: text('missing_tool_incident'),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    index('pm_completions_task_idx').on(t.task_id, t.completed_at),
    index('pm_completions_completed_idx').on(t.completed_at),
    index('pm_completions_follow_up_idx').on(t.follow_up_work_order_id),
  ],
);

export const CALENDAR_EVENT_STATUS_VALUES = ['scheduled', 'done'] as const;

/** Calendar events of spec §3 (the spec keeps them in the browser; we store them). */
export const calendar_events = pgTable(
  'calendar_events',
  {
    id: uuidKey(),
    task_id: uuid('task_id').references(() => maintenance_tasks.id, { onDelete: 'cascade' }),
    asset_id: uuid('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: tstz('date').notNull(),
    duration: decimal('duration', { precision: 8, scale: 2 }).notNull().default(1),
    status: text('status', { enum: CALENDAR_EVENT_STATUS_VALUES }).notNull().default('scheduled'),
    assigned_to: personId('assigned_to'),
    notes: text('notes'),
    work_order_id: uuid('work_order_id').references(() => work_orders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('calendar_events_status_check', oneOf(t.status, CALENDAR_EVENT_STATUS_VALUES)),
    index('calendar_events_date_idx').on(t.date),
    index('calendar_events_task_idx').on(t.task_id, t.status),
  ],
);

export const DUE_ALERT_KINDS = ['due_soon', 'overdue'] as const;

/**
 * One row per (task, due date, kind) alert sent: the unique key makes the due-alerts job send each
 * alert exactly once, however many instances run it at the same time.
 */
export const maintenance_due_alerts = pgTable(
  'maintenance_due_alerts',
  {
    id: uuidKey(),
    task_id: uuid('task_id')
      .notNull()
      .references(() => maintenance_tasks.id, { onDelete: 'cascade' }),
    due_date: tstz('due_date').notNull(),
    kind: text('kind', { enum: DUE_ALERT_KINDS }).notNull(),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    check('due_alerts_kind_check', oneOf(t.kind, DUE_ALERT_KINDS)),
    uniqueIndex('due_alerts_once_idx').on(t.task_id, t.due_date, t.kind),
  ],
);

/**
 * One row per manager and plant day on which they were told that temporary repairs are overdue
 * (docs/decisions/temporary-repairs.md): the key lets one instance send each day's alert, however many run.
 */
export const temporary_repair_alerts = pgTable(
  'temporary_repair_alerts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    user_id: ownerId(),
    sent_at: defaultNow('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.day, t.user_id] })],
);
