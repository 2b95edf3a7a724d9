import type { ApiToken, ApiTokenWithOwner, PageQuery } from '@plantwise/domain';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { toApiToken, toApiTokenWithOwner } from './api-tokens.presenters';
import { listEveryonesTokens, listOwnTokens } from './api-tokens.queries';

/** The caller's own tokens that are not revoked, newest first. */
export async function listApiTokens(
  ctx: AppContext,
  auth: AuthContext,
  page: PageQuery,
): Promise<{ data: ApiToken[]; total: number }> {
  const { rows, total } = await listOwnTokens(ctx.db, auth.user.id, page);
  return { data: rows.map(toApiToken), total };
}

/** Everyone's tokens that are not revoked, with their owners (admins). */
export async function listEveryonesApiTokens(
  ctx: AppContext,
  page: PageQuery,
): Promise<{ data: ApiTokenWithOwner[]; total: number }> {
  const { rows, total } = await listEveryonesTokens(ctx.db, page);
  return { data: rows.map(toApiTokenWithOwner), total };
}
