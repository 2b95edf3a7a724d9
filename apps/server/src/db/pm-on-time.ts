import { PM_GRACE_FRACTION, TASK_INTERVAL_DAYS } from '@plantwise/domain';
import { type SQL, sql } from 'drizzle-orm';

// PM compliance in SQL, for the dashboard's tile and the audit pack's planned maintenance section: both
// count an occurrence on time by this one condition.

/** The interval of task `t` in days, from the domain's table (custom: its own days). */
const occurrenceIntervalDaysSql = sql.raw(
  `case t.frequency ${Object.entries(TASK_INTERVAL_DAYS)
    .map(([frequency, days]) => `when '${frequency}' then ${days}`)
    .join(' ')} else greatest(coalesce(t.custom_frequency_days, 1), 1) end`,
);

/**
 * The domain's pmOnTimeUntil in SQL, for completion `c` of task `t`: its due time plus a tenth of the
 * interval, never before the end of its due day in the plant zone (the dashboard test holds both to
 * the same cases).
 */
export function pmOnTimeUntilSql(timeZone: string): SQL {
  return sql`greatest(
    c.due_date + ${occurrenceIntervalDaysSql} * ${PM_GRACE_FRACTION}::float8 * interval '1 day',
    (date_trunc('day', c.due_date at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone})`;
}
