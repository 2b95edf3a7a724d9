import { describe, expect, it } from 'vitest';
import { formatUnreadBadge } from './unread-badge';

describe('formatUnreadBadge (spec §9: badge shows 99+ above 99)', () => {
  it('shows nothing when everything is read', () => {
    expect(formatUnreadBadge(0)).toBeNull();
    expect(formatUnreadBadge(-1)).toBeNull();
  });
  it('shows the count up to 99', () => {
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(99)).toBe('99');
  });
  it('shows 99+ above 99', () => {
    expect(formatUnreadBadge(100)).toBe('99+');
    expect(formatUnreadBadge(12_345)).toBe('99+');
  });
});
