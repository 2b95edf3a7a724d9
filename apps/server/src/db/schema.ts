import {
  ASSET_CATEGORIES,
  ASSET_STATUSES,
  BREAKDOWN_STAGES,
  BREAKDOWN_STATUSES,
  CRITICALITIES,
  DELIVERY_STATUSES,
  FIX_TYPES,
  INVITATION_STATUSES,
  MAIL_STATUSES,
  MAINTENANCE_TYPES,
  NOTICE_KINDS,
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_TYPES,
  PRIORITIES,
  ROLES,
  SEVERITIES,
  STOCK_STATUSES,
  TASK_FREQUENCIES,
  URGENCIES,
  WORK_ORDER_STATUSES,
} from '@plantwise/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** CHECK (column IN (...)) from one of the domain's vocabularies. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Money and hours come back as JS numbers, not strings (DESIGN.md §3: money is a number). */
const decimal = customType<{
  data: number;
  driverData: string | number;
  config: { precision: number; scale: number };
}>({
  dataType: (config) => `numeric(${config?.precision ?? 14}, ${config?.scale ?? 2})`,
  fromDriver: (value) => Number(value),
  toDriver: (value) => String(value),
});

/** PostgreSQL prints '2026-11-21 08:00:00.5+00'; the API speaks ISO-8601 (DESIGN.md §3). */
export function toIsoTimestamp(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  const normalised = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  return new Date(normalised).toISOString();
}

const tstz = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: toIsoTimestamp,
});
const timestamps = {
  created_at: tstz('created_at').notNull().default(sql`now()`),
  updated_at: tstz('updated_at').notNull().default(sql`now()`),
};

// ── Accounts ────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    email_confirmed_at: tstz('email_confirmed_at'),
    active: boolean('active').notNull().default(true),
    last_sign_in_at: tstz('last_sign_in_at'),
    /** Auth user metadata of spec §3: full_name, invited_role, invitation_id. */
    user_metadata: jsonb('user_metadata').notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    full_name: text('full_name'),
    role: text('role').notNull().default('user'),
    email_verified: boolean('email_verified').notNull().default(false),
    email_verified_at: tstz('email_verified_at'),
    ...timestamps,
  },
  (t) => [check('profiles_role_check', oneOf(t.role, ROLES)), index('profiles_role_idx').on(t.role)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    token_hash: text('token_hash').notNull(),
    created_at: tstz('created_at').notNull().default(sql`now()`),
    last_seen_at: tstz('last_seen_at').notNull().default(sql`now()`),
    expires_at: tstz('expires_at').notNull(),
    revoked_at: tstz('revoked_at'),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

export const user_invitations = pgTable(
  'user_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    full_name: text('full_name'),
    role: text('role').notNull().default('user'),
    /** SHA-256 of the 128-bit link token (the spec's invitation_token, kept hashed). */
    invitation_token_hash: text('invitation_token_hash').notNull(),
    /** SHA-256 of the 6-digit code. */
    code_hash: text('code_hash').notNull(),
    status: text('status').notNull().default('pending'),
    expires_at: tstz('expires_at').notNull(),
    accepted_at: tstz('accepted_at'),
    accepted_user_id: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revoked_at: tstz('revoked_at'),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    notification_preferences: jsonb('notification_preferences').notNull().default([]),
    ...timestamps,
  },
  (t) => [
    check('user_invitations_role_check', oneOf(t.role, ROLES)),
    check('user_invitations_status_check', oneOf(t.status, INVITATION_STATUSES)),
    uniqueIndex('user_invitations_token_idx').on(t.invitation_token_hash),
    index('user_invitations_code_idx').on(t.code_hash),
    index('user_invitations_email_idx').on(sql`lower(${t.email})`),
    index('user_invitations_created_idx').on(t.created_at),
  ],
);

export const email_confirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: tstz('expires_at').notNull(),
    used_at: tstz('used_at'),
    created_at: tstz('created_at').notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('email_confirmations_token_idx').on(t.token_hash)],
);

/** Sign-in and invitation-code attempts: per-address, per-account and global limits across instances. */
export const auth_attempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    ip: text('ip'),
    account: text('account'),
    success: boolean('success').notNull(),
    created_at: tstz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.created_at),
    index('auth_attempts_account_idx').on(t.kind, t.account, t.created_at),
    index('auth_attempts_time_idx').on(t.kind, t.success, t.created_at),
  ],
);

// ── Notifications ───────────────────────────────────────────────────────────

export const user_notification_preferences = pgTable(
  'user_notification_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notification_type: text('notification_type').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    email_enabled: boolean('email_enabled').notNull().default(false),
    push_enabled: boolean('push_enabled').notNull().default(false),
    sms_enabled: boolean('sms_enabled').notNull().default(false),
    frequency: text('frequency').notNull().default('immediate'),
    ...timestamps,
  },
  (t) => [
    check('unp_type_check', oneOf(t.notification_type, NOTIFICATION_TYPES)),
    check('unp_frequency_check', oneOf(t.frequency, NOTIFICATION_FREQUENCIES)),
    uniqueIndex('unp_user_type_idx').on(t.user_id, t.notification_type),
    index('unp_type_idx').on(t.notification_type, t.enabled),
  ],
);

export const notification_queue = pgTable(
  'notification_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notification_type: text('notification_type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    urgency: text('urgency').notNull().default('medium'),
    metadata: jsonb('metadata').notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: tstz('next_attempt_at').notNull().default(sql`now()`),
    last_error: text('last_error'),
    processed_at: tstz('processed_at'),
    created_at: tstz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    check('nq_type_check', oneOf(t.notification_type, NOTIFICATION_TYPES)),
    check('nq_urgency_check', oneOf(t.urgency, URGENCIES)),
    check('nq_status_check', oneOf(t.status, ['pending', 'processed', 'failed'])),
    index('nq_due_idx').on(t.status, t.next_attempt_at),
  ],
);

export const notification_history = pgTable(
  'notification_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue_id: uuid('queue_id').references(() => notification_queue.id, { onDelete: 'set null' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    notification_type: text('notification_type').notNull(),
    channel: text('channel').notNull().default('email'),
    title: text('title'),
    message: text('message'),
    metadata: jsonb('metadata').notNull().default({}),
    delivery_status: text('delivery_status').notNull().default('pending'),
    error: text('error'),
    ...timestamps,
  },
  (t) => [
    check('nh_type_check', oneOf(t.notification_type, NOTIFICATION_TYPES)),
    check('nh_delivery_status_check', oneOf(t.delivery_status, DELIVERY_STATUSES)),
    index('nh_breakdown_idx').on(t.notification_type, sql`(${t.metadata}->>'breakdown_id')`),
    index('nh_created_idx').on(t.created_at),
    // E-mail outcomes still waiting for the mail job or the daily digest (the delivery job's sweep).
    index('nh_pending_idx').on(t.channel, t.created_at).where(sql`${t.delivery_status} = 'pending'`),
  ],
);

/** The in-app notification centre (bell), per user and persistent. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('info'),
    notification_type: text('notification_type'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    action_url: text('action_url'),
    persistent: boolean('persistent').notNull().default(true),
    read_at: tstz('read_at'),
    created_at: tstz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    check('notifications_kind_check', oneOf(t.kind, NOTICE_KINDS)),
    index('notifications_user_idx').on(t.user_id, t.created_at),
    index('notifications_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
  ],
);

// ── Assets and maintenance ──────────────────────────────────────────────────

export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    asset_id: text('asset_id').notNull(),
    asset_name: text('asset_name').notNull(),
    make: text('make'),
    model_variant: text('model_variant'),
    serial_number: text('serial_number'),
    e_diagram_number: text('e_diagram_number'),
    description: text('description'),
    oem_agent: text('oem_agent'),
    yom: integer('yom'),
    site: text('site'),
    max_output: text('max_output'),
    location: text('location'),
    purchase_cost: decimal('purchase_cost', { precision: 14, scale: 2 }),
    current_market_value: decimal('current_market_value', { precision: 14, scale: 2 }),
    annual_depreciation_rate: decimal('annual_depreciation_rate', { precision: 5, scale: 2 }),
    purchase_date: date('purchase_date', { mode: 'string' }),
    warranty_expiry: date('warranty_expiry', { mode: 'string' }),
    status: text('status').notNull().default('operational'),
    category: text('category').notNull().default('machinery'),
    criticality: text('criticality').notNull().default('medium'),
    condition_grade: text('condition_grade'),
    condition_score: integer('condition_score'),
    risk_probability: integer('risk_probability'),
    risk_impact: integer('risk_impact'),
    parts_availability_risk: text('parts_availability_risk'),
    images: jsonb('images').notNull().default([]),
    featured_image_url: text('featured_image_url'),
    /** Set instead of deleting an asset that has records (DESIGN.md §5). */
    archived_at: tstz('archived_at'),
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(asset_name, '') || ' ' || asset_id || ' ' || coalesce(make, '') || ' ' || coalesce(model_variant, '') || ' ' || coalesce(location, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    check('assets_status_check', oneOf(t.status, ASSET_STATUSES)),
    check('assets_category_check', oneOf(t.category, ASSET_CATEGORIES)),
    check('assets_criticality_check', oneOf(t.criticality, CRITICALITIES)),
    check('assets_condition_score_check', sql`${t.condition_score} between 0 and 100`),
    check('assets_risk_probability_check', sql`${t.risk_probability} between 1 and 5`),
    check('assets_risk_impact_check', sql`${t.risk_impact} between 1 and 5`),
    uniqueIndex('assets_asset_id_lower_idx').on(sql`lower(${t.asset_id})`),
    index('assets_name_idx').on(sql`lower(${t.asset_name})`),
    index('assets_status_idx').on(t.status),
    index('assets_category_idx').on(t.category),
    index('assets_criticality_idx').on(t.criticality),
    index('assets_site_idx').on(t.site),
    index('assets_created_idx').on(t.created_at),
    index('assets_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const work_orders = pgTable(
  'work_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    asset_id: uuid('asset_id').references(() => assets.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    priority: text('priority').notNull().default('medium'),
    assigned_to: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    date_created: tstz('date_created').notNull().default(sql`now()`),
    date_scheduled: tstz('date_scheduled'),
    date_completed: tstz('date_completed'),
    estimated_duration: decimal('estimated_duration', { precision: 8, scale: 2 }).notNull().default(1),
    actual_duration: decimal('actual_duration', { precision: 8, scale: 2 }),
    cost: decimal('cost', { precision: 14, scale: 2 }),
    maintenance_type: text('maintenance_type').notNull().default('corrective'),
    parts_used: jsonb('parts_used').notNull().default([]),
    notes: text('notes'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    certificate_generated: boolean('certificate_generated').notNull().default(false),
    certificate_path: text('certificate_path'),
    certificate_generated_at: tstz('certificate_generated_at'),
    certificate_generated_by: text('certificate_generated_by'),
    pdf_file_path: text('pdf_file_path'),
    pdf_generated_at: tstz('pdf_generated_at'),
    pdf_generated_by: text('pdf_generated_by'),
    follow_up_required: boolean('follow_up_required').notNull().default(false),
    follow_up_details: text('follow_up_details'),
    follow_up_date: tstz('follow_up_date'),
    follow_up_triggered: boolean('follow_up_triggered').notNull().default(false),
    follow_up_task_id: uuid('follow_up_task_id'),
    follow_up_completed: boolean('follow_up_completed').notNull().default(false),
    follow_up_completed_date: tstz('follow_up_completed_date'),
    follow_up_completed_by: text('follow_up_completed_by'),
    fix_type: text('fix_type'),
    materials_tools_removed: boolean('materials_tools_removed'),
    safety_compliance: boolean('safety_compliance'),
    structural_damage: boolean('structural_damage'),
    rust_visible: boolean('rust_visible'),
    /** The breakdown whose temporary repair this work order makes permanent. */
    source_breakdown_id: uuid('source_breakdown_id'),
    search_text: text('search_text').generatedAlwaysAs(sql`lower(title || ' ' || coalesce(description, ''))`),
    updated_at: tstz('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    check('work_orders_status_check', oneOf(t.status, WORK_ORDER_STATUSES)),
    check('work_orders_priority_check', oneOf(t.priority, PRIORITIES)),
    check('work_orders_type_check', oneOf(t.maintenance_type, MAINTENANCE_TYPES)),
    check('work_orders_fix_type_check', oneOf(t.fix_type, FIX_TYPES)),
    index('work_orders_asset_idx').on(t.asset_id),
    index('work_orders_status_idx').on(t.status, t.date_scheduled),
    index('work_orders_assigned_idx').on(t.assigned_to),
    index('work_orders_created_idx').on(t.date_created),
    index('work_orders_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const asset_breakdowns = pgTable(
  'asset_breakdowns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    asset_id: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    severity: text('severity').notNull().default('medium'),
    category: text('category'),
    immediate_actions: text('immediate_actions'),
    estimated_cost: decimal('estimated_cost', { precision: 14, scale: 2 }),
    reported_by: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    assigned_to: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('reported'),
    breakdown_start_time: tstz('breakdown_start_time').notNull().default(sql`now()`),
    breakdown_end_time: tstz('breakdown_end_time'),
    downtime_hours: decimal('downtime_hours', { precision: 10, scale: 2 }),
    stage: text('stage').notNull().default('detailed'),
    needs_completion: boolean('needs_completion').notNull().default(false),
    voice_notes: text('voice_notes'),
    field_reporter_name: text('field_reporter_name'),
    completion_deadline: tstz('completion_deadline'),
    completion_notes: text('completion_notes'),
    safety_compliance_check: text('safety_compliance_check'),
    breakdown_categories: jsonb('breakdown_categories').notNull().default([]),
    completed_by: text('completed_by'),
    completed_at: tstz('completed_at'),
    fix_type: text('fix_type'),
    permanent_repair_deadline: tstz('permanent_repair_deadline'),
    follow_up_work_order_id: uuid('follow_up_work_order_id').references(() => work_orders.id, {
      onDelete: 'set null',
    }),
    /** BRCGS 4.7.4 hygiene clearance checklist, stored with the record. */
    hygiene_clearance: jsonb('hygiene_clearance'),
    ...timestamps,
  },
  (t) => [
    check('breakdowns_status_check', oneOf(t.status, BREAKDOWN_STATUSES)),
    check('breakdowns_severity_check', oneOf(t.severity, SEVERITIES)),
    check('breakdowns_stage_check', oneOf(t.stage, BREAKDOWN_STAGES)),
    check('breakdowns_fix_type_check', oneOf(t.fix_type, FIX_TYPES)),
    index('breakdowns_asset_idx').on(t.asset_id),
    index('breakdowns_status_idx').on(t.status, t.severity),
    index('breakdowns_created_idx').on(t.created_at),
    index('breakdowns_start_idx').on(t.breakdown_start_time),
  ],
);

/** The spec's log_validation_failure: every refused BRC completion attempt. */
export const breakdown_validation_failures = pgTable(
  'breakdown_validation_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    breakdown_id: uuid('breakdown_id')
      .notNull()
      .references(() => asset_breakdowns.id, { onDelete: 'cascade' }),
    validation_type: text('validation_type').notNull(),
    failure_reason: text('failure_reason').notNull(),
    attempted_data: jsonb('attempted_data').notNull().default({}),
    attempted_by: uuid('attempted_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: tstz('created_at').notNull().default(sql`now()`),
  },
  (t) => [index('bvf_breakdown_idx').on(t.breakdown_id, t.created_at)],
);

export const maintenance_tasks = pgTable(
  'maintenance_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    asset_id: uuid('asset_id').references(() => assets.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type').notNull().default('preventive'),
    frequency: text('frequency').notNull().default('monthly'),
    custom_frequency_days: integer('custom_frequency_days'),
    next_due_date: tstz('next_due_date'),
    last_completed_date: tstz('last_completed_date'),
    estimated_duration: decimal('estimated_duration', { precision: 8, scale: 2 }).notNull().default(1),
    priority: text('priority').notNull().default('medium'),
    assigned_to: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    instructions: text('instructions'),
    required_parts: jsonb('required_parts'),
    is_active: boolean('is_active').notNull().default(true),
    /** A user id, or 'system' for generated tasks (spec default). */
    created_by: text('created_by').notNull().default('system'),
    schedule_mode: text('schedule_mode').notNull().default('frequency'),
    specific_year: integer('specific_year'),
    specific_month: integer('specific_month'),
    specific_date: integer('specific_date'),
    specific_time: text('specific_time'),
    work_order_id: uuid('work_order_id').references(() => work_orders.id, { onDelete: 'set null' }),
    certificate_generated: boolean('certificate_generated').notNull().default(false),
    certificate_path: text('certificate_path'),
    certificate_generated_at: tstz('certificate_generated_at'),
    certificate_generated_by: text('certificate_generated_by'),
    search_text: text('search_text').generatedAlwaysAs(sql`lower(title || ' ' || coalesce(description, ''))`),
    ...timestamps,
  },
  (t) => [
    check('tasks_type_check', oneOf(t.type, MAINTENANCE_TYPES)),
    check('tasks_frequency_check', oneOf(t.frequency, TASK_FREQUENCIES)),
    check('tasks_priority_check', oneOf(t.priority, PRIORITIES)),
    check('tasks_schedule_mode_check', oneOf(t.schedule_mode, ['frequency', 'specific'])),
    check('tasks_custom_days_check', sql`${t.custom_frequency_days} > 0`),
    index('tasks_asset_idx').on(t.asset_id),
    index('tasks_due_idx').on(t.is_active, t.next_due_date),
    index('tasks_created_idx').on(t.created_at),
    index('tasks_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const inventory_items = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    item_id: text('item_id').notNull(),
    item_name: text('item_name').notNull(),
    category: text('category'),
    supplier: text('supplier'),
    quantity_in_stock: integer('quantity_in_stock').notNull().default(0),
    min_stock_level: integer('min_stock_level').notNull().default(0),
    unit_cost: decimal('unit_cost', { precision: 14, scale: 2 }),
    location: text('location'),
    status: text('status').notNull().default('out-of-stock'),
    linked_asset_ids: jsonb('linked_asset_ids').notNull().default([]),
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(item_name || ' ' || item_id || ' ' || coalesce(category, '') || ' ' || coalesce(supplier, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    check('inventory_status_check', oneOf(t.status, STOCK_STATUSES)),
    check('inventory_quantity_check', sql`${t.quantity_in_stock} >= 0`),
    check('inventory_min_check', sql`${t.min_stock_level} >= 0`),
    uniqueIndex('inventory_item_id_lower_idx').on(sql`lower(${t.item_id})`),
    index('inventory_status_idx').on(t.status),
    index('inventory_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

// ── Platform ────────────────────────────────────────────────────────────────

/** Append-only: a trigger refuses UPDATE and DELETE (DESIGN.md §5). */
export const audit_log = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurred_at: tstz('occurred_at').notNull().default(sql`now()`),
    actor_id: uuid('actor_id'),
    actor_email: text('actor_email'),
    action: text('action').notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    request_id: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id, t.occurred_at),
    index('audit_log_time_idx').on(t.occurred_at),
  ],
);

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_type: text('owner_type').notNull(),
    owner_id: uuid('owner_id').notNull(),
    filename: text('filename').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: tstz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    check('files_size_check', sql`${t.size_bytes} <= 10485760`),
    index('files_owner_idx').on(t.owner_type, t.owner_id),
  ],
);

export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: tstz('next_attempt_at').notNull().default(sql`now()`),
    last_error: text('last_error'),
    sent_at: tstz('sent_at'),
    created_at: tstz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    check('mail_outbox_status_check', oneOf(t.status, MAIL_STATUSES)),
    index('mail_outbox_due_idx').on(t.status, t.next_attempt_at),
    index('mail_outbox_created_idx').on(t.created_at),
  ],
);
