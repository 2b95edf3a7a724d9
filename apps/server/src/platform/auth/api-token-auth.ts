import { API_TOKEN_PATTERN, containsApiToken, ERRORS, isApiTokenExpired } from '@plantwise/domain';
import { countTokenRequest, findBearerToken, touchTokenUse } from '../../db/api-tokens';
import type { DbOrTx } from '../../db/client';
import { AppError, RateLimitError } from '../errors';
import { toProfile } from './presenters';
import { type AuthContext, siteIdsOf } from './sessions';
import { hashToken } from './tokens';

/** Bearer requests of API tokens (docs/decisions/api-tokens.md). */
export interface ApiTokenPolicy {
  /** Requests one token may make in a minute. */
  ratePerMinute: number;
}

export interface TokenRate {
  limit: number;
  remaining: number;
  /** Seconds until the minute's count starts again. */
  resetS: number;
}

const MINUTE_MS = 60_000;
/** A token without expiry: its context's expiresAt (the field is a timestamp for sessions). */
const NO_EXPIRY = '9999-12-31T23:59:59.999Z';
const BEARER = /^Bearer +(\S+) *$/i;
const WHOLE_TOKEN = new RegExp(`^${API_TOKEN_PATTERN.source}$`);

/**
 * Whether a request's address carries a token: an `access_token` parameter or anything that looks like one.
 * Addresses end up in logs, browser history and proxies' records, so a token there is refused, not used.
 */
export function addressCarriesToken(url: string): boolean {
  const query = url.indexOf('?');
  if (query >= 0 && new URLSearchParams(url.slice(query + 1)).has('access_token')) return true;
  if (containsApiToken(url)) return true;
  try {
    return containsApiToken(decodeURIComponent(url));
  } catch {
    return false;
  }
}

/** The token of an `Authorization: Bearer pw_…` header; throws 401 for any other Authorization header. */
export function bearerTokenOf(header: string): string {
  const token = BEARER.exec(header)?.[1];
  if (!WHOLE_TOKEN.test(token ?? '')) {
    throw new AppError(ERRORS.apiTokenMalformedHeader);
  }
  return token as string;
}

/**
 * The caller of a bearer token, as its owner with their live role and sites, and the token's count this minute.
 * Refuses (401) a token unknown, revoked or expired, or whose owner is deactivated; over its rate, the caller
 * is null (the plugin answers 429 with the rate's headers).
 * The role and the account are read on every request, so a demotion or a deactivation applies at once.
 */
export async function resolveBearer(
  db: DbOrTx,
  token: string,
  policy: ApiTokenPolicy,
  now: Date,
): Promise<{ auth: AuthContext | null; rate: TokenRate }> {
  const row = await findBearerToken(db, hashToken(token));
  if (!row?.user.active || isApiTokenExpired(row.token.expires_at, now)) {
    throw new AppError(ERRORS.apiTokenInvalid);
  }
  const windowStart = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const count = await countTokenRequest(db, row.token.id, new Date(windowStart));
  const rate = {
    limit: policy.ratePerMinute,
    remaining: Math.max(0, policy.ratePerMinute - count),
    resetS: Math.max(1, Math.ceil((windowStart + MINUTE_MS - now.getTime()) / 1000)),
  };
  if (count > policy.ratePerMinute) return { auth: null, rate };
  const lastUsed = row.token.last_used_at ? Date.parse(row.token.last_used_at) : null;
  if (lastUsed === null || now.getTime() - lastUsed >= MINUTE_MS) {
    await touchTokenUse(db, row.token.id, now, new Date(now.getTime() - MINUTE_MS));
  }
  const auth: AuthContext = {
    sessionId: '',
    expiresAt: row.token.expires_at ?? NO_EXPIRY,
    user: { id: row.user.id, email: row.user.email, last_sign_in_at: row.user.last_sign_in_at },
    profile: toProfile(row.profile),
    siteIds: await siteIdsOf(db, row.user.id),
    token: { id: row.token.id, scope: row.token.scope },
  };
  return { auth, rate };
}

/** The refusal of a token over its rate this minute. */
export function tokenRateExceeded(rate: TokenRate): RateLimitError {
  return new RateLimitError(`This API token made more than ${rate.limit} requests this minute`, rate.resetS);
}
