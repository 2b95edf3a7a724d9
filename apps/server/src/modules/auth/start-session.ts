import type { SessionResponse } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { profiles } from '../../db/schema';
import { toProfile } from '../../platform/auth/presenters';
import { createSession, siteIdsOf } from '../../platform/auth/sessions';
import type { AppContext, ClientInfo } from '../../platform/context';
import { markSignedIn } from './auth.queries';

export interface StartedSession {
  /** The cookie's token (only its hash is stored). */
  token: string;
  maxAgeS: number;
  body: SessionResponse;
}

/**
 * Opens a session for an account on the device of `client`, in the caller's transaction: sign-in, a
 * password reset and joining by invitation link all end here. The caller writes its own audit entry and
 * sets the cookie.
 */
export async function startSession(
  ctx: AppContext,
  tx: DbOrTx,
  account: { user: { id: string; email: string }; profile: typeof profiles.$inferSelect },
  client: ClientInfo,
): Promise<StartedSession> {
  const now = ctx.now();
  const policy = { idleTimeoutS: ctx.config.SESSION_IDLE_TIMEOUT_S, maxAgeS: ctx.config.SESSION_MAX_AGE_S };
  const session = await createSession(tx, account.user.id, policy, now, client);
  const lastSignInAt = await markSignedIn(tx, account.user.id, now);
  const siteIds = await siteIdsOf(tx, account.user.id);
  const idleExpiry = now.getTime() + policy.idleTimeoutS * 1000;
  return {
    token: session.token,
    maxAgeS: policy.maxAgeS,
    body: {
      user: { id: account.user.id, email: account.user.email, last_sign_in_at: lastSignInAt },
      profile: toProfile(account.profile),
      expires_at: new Date(Math.min(idleExpiry, session.expiresAt.getTime())).toISOString(),
      plant_time_zone: ctx.config.PLANT_TIME_ZONE,
      site_ids: [...(siteIds ?? [])],
    },
  };
}
