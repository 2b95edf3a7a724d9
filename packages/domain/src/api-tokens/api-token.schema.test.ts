import { describe, expect, it } from 'vitest';
import {
  containsApiToken,
  createApiTokenBodySchema,
  formatLastUsed,
  hideApiTokens,
  isApiTokenExpired,
} from './api-token.schema';

const TOKEN = `pw_${'a'.repeat(40)}-_Z`;

describe('API tokens', () => {
  it('recognises a token inside an address and hides it', () => {
    expect(containsApiToken(`/api/assets?access_token=${TOKEN}`)).toBe(true);
    expect(containsApiToken('/api/assets?q=pw_pump')).toBe(false);
    expect(hideApiTokens(`/api/x?a=${TOKEN}&b=${TOKEN}`)).toBe('/api/x?a=pw_[hidden]&b=pw_[hidden]');
  });

  it('says a token has expired from its expiry on', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(isApiTokenExpired(null, now)).toBe(false);
    expect(isApiTokenExpired('2026-11-27T10:00:00Z', now)).toBe(true);
    expect(isApiTokenExpired('2026-11-27T10:00:01Z', now)).toBe(false);
  });

  it('reads "Never" for a token not used yet', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(formatLastUsed(null, now)).toBe('Never');
    expect(formatLastUsed('2026-11-27T09:55:00Z', now)).toBe('5m ago');
  });

  it('needs a name and a scope', () => {
    const parsed = createApiTokenBodySchema.safeParse({ name: '  ', scope: 'admin' });
    expect(parsed.success).toBe(false);
    expect(createApiTokenBodySchema.parse({ name: ' Nightly export ', scope: 'read' })).toEqual({
      name: 'Nightly export',
      scope: 'read',
    });
  });
});
