import type {
  CalendarEvent,
  CalendarTask,
  ChecklistStep,
  MaintenanceCompletion,
  MaintenanceTask,
  MaintenanceTaskListQuery,
} from '@plantwise/domain';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { likeTerm } from '../../db/like-term';
import {
  assets,
  calendar_events,
  maintenance_completions,
  maintenance_due_alerts,
  maintenance_tasks,
  meter_readings,
  meters,
  profiles,
  work_orders,
} from '../../db/schema';
import { type SiteScope, workInScope } from '../../db/site-scope';

const assignee = alias(profiles, 'assignee');
const assetSummary = { id: assets.id, asset_id: assets.asset_id, asset_name: assets.asset_name };

export type TaskRow = typeof maintenance_tasks.$inferSelect;
export type NewTask = typeof maintenance_tasks.$inferInsert;

// The search column is the text index's input, never an answer: not read back.
const { search_text: _searchText, ...taskColumns } = getTableColumns(maintenance_tasks);

function selectJoined(db: DbOrTx) {
  return db
    .select({
      task: taskColumns,
      asset: assetSummary,
      assignee: { id: assignee.id, full_name: assignee.full_name, email: assignee.email },
    })
    .from(maintenance_tasks)
    .leftJoin(assets, eq(assets.id, maintenance_tasks.asset_id))
    .leftJoin(assignee, eq(assignee.id, maintenance_tasks.assigned_to));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectJoined>['limit']>>[number];

function toTask(row: Joined): MaintenanceTask {
  const {
    meter_id,
    meter_every,
    meter_above,
    meter_below,
    usage_base_value: _base,
    usage_base_at: _baseAt,
    gauge_side: _side,
    ...t
  } = row.task;
  return {
    ...t,
    meter_trigger: meter_id ? { meter_id, every: meter_every, above: meter_above, below: meter_below } : null,
    required_parts: (t.required_parts as string[] | null) ?? null,
    checklist: (t.checklist as ChecklistStep[] | null) ?? [],
    asset: row.asset?.id ? row.asset : null,
    assignee: row.assignee?.id ? row.assignee : null,
  } as MaintenanceTask;
}

/**
 * The task is within the caller's sites: its asset is at one of them, or it has no asset (shared,
 * docs/decisions/site-access.md). Its completions and calendar events follow it.
 */
const inScope = (scope: SiteScope) => workInScope(scope, maintenance_tasks.asset_id);

function listFilters(scope: SiteScope, query: Partial<MaintenanceTaskListQuery>, now: Date): SQL | undefined {
  const c: SQL[] = [];
  if (scope !== null) c.push(inScope(scope));
  const at = now.toISOString();
  if (query.active !== undefined) c.push(eq(maintenance_tasks.is_active, query.active));
  if (query.type) c.push(eq(maintenance_tasks.type, query.type));
  if (query.frequency) c.push(eq(maintenance_tasks.frequency, query.frequency));
  if (query.asset_id) c.push(eq(maintenance_tasks.asset_id, query.asset_id));
  if (query.assigned_to) c.push(eq(maintenance_tasks.assigned_to, query.assigned_to));
  // Overdue and upcoming follow the domain rules (isTaskOverdue, upcomingTasks).
  if (query.overdue === true)
    c.push(and(eq(maintenance_tasks.is_active, true), lt(maintenance_tasks.next_due_date, at)) as SQL);
  if (query.upcoming_days) {
    const until = new Date(now.getTime() + query.upcoming_days * 86_400_000).toISOString();
    c.push(
      and(
        eq(maintenance_tasks.is_active, true),
        gte(maintenance_tasks.next_due_date, at),
        lte(maintenance_tasks.next_due_date, until),
      ) as SQL,
    );
  }
  if (query.q) {
    const term = likeTerm(query.q.toLowerCase());
    c.push(
      or(
        sql`${maintenance_tasks.search_text} like ${term}`,
        ilike(assets.asset_id, term),
        ilike(assignee.full_name, term),
        ilike(assignee.email, term),
      ) as SQL,
    );
  }
  return c.length ? and(...c) : undefined;
}

/**
 * A page of tasks: soonest due first when filtering by upcoming/overdue or asked to (`sort=next_due_date`,
 * active before inactive), else newest first (spec §7).
 */
export async function listTasks(db: DbOrTx, scope: SiteScope, query: MaintenanceTaskListQuery, now: Date) {
  const where = listFilters(scope, query, now);
  const order =
    query.sort === 'next_due_date'
      ? [
          desc(maintenance_tasks.is_active),
          sql`${maintenance_tasks.next_due_date} asc nulls last`,
          asc(maintenance_tasks.id),
        ]
      : query.upcoming_days || query.overdue
        ? [asc(maintenance_tasks.next_due_date), asc(maintenance_tasks.id)]
        : [desc(maintenance_tasks.created_at), desc(maintenance_tasks.id)];
  const rows = await selectJoined(db)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(maintenance_tasks)
    .leftJoin(assets, eq(assets.id, maintenance_tasks.asset_id))
    .leftJoin(assignee, eq(assignee.id, maintenance_tasks.assigned_to))
    .where(where);
  return { data: rows.map(toTask), total };
}

/** The task, or null (also for another site's). */
export async function findTask(db: DbOrTx, id: string, scope: SiteScope): Promise<MaintenanceTask | null> {
  const [row] = await selectJoined(db)
    .where(and(eq(maintenance_tasks.id, id), inScope(scope)))
    .limit(1);
  return row ? toTask(row) : null;
}

export async function lockTask(tx: DbOrTx, id: string, scope: SiteScope): Promise<TaskRow | null> {
  const [row] = await tx
    .select()
    .from(maintenance_tasks)
    .where(and(eq(maintenance_tasks.id, id), inScope(scope)))
    .for('update');
  return row ?? null;
}

export async function insertTask(tx: DbOrTx, values: NewTask) {
  const [row] = await tx.insert(maintenance_tasks).values(values).returning();
  return row;
}

export async function updateTask(tx: DbOrTx, id: string, values: Partial<NewTask>) {
  const [row] = await tx
    .update(maintenance_tasks)
    .set(values)
    .where(eq(maintenance_tasks.id, id))
    .returning();
  return row;
}

export async function deleteTask(tx: DbOrTx, id: string) {
  await tx.delete(calendar_events).where(eq(calendar_events.task_id, id));
  await tx.delete(maintenance_tasks).where(eq(maintenance_tasks.id, id));
}

export async function countCompletions(db: DbOrTx, taskId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(maintenance_completions)
    .where(eq(maintenance_completions.task_id, taskId));
  return n;
}

/** Tasks of the caller's sites completed within [from, to), locked: the reset-month selection. */
export async function lockTasksCompletedBetween(tx: DbOrTx, scope: SiteScope, from: Date, to: Date) {
  return tx
    .select({ id: maintenance_tasks.id, last_completed_date: maintenance_tasks.last_completed_date })
    .from(maintenance_tasks)
    .where(
      and(
        isNotNull(maintenance_tasks.last_completed_date),
        gte(maintenance_tasks.last_completed_date, from.toISOString()),
        lt(maintenance_tasks.last_completed_date, to.toISOString()),
        inScope(scope),
      ),
    )
    .for('update');
}

export type NewCalendarEvent = typeof calendar_events.$inferInsert;
export async function insertCalendarEvent(tx: DbOrTx, values: NewCalendarEvent) {
  const [row] = await tx.insert(calendar_events).values(values).returning();
  return row;
}

/** The task's still-scheduled events move with its due date (spec §4). */
export async function moveScheduledEvents(tx: DbOrTx, taskId: string, date: string, at: string) {
  await tx
    .update(calendar_events)
    .set({ date, updated_at: at })
    .where(and(eq(calendar_events.task_id, taskId), eq(calendar_events.status, 'scheduled')));
}

/** Marks the occurrence's scheduled events done when the task is completed. */
export async function markScheduledEventsDone(tx: DbOrTx, taskId: string, at: string) {
  await tx
    .update(calendar_events)
    .set({ status: 'done', updated_at: at })
    .where(and(eq(calendar_events.task_id, taskId), eq(calendar_events.status, 'scheduled')));
}

export async function setScheduledEventWorkOrder(
  tx: DbOrTx,
  taskId: string,
  workOrderId: string,
  at: string,
) {
  await tx
    .update(calendar_events)
    .set({ work_order_id: workOrderId, updated_at: at })
    .where(and(eq(calendar_events.task_id, taskId), eq(calendar_events.status, 'scheduled')));
}

/**
 * Calendar events in [from, to), plus scheduled work orders without an event of their own, of the caller's
 * sites (an event or work order without an asset is shared).
 */
export async function listCalendar(
  db: DbOrTx,
  scope: SiteScope,
  from: string,
  to: string,
): Promise<CalendarEvent[]> {
  const events = await db
    .select({ event: calendar_events, asset: assetSummary })
    .from(calendar_events)
    .leftJoin(assets, eq(assets.id, calendar_events.asset_id))
    .where(
      and(
        gte(calendar_events.date, from),
        lt(calendar_events.date, to),
        workInScope(scope, calendar_events.asset_id),
      ),
    )
    .orderBy(asc(calendar_events.date));
  const orders = await db
    .select({
      id: work_orders.id,
      title: work_orders.title,
      asset_id: work_orders.asset_id,
      asset: assetSummary,
      date_scheduled: work_orders.date_scheduled,
      estimated_duration: work_orders.estimated_duration,
      status: work_orders.status,
      assigned_to: work_orders.assigned_to,
    })
    .from(work_orders)
    .leftJoin(assets, eq(assets.id, work_orders.asset_id))
    .where(
      and(
        gte(work_orders.date_scheduled, from),
        lt(work_orders.date_scheduled, to),
        sql`not exists (select 1 from ${calendar_events} ce where ce.work_order_id = ${work_orders.id})`,
        workInScope(scope, work_orders.asset_id),
      ),
    )
    .orderBy(asc(work_orders.date_scheduled));
  return [
    ...events.map(({ event: e, asset }) => ({
      id: e.id,
      task_id: e.task_id,
      asset_id: e.asset_id,
      asset: asset?.id ? asset : null,
      title: e.title,
      date: e.date,
      duration: e.duration,
      status: e.status,
      assigned_to: e.assigned_to,
      notes: e.notes,
      work_order_id: e.work_order_id,
      source: 'task' as const,
    })),
    ...orders.map((o) => ({
      id: o.id,
      task_id: null,
      asset_id: o.asset_id,
      asset: o.asset?.id ? o.asset : null,
      title: o.title,
      date: o.date_scheduled as string,
      duration: o.estimated_duration,
      status: o.status === 'completed' ? ('done' as const) : ('scheduled' as const),
      assigned_to: o.assigned_to,
      notes: null,
      work_order_id: o.id,
      source: 'work_order' as const,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The active tasks whose occurrences can fall in [from, to): due before its end, and a one-off (specific
 * date) only when due inside it, since a recurring task due earlier recurs into the range. Soonest due first.
 */
export async function listCalendarTasks(
  db: DbOrTx,
  scope: SiteScope,
  query: { from: string; to: string; limit: number; offset: number },
): Promise<{ data: CalendarTask[]; total: number }> {
  const where = and(
    eq(maintenance_tasks.is_active, true),
    lt(maintenance_tasks.next_due_date, query.to),
    or(eq(maintenance_tasks.schedule_mode, 'frequency'), gte(maintenance_tasks.next_due_date, query.from)),
    inScope(scope),
  );
  const rows = await db
    .select({
      id: maintenance_tasks.id,
      title: maintenance_tasks.title,
      asset: assetSummary,
      frequency: maintenance_tasks.frequency,
      custom_frequency_days: maintenance_tasks.custom_frequency_days,
      schedule_mode: maintenance_tasks.schedule_mode,
      specific_year: maintenance_tasks.specific_year,
      specific_month: maintenance_tasks.specific_month,
      specific_date: maintenance_tasks.specific_date,
      specific_time: maintenance_tasks.specific_time,
      next_due_date: maintenance_tasks.next_due_date,
      is_active: maintenance_tasks.is_active,
      estimated_duration: maintenance_tasks.estimated_duration,
      trigger: maintenance_tasks.trigger,
      due_forecast: maintenance_tasks.due_forecast,
    })
    .from(maintenance_tasks)
    .leftJoin(assets, eq(assets.id, maintenance_tasks.asset_id))
    .where(where)
    .orderBy(asc(maintenance_tasks.next_due_date), asc(maintenance_tasks.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(maintenance_tasks)
    .where(where);
  return { data: rows.map((r) => ({ ...r, asset: r.asset?.id ? r.asset : null })), total };
}

export type NewCompletion = typeof maintenance_completions.$inferInsert;
export async function insertCompletion(tx: DbOrTx, values: NewCompletion) {
  const [row] = await tx.insert(maintenance_completions).values(values).returning();
  return row;
}

/** Every completion of a task, newest first. */
export async function listCompletions(db: DbOrTx, taskId: string): Promise<MaintenanceCompletion[]> {
  const rows = await db
    .select({
      ...getTableColumns(maintenance_completions),
      follow_up_work_order_number: sql<
        string | null
      >`(select number from ${work_orders} where ${work_orders.id} = ${maintenance_completions.follow_up_work_order_id})`,
    })
    .from(maintenance_completions)
    .where(eq(maintenance_completions.task_id, taskId))
    .orderBy(desc(maintenance_completions.completed_at));
  return rows.map((r) => ({
    id: r.id,
    task_id: r.task_id,
    due_date: r.due_date,
    completed_at: r.completed_at,
    completed_by: r.completed_by,
    completed_by_name: r.completed_by_name,
    notes: r.notes,
    actual_duration: r.actual_duration,
    checklist_results: r.checklist_results as MaintenanceCompletion['checklist_results'],
    parts_used: r.parts_used as MaintenanceCompletion['parts_used'],
    hygiene_clearance: r.hygiene_clearance as MaintenanceCompletion['hygiene_clearance'],
    follow_up_work_order_id: r.follow_up_work_order_id,
    follow_up_work_order_number: r.follow_up_work_order_number,
    next_due_date: r.next_due_date,
    meter_reading: r.meter_reading,
  }));
}

/** Active tasks due before `until` that may still owe an alert for their current due date. */
export async function listAlertCandidates(db: DbOrTx, until: Date) {
  return db
    .select({
      id: maintenance_tasks.id,
      title: maintenance_tasks.title,
      asset_id: maintenance_tasks.asset_id,
      priority: maintenance_tasks.priority,
      type: maintenance_tasks.type,
      assigned_to: maintenance_tasks.assigned_to,
      is_active: maintenance_tasks.is_active,
      next_due_date: maintenance_tasks.next_due_date,
      asset_code: assets.asset_id,
      asset_name: assets.asset_name,
    })
    .from(maintenance_tasks)
    .leftJoin(assets, eq(assets.id, maintenance_tasks.asset_id))
    .where(
      and(
        eq(maintenance_tasks.is_active, true),
        lte(maintenance_tasks.next_due_date, until.toISOString()),
        // A forecast from usage moves with each reading: alerted once the meter has passed the mark and
        // the date stands (docs/decisions/usage-pm.md).
        eq(maintenance_tasks.due_forecast, false),
        sql`not exists (select 1 from ${maintenance_due_alerts} a where a.task_id = ${maintenance_tasks.id} and a.due_date = ${maintenance_tasks.next_due_date} and a.kind = 'overdue')`,
      ),
    )
    .orderBy(asc(maintenance_tasks.next_due_date))
    .limit(500);
}

/** Records one alert; false when another run (on any instance) already sent it. */
export async function claimDueAlert(
  tx: DbOrTx,
  taskId: string,
  dueDate: string,
  kind: 'due_soon' | 'overdue',
) {
  const rows = await tx
    .insert(maintenance_due_alerts)
    .values({ task_id: taskId, due_date: dueDate, kind })
    .onConflictDoNothing()
    .returning({ id: maintenance_due_alerts.id });
  return rows.length > 0;
}

export type MeterTaskRow = Pick<
  TaskRow,
  | 'id'
  | 'title'
  | 'asset_id'
  | 'assigned_to'
  | 'created_by'
  | 'priority'
  | 'trigger'
  | 'meter_every'
  | 'meter_above'
  | 'meter_below'
  | 'calendar_due_date'
  | 'next_due_date'
  | 'due_forecast'
  | 'usage_base_value'
  | 'usage_base_at'
  | 'gauge_side'
>;

/** The active tasks that follow a meter (a reading re-evaluates each), in the reading's transaction. */
export async function selectMeterTasks(tx: DbOrTx, meterId: string): Promise<MeterTaskRow[]> {
  return tx
    .select({
      id: maintenance_tasks.id,
      title: maintenance_tasks.title,
      asset_id: maintenance_tasks.asset_id,
      assigned_to: maintenance_tasks.assigned_to,
      created_by: maintenance_tasks.created_by,
      priority: maintenance_tasks.priority,
      trigger: maintenance_tasks.trigger,
      meter_every: maintenance_tasks.meter_every,
      meter_above: maintenance_tasks.meter_above,
      meter_below: maintenance_tasks.meter_below,
      calendar_due_date: maintenance_tasks.calendar_due_date,
      next_due_date: maintenance_tasks.next_due_date,
      due_forecast: maintenance_tasks.due_forecast,
      usage_base_value: maintenance_tasks.usage_base_value,
      usage_base_at: maintenance_tasks.usage_base_at,
      gauge_side: maintenance_tasks.gauge_side,
    })
    .from(maintenance_tasks)
    .where(
      and(
        eq(maintenance_tasks.meter_id, meterId),
        eq(maintenance_tasks.is_active, true),
        ne(maintenance_tasks.trigger, 'calendar'),
      ),
    )
    .orderBy(asc(maintenance_tasks.id));
}

/** Which of these meters an active task follows (the others' readings have no task to bring up to date). */
export async function selectMetersWithTasks(tx: DbOrTx, meterIds: readonly string[]): Promise<string[]> {
  if (meterIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ meter_id: maintenance_tasks.meter_id })
    .from(maintenance_tasks)
    .where(
      and(
        inArray(maintenance_tasks.meter_id, [...meterIds]),
        eq(maintenance_tasks.is_active, true),
        ne(maintenance_tasks.trigger, 'calendar'),
      ),
    );
  return rows.flatMap((row) => (row.meter_id ? [row.meter_id] : []));
}

/** A meter's readings from `from` on (the usage since a completion, or the 30-day window), in date order. */
export async function selectReadingsFrom(
  db: DbOrTx,
  meterId: string,
  from: string | null,
): Promise<Array<{ value: number; taken_at: string; reset: boolean }>> {
  return db
    .select({ value: meter_readings.value, taken_at: meter_readings.taken_at, reset: meter_readings.reset })
    .from(meter_readings)
    .where(and(eq(meter_readings.meter_id, meterId), from ? gte(meter_readings.taken_at, from) : undefined))
    .orderBy(asc(meter_readings.taken_at), asc(meter_readings.created_at));
}

/** The meter a task follows: its asset, kind and unit; locked when a completion may add a reading to it. */
export async function findTaskMeter(
  db: DbOrTx,
  meterId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{
  id: string;
  asset_id: string;
  name: string;
  unit: string;
  kind: 'cumulative' | 'gauge';
} | null> {
  const query = db
    .select({
      id: meters.id,
      asset_id: meters.asset_id,
      name: meters.name,
      unit: meters.unit,
      kind: meters.kind,
    })
    .from(meters)
    .where(eq(meters.id, meterId))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The latest reading of a meter by date, or null. */
export async function latestMeterReading(
  db: DbOrTx,
  meterId: string,
): Promise<{ value: number; taken_at: string } | null> {
  const [row] = await db
    .select({ value: meter_readings.value, taken_at: meter_readings.taken_at })
    .from(meter_readings)
    .where(eq(meter_readings.meter_id, meterId))
    .orderBy(desc(meter_readings.taken_at), desc(meter_readings.created_at))
    .limit(1);
  return row ?? null;
}

/** The asset's code and name, for a notification about work on it (a missing tool). */
export async function findTaskAsset(db: DbOrTx, assetId: string) {
  const [row] = await db
    .select({ id: assets.id, asset_id: assets.asset_id, asset_name: assets.asset_name })
    .from(assets)
    .where(eq(assets.id, assetId))
    .limit(1);
  return row ?? null;
}
