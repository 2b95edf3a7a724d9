import { z } from 'zod';
import type { SsoErrorCode } from './single-sign-on-messages';

/**
 * Single sign-on with an OpenID Connect provider (docs/decisions/single-sign-on.md). The provider proves who
 * the person is; Plantwise still decides whether they may come in: only an existing active account, or a
 * pending invitation, for an address the provider has verified. It never creates an account on its own.
 */

/** What the sign-in page needs to know: whether to offer the button, and the provider's name on it. */
export const singleSignOnSchema = z.object({
  enabled: z.boolean(),
  /** The provider's name as the button says it ("Sign in with {name}"); null when single sign-on is off. */
  name: z.string().nullable(),
});
export type SingleSignOn = z.infer<typeof singleSignOnSchema>;

/** What the provider said about the person, as far as the decision needs it. */
export interface SsoIdentity {
  /** The provider's `email` claim, as it came (any JSON value). */
  email: unknown;
  /** The provider's `email_verified`: only `true` counts (a missing claim is not a verification). */
  emailVerified: unknown;
}

export type SsoDecision =
  | { outcome: 'sign-in' }
  | { outcome: 'accept-invitation' }
  | { outcome: 'refused'; code: Extract<SsoErrorCode, 'sso_no_account' | 'account_deactivated'> };

/**
 * The address single sign-on may use: the provider's, trimmed and in lower case, only when the provider says
 * it has verified it (`email_verified` exactly true; a missing claim is no verification). Else null, and the
 * sign-in is refused before anything is looked up: some providers let anyone type any address in a profile.
 */
export function verifiedSsoEmail(identity: SsoIdentity): string | null {
  const email = typeof identity.email === 'string' ? identity.email.trim().toLowerCase() : '';
  return identity.emailVerified === true && email !== '' ? email : null;
}

/**
 * Who comes in with a verified address: its account when active (a deactivated one is refused, even with an
 * invitation pending), else its pending invitation is accepted; an address nobody knows or invited is refused.
 */
export function decideSingleSignOn(found: {
  account: { active: boolean } | null;
  hasInvitation: boolean;
}): SsoDecision {
  if (found.account)
    return found.account.active
      ? { outcome: 'sign-in' }
      : { outcome: 'refused', code: 'account_deactivated' };
  if (found.hasInvitation) return { outcome: 'accept-invitation' };
  return { outcome: 'refused', code: 'sso_no_account' };
}

/** `GET /api/auth/oidc/start`: the page to open once signed in (kept only when it is a path of this site). */
export const startSingleSignOnQuerySchema = z.object({ redirect: z.string().max(2000).optional() });
