import {
  type AssignBreakdownInput,
  canAssignTo,
  canBeAssigned,
  ERRORS,
  STATUS_AFTER,
} from '@plantwise/domain';
import { type Actor, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { queueAssignmentNotification } from '../notifications';
import { loadBreakdown, lockExistingBreakdown, nameOf, writeBreakdownChange } from './breakdown-guards';
import { type BreakdownChanges, findPerson } from './breakdowns.queries';

/**
 * Assigns a running breakdown (spec §7 assign payload: assignee, status assigned, optional severity
 * and completion deadline). Technicians take an unassigned breakdown (or keep their own); managers and
 * admins assign anyone and reassign. A deadline left out keeps the one it has.
 */
export async function assignBreakdown(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  id: string,
  input: AssignBreakdownInput,
) {
  await auditedTransaction(ctx.db, async (tx) => {
    // Another site's breakdown answers 404 before any other refusal, as one that does not exist.
    const current = await lockExistingBreakdown(tx, id, 'assign', auth.siteIds, auth);
    if (!canAssignTo(auth.profile.role, auth.user.id, input.assigned_to)) {
      throw new AppError(ERRORS.assignSelfOnly);
    }
    const person = await findPerson(tx, input.assigned_to, current.asset_id);
    if (!person?.active) throw new AppError(ERRORS.assigneeNotFound);
    if (!canBeAssigned(person.role)) throw new AppError(ERRORS.assigneeRole);

    const changes: BreakdownChanges = {
      assigned_to: person.id,
      status: STATUS_AFTER.assign,
      updated_at: ctx.now().toISOString(),
    };
    if (input.severity) changes.severity = input.severity;
    if (input.completion_deadline !== undefined) changes.completion_deadline = input.completion_deadline;
    await writeBreakdownChange(tx, actor, id, {
      action: 'breakdown.assigned',
      before: {
        assigned_to: current.assigned_to,
        status: current.status,
        severity: current.severity,
        completion_deadline: current.completion_deadline,
      },
      changes,
      after: { ...changes, assignee_name: nameOf(person) },
    });
    if (person.id !== current.assigned_to) {
      await queueAssignmentNotification(
        tx,
        {
          subject: 'breakdown',
          id,
          title: current.title,
          asset_id: current.asset_id,
          assigned_to: person.id,
          assigned_by: auth.user.id,
          when: changes.completion_deadline ?? current.completion_deadline,
          severity: changes.severity ?? current.severity,
        },
        { now: ctx.now(), timeZone: ctx.config.PLANT_TIME_ZONE },
      );
    }
  });
  return loadBreakdown(ctx.db, id, auth.siteIds);
}
