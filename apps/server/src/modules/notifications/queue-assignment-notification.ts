import { type AssignedSubject, assignmentNotification, displayName } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { findNotifiedAsset, findNotifiedPerson } from './notifications.queries';
import { queueNotification } from './queue-notification';

export interface Assignment {
  subject: AssignedSubject;
  id: string;
  title: string;
  reference?: string | null;
  asset_id: string | null;
  assigned_to: string | null;
  /** Who assigned it (null for the system). */
  assigned_by: string | null;
  when?: string | null;
  severity?: 'low' | 'medium' | 'high' | 'critical';
}

/**
 * Tells the new assignee, in the caller's transaction, that a work order, task or breakdown is now
 * theirs; delivery then follows their preferences for 'assignment' (in-app, e-mail, digest). Nobody is
 * told about work they assigned to themselves. Returns whether a notification was queued.
 */
export async function queueAssignmentNotification(
  tx: DbOrTx,
  assignment: Assignment,
  clock: { now: Date; timeZone: string },
): Promise<boolean> {
  const assignee = assignment.assigned_to;
  if (!assignee || assignee === assignment.assigned_by) return false;
  const [asset, by] = await Promise.all([
    findNotifiedAsset(tx, assignment.asset_id),
    findNotifiedPerson(tx, assignment.assigned_by),
  ]);
  const notification = assignmentNotification({
    ...assignment,
    asset,
    assigned_by: by?.email ? displayName({ full_name: by.full_name, email: by.email }) : null,
    ...clock,
  });
  return (await queueNotification(tx, assignee, notification)) !== null;
}
