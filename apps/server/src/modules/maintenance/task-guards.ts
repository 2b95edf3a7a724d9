import { MAINTENANCE_ERRORS, scheduleFailures, type TaskSchedule } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { findAssignablePerson } from '../../db/shared-queries';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { findTask, lockTask } from './maintenance.queries';

const ASSIGNEE_NOT_FOUND = 'The assignee must be an active technician, manager or admin';

export async function lockExistingTask(tx: DbOrTx, id: string) {
  const row = await lockTask(tx, id);
  if (!row) throw new NotFoundError(MAINTENANCE_ERRORS.notFound, 'maintenance_task_not_found');
  return row;
}

export async function loadTask(db: DbOrTx, id: string) {
  const task = await findTask(db, id);
  if (!task) throw new NotFoundError(MAINTENANCE_ERRORS.notFound, 'maintenance_task_not_found');
  return task;
}

export async function requireTaskAssignee(db: DbOrTx, userId: string | null | undefined) {
  if (userId && !(await findAssignablePerson(db, userId)))
    throw new ValidationError(ASSIGNEE_NOT_FOUND, [{ path: 'assigned_to', message: ASSIGNEE_NOT_FOUND }]);
}

/** The merged schedule of an update is checked again (a patch may change one field of it). */
export function assertSchedule(schedule: TaskSchedule) {
  const failures = scheduleFailures(schedule);
  if (failures.length > 0)
    throw new ValidationError(
      failures.map((f) => f.message).join(', '),
      failures.map((f) => ({ path: f.field, message: f.message })),
    );
}

export function scheduleOf(row: TaskSchedule): TaskSchedule {
  return {
    frequency: row.frequency,
    custom_frequency_days: row.custom_frequency_days,
    schedule_mode: row.schedule_mode,
    specific_year: row.specific_year,
    specific_month: row.specific_month,
    specific_date: row.specific_date,
    specific_time: row.specific_time,
  };
}
