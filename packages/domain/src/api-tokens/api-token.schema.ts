import { z } from 'zod';
import { roleSchema } from '../auth/auth.schema';
import { pageQuerySchema } from '../common/api.schema';
import { formatRelativeTime } from '../notifications/relative-time';

/**
 * Personal API tokens (docs/decisions/api-tokens.md): a script acts as its owner, with the owner's live role
 * capped by the token's scope. A read token may only read; a write token may do what its owner may.
 */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  write: 'Read and write',
};

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs, addresses). */
export const API_TOKEN_PREFIX = 'pw_';
/** 32 random bytes in base64url: 43 characters after the prefix. */
export const API_TOKEN_SECRET_LENGTH = 43;
/** A token's text wherever it appears (an address, a log line). */
export const API_TOKEN_PATTERN = /pw_[A-Za-z0-9_-]{43}/;
/** Requests a minute one token may make (each token its own budget). */
export const API_TOKEN_RATE_LIMIT_PER_MINUTE = 600;
/** Live tokens one person may hold: plenty for every script, few enough to review. */
export const API_TOKENS_MAX_PER_PERSON = 50;
export const API_TOKEN_NAME_MAX = 100;

/** Whether a text holds something that looks like an API token (refused in addresses, hidden in logs). */
export function containsApiToken(text: string): boolean {
  return API_TOKEN_PATTERN.test(text);
}

/** The text with every API token in it replaced by `pw_[hidden]`. */
export function hideApiTokens(text: string): string {
  return text.replace(new RegExp(API_TOKEN_PATTERN.source, 'g'), `${API_TOKEN_PREFIX}[hidden]`);
}

/** A token as its owner (and admins) see it: never its secret, which is shown once when it is made. */
export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** In the admin's list of everyone's tokens: whose it is. */
export const apiTokenWithOwnerSchema = apiTokenSchema.extend({
  owner: z.object({
    id: z.uuid(),
    email: z.string(),
    full_name: z.string().nullable(),
    role: roleSchema,
  }),
});
export type ApiTokenWithOwner = z.infer<typeof apiTokenWithOwnerSchema>;

/** The answer of a create: the token and, this once, its secret. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name',
  nameTooLong: `Keep the name to ${API_TOKEN_NAME_MAX} characters`,
  expiryInPast: 'Choose an expiry in the future',
  shownOnce: 'Copy this token now. It will not be shown again.',
  empty: 'No API tokens yet — create one to let a script use the API as you',
} as const;

export const createApiTokenBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX, API_TOKEN_MESSAGES.nameTooLong),
  scope: apiTokenScopeSchema,
  /** When it stops working (an instant; the web sends the end of the chosen plant day). None: until revoked. */
  expires_at: z.iso.datetime({ offset: true }).nullish(),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

export const apiTokenListQuerySchema = pageQuerySchema;

/** Whether a token of `expiresAt` has stopped working at `now`. */
export function isApiTokenExpired(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= now.getTime();
}

/** "Never" for a token not used yet, else how long ago ('5m ago', then the date). */
export function formatLastUsed(lastUsedAt: string | null, now: Date): string {
  return lastUsedAt ? formatRelativeTime(lastUsedAt, now) : 'Never';
}
