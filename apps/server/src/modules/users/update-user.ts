import { ERRORS, type Role, type UpdateUserBody } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import { revokeUserSessions } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toAdminUser } from './users.presenters';
import { findUser, lockAdminsAndUser, setActive, setRole } from './users.queries';

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
    if (!before) throw new AppError(ERRORS.userNotFound);
    const role: Role = input.role ?? before.role;
    const active = input.active ?? before.active;
    if (!active && before.active && id === auth.user.id) {
      throw new AppError(ERRORS.cannotDeactivateSelf);
    }
    const wasActiveAdmin = before.role === 'admin' && before.active;
    const staysActiveAdmin = role === 'admin' && active;
    const otherActiveAdmins = activeAdminIds.filter((adminId) => adminId !== id).length;
    if (wasActiveAdmin && !staysActiveAdmin && otherActiveAdmins === 0) {
      throw new AppError(ERRORS.lastAdmin);
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
