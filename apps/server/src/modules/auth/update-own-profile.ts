import type { UpdateProfileBody } from '@plantwise/domain';
import type { Actor } from '../../platform/audit';
import { appendAudit, auditedTransaction } from '../../platform/audit';
import { toProfile } from '../../platform/auth/presenters';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { updateFullName } from './auth.queries';

export async function updateOwnProfile(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  input: UpdateProfileBody,
) {
  return auditedTransaction(ctx.db, async (tx) => {
    const profile = await updateFullName(tx, auth.user.id, input.full_name, ctx.now());
    await appendAudit(tx, actor, {
      action: 'profile.updated',
      entity_type: 'profile',
      entity_id: auth.user.id,
      before: { full_name: auth.profile.full_name },
      after: { full_name: profile.full_name },
    });
    return toProfile(profile);
  });
}
