import { ERRORS, scheduleFailures, type TaskSchedule } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { findAssignablePerson } from '../../db/shared-queries';
import type { SiteScope } from '../../db/site-scope';
import { AppError, fieldError, found } from '../../platform/errors';
import { findTask, lockTask } from './maintenance.queries';

/** The task locked for this transaction; 404 when unknown or at a site outside `scope`. */
export async function lockExistingTask(tx: DbOrTx, id: string, scope: SiteScope) {
  return found(await lockTask(tx, id, scope), ERRORS.maintenanceTaskNotFound);
}

/** The task as the API answers it; 404 when unknown or at a site outside `scope`. */
export async function loadTask(db: DbOrTx, id: string, scope: SiteScope) {
  return found(await findTask(db, id, scope), ERRORS.maintenanceTaskNotFound);
}

/** The assignee may be given work and may see the task's asset's site (400 naming the field otherwise). */
export async function requireTaskAssignee(
  db: DbOrTx,
  userId: string | null | undefined,
  assetId: string | null,
) {
  if (userId && !(await findAssignablePerson(db, userId, assetId)))
    throw fieldError(ERRORS.taskAssigneeNotFound, 'assigned_to');
}

/** The merged schedule of an update is checked again (a patch may change one field of it). */
export function assertSchedule(schedule: TaskSchedule) {
  const failures = scheduleFailures(schedule);
  if (failures.length > 0)
    throw new AppError(ERRORS.validationFailed, {
      message: failures.map((f) => f.message).join(', '),
      details: failures.map((f) => ({ path: f.field, message: f.message })),
    });
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
