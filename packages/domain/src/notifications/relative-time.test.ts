import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '../format/display';
import { PLANT_TIME_ZONE } from '../maintenance/plant-time';
import { formatRelativeTime } from './relative-time';

const now = new Date(2026, 10, 21, 12, 0, 0);
afterEach(() => setDisplayTimeZone(PLANT_TIME_ZONE));
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeTime (spec §2: Just now, Xm ago, Xh ago, Xd ago, otherwise a date)', () => {
  it('says Just now under a minute', () => {
    expect(formatRelativeTime(now, now)).toBe('Just now');
    expect(formatRelativeTime(ago(59_999), now)).toBe('Just now');
  });
  it('counts whole minutes under an hour', () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * 60_000 + 59_000), now)).toBe('59m ago');
  });
  it('counts whole hours under a day', () => {
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23h ago');
  });
  it('counts whole days under a week', () => {
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(6 * 86_400_000 + 23 * 3_600_000), now)).toBe('6d ago');
  });
  it('shows the date from a week on', () => {
    expect(formatRelativeTime(ago(7 * 86_400_000), now)).toBe('14 Nov 2026');
    expect(formatRelativeTime(new Date(2025, 0, 3, 9, 30), now)).toBe('3 Jan 2025');
  });
  it("shows an older notification's day on the plant's calendar, not the machine's", () => {
    // 20:00 UTC on 10 November is already 11 November at a plant in Auckland (NZDT, UTC+13).
    const at = '2026-11-10T20:00:00.000Z';
    const later = new Date('2026-11-21T12:00:00.000Z');
    expect(formatRelativeTime(at, later)).toBe('10 Nov 2026');
    setDisplayTimeZone('Pacific/Auckland');
    expect(formatRelativeTime(at, later)).toBe('11 Nov 2026');
  });
  it('accepts ISO strings and treats future times as Just now', () => {
    expect(formatRelativeTime(ago(5 * 60_000).toISOString(), now)).toBe('5m ago');
    expect(formatRelativeTime(new Date(now.getTime() + 90_000), now)).toBe('Just now');
  });
  it('gives an empty string for an unreadable time', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
