/** Business constants of spec §9 and §7 that the screens share. */
export const AUTH_LOADING_TIMEOUT_MS = 10_000;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MAX_RESULTS = 20;
export const NOTIFICATION_AUTO_DISMISS_MS = 5_000;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const QUERY_STALE_TIME_MS = 10 * 60 * 1000;
export const QUERY_GC_TIME_MS = 15 * 60 * 1000;
export const QUERY_RETRIES = 2;
/** The longest e-mail address and password a sign-in accepts (the schema's limits; the form's maxLength). */
export const SIGN_IN_EMAIL_MAX = 320;
export const SIGN_IN_PASSWORD_MAX = 1024;
export const DEFAULT_SIGN_IN_ERROR = 'Failed to sign in. Please check your credentials and try again.';
