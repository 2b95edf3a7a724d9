import { API_TOKEN_SCOPES, INVITATION_STATUSES, ROLES } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { defaultNow, oneOf, timestamps, tstz, uuidKey } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    email_confirmed_at: tstz('email_confirmed_at'),
    active: boolean('active').notNull().default(true),
    last_sign_in_at: tstz('last_sign_in_at'),
    /** Auth user metadata of spec §3: full_name, invited_role, invitation_id. */
    user_metadata: jsonb('user_metadata').notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** The account a row belongs to (its sessions, preferences, searches): deleted with the account. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A person a row names (who created, assigned or updated it): null once their account is deleted. */
export const personId = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    full_name: text('full_name'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    email_verified: boolean('email_verified').notNull().default(false),
    email_verified_at: tstz('email_verified_at'),
    ...timestamps,
  },
  (t) => [check('profiles_role_check', oneOf(t.role, ROLES)), index('profiles_role_idx').on(t.role)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuidKey(),
    user_id: ownerId(),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    token_hash: text('token_hash').notNull(),
    created_at: defaultNow('created_at'),
    last_seen_at: defaultNow('last_seen_at'),
    expires_at: tstz('expires_at').notNull(),
    revoked_at: tstz('revoked_at'),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

export const user_invitations = pgTable(
  'user_invitations',
  {
    id: uuidKey(),
    email: text('email').notNull(),
    full_name: text('full_name'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    /** SHA-256 of the 128-bit link token (the spec's invitation_token, kept hashed). */
    invitation_token_hash: text('invitation_token_hash').notNull(),
    /** SHA-256 of the 6-digit code. */
    code_hash: text('code_hash').notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    expires_at: tstz('expires_at').notNull(),
    accepted_at: tstz('accepted_at'),
    accepted_user_id: personId('accepted_user_id'),
    revoked_at: tstz('revoked_at'),
    invited_by: personId('invited_by'),
    notification_preferences: jsonb('notification_preferences').notNull().default([]),
    ...timestamps,
  },
  (t) => [
    check('user_invitations_role_check', oneOf(t.role, ROLES)),
    check('user_invitations_status_check', oneOf(t.status, INVITATION_STATUSES)),
    uniqueIndex('user_invitations_token_idx').on(t.invitation_token_hash),
    index('user_invitations_code_idx').on(t.code_hash),
    index('user_invitations_email_idx').on(sql`lower(${t.email})`),
    index('user_invitations_created_idx').on(t.created_at),
  ],
);

/** A single-use link mailed to an account: only the token's SHA-256 is stored. */
const singleUseLink = () => ({
  id: uuidKey(),
  user_id: ownerId(),
  token_hash: text('token_hash').notNull(),
  expires_at: tstz('expires_at').notNull(),
  used_at: tstz('used_at'),
});

export const email_confirmations = pgTable(
  'email_confirmations',
  { ...singleUseLink(), created_at: defaultNow('created_at') },
  (t) => [uniqueIndex('email_confirmations_token_idx').on(t.token_hash)],
);

/**
 * Single-use links to choose a new password (forgot password, or sent by an admin): only the token's
 * SHA-256 is stored; a link stops working after its hour, once used, or when a newer one is issued.
 */
export const password_resets = pgTable(
  'password_resets',
  {
    ...singleUseLink(),
    /** The admin who sent it; null when the person asked for it. */
    requested_by: personId('requested_by'),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    uniqueIndex('password_resets_token_idx').on(t.token_hash),
    index('password_resets_user_idx').on(t.user_id),
  ],
);

/** Sign-in and invitation-code attempts: per-address, per-account and global limits across instances. */
export const auth_attempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    ip: text('ip'),
    account: text('account'),
    success: boolean('success').notNull(),
    created_at: defaultNow('created_at'),
  },
  (t) => [
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.created_at),
    index('auth_attempts_account_idx').on(t.kind, t.account, t.created_at),
    index('auth_attempts_time_idx').on(t.kind, t.success, t.created_at),
  ],
);

/**
 * Personal API tokens (docs/decisions/api-tokens.md): only the SHA-256 of the token is stored. A revoked token
 * keeps its row (revoked_at) so the audit trail can name it; lists show live tokens only.
 */
export const api_tokens = pgTable(
  'api_tokens',
  {
    id: uuidKey(),
    user_id: ownerId(),
    name: text('name').notNull(),
    scope: text('scope', { enum: API_TOKEN_SCOPES }).notNull(),
    token_hash: text('token_hash').notNull(),
    created_at: defaultNow('created_at'),
    expires_at: tstz('expires_at'),
    /** Written at most once a minute per token, so using a token is not a write per request. */
    last_used_at: tstz('last_used_at'),
    revoked_at: tstz('revoked_at'),
  },
  (t) => [
    check('api_tokens_scope_check', oneOf(t.scope, API_TOKEN_SCOPES)),
    uniqueIndex('api_tokens_token_hash_idx').on(t.token_hash),
    index('api_tokens_user_idx').on(t.user_id, t.created_at),
  ],
);

/**
 * Each token's request count in the current minute (its rate limit). One row per token, counted by one
 * upsert whose row lock orders concurrent requests on every instance. No change events: it changes on every
 * request and no screen shows it.
 */
export const api_token_windows = pgTable('api_token_windows', {
  token_id: uuid('token_id')
    .primaryKey()
    .references(() => api_tokens.id, { onDelete: 'cascade' }),
  window_start: tstz('window_start').notNull(),
  count: integer('count').notNull(),
});
