import type { AuthContext } from '../../platform/auth/sessions';
import { revokeSession } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';

/** Revokes the caller's session; signing out without one is harmless. */
export async function signOut(ctx: AppContext, auth: AuthContext | null): Promise<void> {
  if (auth) await revokeSession(ctx.db, auth.sessionId, ctx.now());
}
