import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their search and hash', () => {
    expect(safeRedirectPath('/assets?highlight=1#top')).toBe('/assets?highlight=1#top');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it('falls back to /dashboard when there is no value', () => {
    expect(safeRedirectPath(null)).toBe('/dashboard');
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
    expect(safeRedirectPath('')).toBe('/dashboard');
  });

  it('refuses other hosts and schemes', () => {
    expect(safeRedirectPath('https://evil.test/')).toBe('/dashboard');
    expect(safeRedirectPath('//evil.test/path')).toBe('/dashboard');
    expect(safeRedirectPath('/\\evil.test')).toBe('/dashboard');
    expect(safeRedirectPath('javascript:alert(1)')).toBe('/dashboard');
    expect(safeRedirectPath('dashboard')).toBe('/dashboard');
    expect(safeRedirectPath('/\tevil')).toBe('/dashboard');
  });

  it('uses the fallback given', () => {
    expect(safeRedirectPath('//x', '/')).toBe('/');
  });
});

describe('signInPath', () => {
  it('encodes the target', () => {
    expect(signInPath('/assets?a=1&b=2')).toBe('/auth?redirect=%2Fassets%3Fa%3D1%26b%3D2');
  });
});
