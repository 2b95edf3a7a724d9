import {
  type BreakdownAction,
  type BreakdownStatus,
  canWorkOnBreakdown,
  checkBreakdownAction,
  displayName,
  ERRORS,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { SiteScope } from '../../db/site-scope';
import { type Actor, appendChangeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import { AppError, assertActionCheck, found } from '../../platform/errors';
import { type BreakdownChanges, findBreakdown, lockBreakdown, updateBreakdown } from './breakdowns.queries';

/**
 * Locks the breakdown for this transaction (404 'Breakdown not found' without it, or when it is at a site
 * outside `scope`) and checks that its
 * status allows the action and, given the person who works on it, that they may.
 */
export async function lockExistingBreakdown(
  tx: DbOrTx,
  id: string,
  action: BreakdownAction,
  scope: SiteScope,
  worker?: AuthContext,
) {
  const row = found(await lockBreakdown(tx, id, scope), ERRORS.breakdownNotFound);
  assertActionAllowed(row.status, action);
  if (worker) assertMayWorkOn(worker, row);
  return row;
}

/** 409 when the breakdown's status does not allow the action (completed records are read-only). */
export function assertActionAllowed(status: BreakdownStatus, action: BreakdownAction): void {
  assertActionCheck(checkBreakdownAction(status, action), ERRORS.breakdownReadOnly);
}

/** How a person is named in summaries and the timeline. */
export function nameOf(
  person: { full_name: string | null; email: string | null } | null | undefined,
): string | null {
  if (!person?.email) return person?.full_name?.trim() || null;
  return displayName({ full_name: person.full_name, email: person.email });
}

/** The breakdown as the API answers it, after a change; 404 if it vanished meanwhile. */
export async function loadBreakdown(db: DbOrTx, id: string, scope: SiteScope) {
  return found(await findBreakdown(db, id, scope), ERRORS.breakdownNotFound);
}

/**
 * 403 when a technician tries to take, stop or complete a breakdown assigned to someone else: taking
 * over a colleague's breakdown is a manager's call.
 */
export function assertMayWorkOn(auth: AuthContext, breakdown: { assigned_to: string | null }): void {
  if (!canWorkOnBreakdown(auth.profile.role, auth.user.id, breakdown)) {
    throw new AppError(ERRORS.breakdownNotYours);
  }
}

/** Writes a change to the breakdown and audits it (appendChangeAudit), in the caller's transaction. */
export async function writeBreakdownChange(
  tx: DbOrTx,
  actor: Actor,
  id: string,
  entry: { action: string; before: unknown; changes: BreakdownChanges; after?: unknown },
) {
  await updateBreakdown(tx, id, entry.changes);
  await appendChangeAudit(tx, actor, { type: 'breakdown', id }, entry);
}
