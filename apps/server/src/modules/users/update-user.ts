import { ACCOUNT_MESSAGES, type Role, type UpdateUserBody } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import { revokeUserSessions } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { toAdminUser } from './users.presenters';
import { findUser, lockAdminsAndUser, setActive, setRole } from './users.queries';

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account.';

/**
 * Changes a person's role or deactivates/reactivates them (admins). Deactivation ends their
 * sessions at once. The last active administrator can be neither demoted nor deactivated.
 */
export async function updateUser(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  id: string,
  input: UpdateUserBody,
) {
  const now = ctx.now();
  await auditedTransaction(ctx.db, async (tx) => {
    const { activeAdminIds } = await lockAdminsAndUser(tx, id);
    const before = await findUser(tx, id);
    if (!before) throw new NotFoundError(USER_NOT_FOUND);
    const role: Role = input.role ?? before.role;
    const active = input.active ?? before.active;
    if (!active && before.active && id === auth.user.id) {
      throw new ConflictError(CANNOT_DEACTIVATE_SELF, 'cannot_deactivate_self');
    }
    const wasActiveAdmin = before.role === 'admin' && before.active;
    const staysActiveAdmin = role === 'admin' && active;
    const otherActiveAdmins = activeAdminIds.filter((adminId) => adminId !== id).length;
    if (wasActiveAdmin && !staysActiveAdmin && otherActiveAdmins === 0) {
      throw new ConflictError(ACCOUNT_MESSAGES.lastAdmin, 'last_admin');
    }

    if (role !== before.role) {
      await setRole(tx, id, role, now);
      await appendAudit(tx, actor, {
        action: 'user.role_changed',
        entity_type: 'user',
        entity_id: id,
        before: { role: before.role },
        after: { role },
      });
    }
    if (active !== before.active) {
      await setActive(tx, id, active, now);
      if (!active) await revokeUserSessions(tx, id, now);
      await appendAudit(tx, actor, {
        action: active ? 'user.reactivated' : 'user.deactivated',
        entity_type: 'user',
        entity_id: id,
        before: { active: before.active },
        after: { active },
      });
    }
  });
  return toAdminUser((await findUser(ctx.db, id))!);
}
