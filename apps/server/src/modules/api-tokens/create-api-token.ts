import {
  API_TOKENS_MAX_PER_PERSON,
  type CreateApiTokenBody,
  type CreatedApiToken,
  ERRORS,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import { hashToken, newApiToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { toApiToken } from './api-tokens.presenters';
import { countLiveTokens, insertApiToken, lockOwner } from './api-tokens.queries';

/**
 * Makes a personal API token and answers its secret this once: only its SHA-256 is stored, so nobody (an admin,
 * a database backup) can read it back. The audit entry names the token, never its secret.
 */
export async function createApiToken(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  input: CreateApiTokenBody,
): Promise<CreatedApiToken> {
  const now = ctx.now();
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw fieldError(ERRORS.apiTokenExpiryInPast, 'expires_at');
  }
  const token = newApiToken();
  const row = await auditedTransaction(ctx.db, async (tx) => {
    await lockOwner(tx, auth.user.id);
    if ((await countLiveTokens(tx, auth.user.id)) >= API_TOKENS_MAX_PER_PERSON) {
      throw new AppError(ERRORS.apiTokenLimit, { params: { max: API_TOKENS_MAX_PER_PERSON } });
    }
    const created = await insertApiToken(tx, {
      user_id: auth.user.id,
      name: input.name,
      scope: input.scope,
      token_hash: hashToken(token),
      expires_at: expiresAt?.toISOString() ?? null,
      created_at: now.toISOString(),
    });
    await appendAudit(tx, actor, {
      action: 'api_token.created',
      entity_type: 'api_token',
      entity_id: created.id,
      after: {
        name: created.name,
        scope: created.scope,
        expires_at: created.expires_at,
        user_id: auth.user.id,
      },
    });
    return created;
  });
  return { ...toApiToken(row), token };
}
