import type { ApiToken, ApiTokenWithOwner } from '@plantwise/domain';
import type { ApiTokenRow, ApiTokenWithOwnerRow } from './api-tokens.queries';

export function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    expires_at: row.expires_at,
  };
}

export function toApiTokenWithOwner(row: ApiTokenWithOwnerRow): ApiTokenWithOwner {
  return { ...toApiToken(row), owner: row.owner };
}
