import type { CalendarEvent, CalendarTask } from './maintenance.schema';
import { nextDueDate, type TaskSchedule } from './next-due';
import { addZonedDays, zonedParts, zonedTimeToInstant } from './plant-time';

const DAY_MS = 86_400_000;

/** What projecting a task's occurrences needs: its schedule, whether it is active, and its next due date. */
export interface ProjectableTask extends TaskSchedule {
  is_active: boolean;
  next_due_date: string | null;
}

/**
 * A guard, not a plan: a daily task over the calendar's longest range (400 days) has 400 occurrences, so a
 * range that would need more steps than this stops there rather than looping on a bad schedule.
 */
const MAX_STEPS = 2_000;

/** The fixed interval in plant days of a day-based frequency (daily, weekly, custom), else null. */
function dayInterval(task: TaskSchedule): number | null {
  if (task.frequency === 'daily') return 1;
  if (task.frequency === 'weekly') return 7;
  if (task.frequency === 'custom') return Math.max(1, task.custom_frequency_days ?? 1);
  return null;
}

/** The number of a plant day, counted from 1 January 1970, so two days can be subtracted. */
function plantDayNumber(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day) / DAY_MS;
}

/**
 * The due instants of a task in [from, to): its next due date and each one after it that the spec's
 * completion rule (spec §4: daily +1 day, weekly +7 days, monthly +1 month, quarterly +3 months,
 * semi-annual +6 months, annual +1 year, custom + customFrequencyDays; a specific month anchors the
 * month-based ones) would set if every occurrence were completed at its due time. Nothing before the
 * next due date is projected: those occurrences were completed (or the next due date was moved past
 * them). A specific-date task is one occurrence, and an inactive task or one without a due date has none.
 */
export function projectOccurrences(task: ProjectableTask, from: Date, to: Date, timeZone: string): Date[] {
  if (!task.is_active || task.next_due_date === null) return [];
  const first = new Date(task.next_due_date);
  if (Number.isNaN(first.getTime())) return [];
  if (task.schedule_mode === 'specific') return first >= from && first < to ? [first] : [];

  let due = first;
  // A day-based task overdue for months would step through every missed day; jump to just before `from`
  // instead (adding whole plant days keeps the wall-clock time, as stepping one interval at a time does).
  const interval = dayInterval(task);
  if (interval !== null && due < from) {
    const behind = plantDayNumber(from, timeZone) - plantDayNumber(due, timeZone);
    const skip = Math.floor(behind / interval) - 1;
    if (skip > 0) due = addZonedDays(due, skip * interval, timeZone);
  }

  const occurrences: Date[] = [];
  for (let step = 0; step < MAX_STEPS && due < to; step++) {
    if (due >= from) occurrences.push(due);
    const after = nextDueDate(task, due, timeZone);
    // Every rule moves forward; a schedule that does not would otherwise repeat one date for ever.
    if (after.getTime() <= due.getTime()) break;
    due = after;
  }
  return occurrences;
}

/** The six weeks (42 plant days, YYYY-MM-DD, Monday first) that show a month, and the instants they span. */
export interface MonthGrid {
  days: string[];
  from: Date;
  to: Date;
}

/**
 * The month grid of a calendar in the plant's days (month 1–12): from the Monday on or before the 1st,
 * six whole weeks, so every month fits; `from` is the first day's midnight and `to` the midnight after
 * the last day, in the plant zone.
 */
export function plantMonthGrid(year: number, month: number, timeZone: string): MonthGrid {
  const mondayOffset = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const dayAt = (i: number) => new Date(Date.UTC(year, month - 1, 1 - mondayOffset + i));
  const midnight = (date: Date) =>
    zonedTimeToInstant(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: 0,
        minute: 0,
        second: 0,
        millisecond: 0,
      },
      timeZone,
    );
  return {
    days: Array.from({ length: 42 }, (_, i) => dayAt(i).toISOString().slice(0, 10)),
    from: midnight(dayAt(0)),
    to: midnight(dayAt(42)),
  };
}

/** The plant day (YYYY-MM-DD) an instant falls on, the key that files calendar items under their day. */
export function plantDay(instant: string | Date, timeZone: string): string {
  const p = zonedParts(new Date(instant), timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Monday = 0 … Sunday = 6 for a plant day written YYYY-MM-DD. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** One thing on the calendar: a task's occurrence (done, due or projected) or a scheduled work order. */
export interface CalendarEntry {
  /** Unique on the calendar: an occurrence is its task and due instant. */
  id: string;
  task_id: string | null;
  work_order_id: string | null;
  title: string;
  date: string;
  asset: CalendarEvent['asset'];
  status: CalendarEvent['status'];
  /** A date after the task's next due date, worked out from its frequency rather than stored. */
  projected: boolean;
  /** A usage task's due date forecast from the meter's last 30 days of use (docs/decisions/usage-pm.md). */
  forecast?: boolean;
}

/**
 * What a calendar shows over [from, to): the stored events (completed occurrences, scheduled work orders)
 * and, for each task of `tasks`, every occurrence projectOccurrences gives. A task's stored scheduled
 * event is its next due date, which the projection holds already, so it is left out for those tasks; a
 * task missing from `tasks` (past the page the calendar loaded) keeps its stored event. Soonest first
 * (docs/decisions/calendar-projection.md).
 */
export function calendarEntries(
  events: readonly CalendarEvent[],
  tasks: readonly CalendarTask[],
  from: Date,
  to: Date,
  timeZone: string,
): CalendarEntry[] {
  const projectedTasks = new Set(tasks.map((t) => t.id));
  const entries: CalendarEntry[] = events
    .filter((e) => !(e.status === 'scheduled' && e.task_id !== null && projectedTasks.has(e.task_id)))
    .map((e) => ({
      id: e.id,
      task_id: e.task_id,
      work_order_id: e.work_order_id,
      title: e.title,
      date: e.date,
      asset: e.asset,
      status: e.status,
      projected: false,
    }));
  for (const task of tasks) {
    const nextDue = task.next_due_date ? new Date(task.next_due_date).getTime() : null;
    // A task on a meter has one date to show, its next due (a forecast until the meter passes the mark):
    // the ones after it depend on when the work is done and the meter's use, not on a frequency.
    const occurrences =
      task.trigger && task.trigger !== 'calendar'
        ? projectOccurrences({ ...task, schedule_mode: 'specific' }, from, to, timeZone)
        : projectOccurrences(task, from, to, timeZone);
    for (const due of occurrences) {
      const date = due.toISOString();
      entries.push({
        id: `${task.id}@${date}`,
        task_id: task.id,
        work_order_id: null,
        title: task.title,
        date,
        asset: task.asset,
        status: 'scheduled',
        projected: due.getTime() !== nextDue,
        ...(task.due_forecast && due.getTime() === nextDue ? { forecast: true } : {}),
      });
    }
  }
  return entries.sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.title.localeCompare(b.title));
}
