import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorEntry, errorText } from './error-catalogue';

const entries = Object.entries(ERRORS) as [string, ErrorEntry][];

describe('the error catalogue', () => {
  it('gives every entry a code, a status of an error and a message', () => {
    for (const [name, entry] of entries) {
      expect(entry.code, name).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(entry.status, name).toBeGreaterThanOrEqual(400);
      expect(entry.message.trim(), name).not.toBe('');
    }
  });

  it('never lists one entry twice, and a code always answers the same status', () => {
    const texts = entries.map(([, e]) => `${e.code} ${e.message}`);
    expect(new Set(texts).size).toBe(texts.length);
    const statusOf = new Map<string, number>();
    for (const [name, entry] of entries) {
      const seen = statusOf.get(entry.code);
      if (seen !== undefined) expect(entry.status, `${name} (${entry.code})`).toBe(seen);
      statusOf.set(entry.code, entry.status);
    }
  });

  it('answers an unknown asset with the spec text, one code and 404', () => {
    expect(ERRORS.assetNotFound).toMatchObject({ code: 'asset_not_found', status: 404 });
    expect(errorText(ERRORS.assetNotFound, { id: 'b3c0' })).toBe(
      'Asset with ID "b3c0" not found in database',
    );
  });

  it('fills each named gap and keeps one it has no value for', () => {
    expect(errorText(ERRORS.routeNotFound, { method: 'GET', url: '/api/x' })).toBe('No route GET /api/x');
    expect(errorText(ERRORS.routeNotFound, { method: 'GET' })).toBe('No route GET {url}');
    expect(errorText(ERRORS.notFound)).toBe('Not found');
  });
});
