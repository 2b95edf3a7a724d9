import { describe, expect, it } from 'vitest';
import { currentDowntimeHours, formatDowntimeClock, hoursBetween, stopClock } from './downtime';

const start = '2026-03-02T08:00:00.000Z';

describe('stopClock', () => {
  it('records the end time and the elapsed hours since the start (spec §4)', () => {
    expect(stopClock(start, new Date('2026-03-02T10:30:00.000Z'))).toEqual({
      breakdown_end_time: '2026-03-02T10:30:00.000Z',
      downtime_hours: 2.5,
    });
  });

  it('rounds the hours to two decimals', () => {
    // 1 h 20 min = 1.3333… h
    expect(stopClock(start, new Date('2026-03-02T09:20:00.000Z')).downtime_hours).toBe(1.33);
  });

  it('never gives negative hours', () => {
    expect(stopClock(start, new Date('2026-03-02T07:00:00.000Z')).downtime_hours).toBe(0);
  });
});

describe('currentDowntimeHours', () => {
  const now = new Date('2026-03-02T12:00:00.000Z');

  it('is the stored hours once the breakdown has ended (spec §4)', () => {
    const ended = {
      breakdown_start_time: start,
      breakdown_end_time: '2026-03-02T09:00:00.000Z',
      downtime_hours: 1,
    };
    expect(currentDowntimeHours(ended, now)).toBe(1);
  });

  it('is the hours since the start while it is running', () => {
    const running = { breakdown_start_time: start, breakdown_end_time: null, downtime_hours: null };
    expect(currentDowntimeHours(running, now)).toBe(4);
  });

  it('is 0 for a breakdown that ended without stored hours (cancelled while running)', () => {
    const cancelled = {
      breakdown_start_time: start,
      breakdown_end_time: '2026-03-02T09:00:00.000Z',
      downtime_hours: null,
    };
    expect(currentDowntimeHours(cancelled, now)).toBe(0);
  });
});

describe('formatDowntimeClock', () => {
  it('ticks in the words of every other duration (no HH:MM:SS beside decimals)', () => {
    expect(formatDowntimeClock(0)).toBe('0 s');
    expect(formatDowntimeClock(hoursBetween(start, '2026-03-02T10:15:07.000Z'))).toBe('2 h 15 min 7 s');
    expect(formatDowntimeClock(100.5)).toBe('4 d 4 h 30 min');
  });
});
