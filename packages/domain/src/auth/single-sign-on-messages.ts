// The words of single sign-on, apart from its schemas: the sign-in page imports them and must not bring
// zod into its budget.

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
