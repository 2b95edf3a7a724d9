import { z } from 'zod';

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

export const singleSignOnLabel = (name: string) => `Sign in with ${name}`;

/**
 * Why a single sign-on ended back on the sign-in page, as the `sso_error` of its address. Each is an entry
 * of the error catalogue with the same code, and these are its words.
 */
export const SSO_MESSAGES = {
  sso_unavailable:
    'Single sign-on is not available right now. Sign in with your password, or try again later.',
  sso_failed: 'Single sign-on did not complete. Please try again.',
  sso_cancelled: 'Single sign-on was cancelled or refused by your sign-in provider. Please try again.',
  sso_email_unverified:
    'Your sign-in provider has not confirmed your e-mail address, so Plantwise cannot sign you in with it. Confirm the address with your provider, or sign in with your password.',
  sso_no_account:
    'There is no Plantwise account or invitation for this e-mail address. Ask your administrator for an invitation.',
  account_deactivated: 'This account has been deactivated. Please contact your administrator.',
} as const;
export type SsoErrorCode = keyof typeof SSO_MESSAGES;

/** The words for an `sso_error` code, or null for anything else (an address may hold any text). */
export function ssoErrorMessage(code: string | null | undefined): string | null {
  if (!code || !Object.hasOwn(SSO_MESSAGES, code)) return null;
  return SSO_MESSAGES[code as SsoErrorCode];
}

/** The sign-in page's address after a refused single sign-on. */
export const ssoErrorPath = (code: SsoErrorCode) => `/auth?sso_error=${code}`;

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
