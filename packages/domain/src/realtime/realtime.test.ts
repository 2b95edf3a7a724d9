import { describe, expect, it } from 'vitest';
import { parseRealtimeEvent, reconnectDelayMs } from './realtime';

describe('reconnectDelayMs', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    const top = () => 0.999_999;
    expect(reconnectDelayMs(0, top)).toBe(1_000);
    expect(reconnectDelayMs(1, top)).toBe(2_000);
    expect(reconnectDelayMs(4, top)).toBe(16_000);
    expect(reconnectDelayMs(5, top)).toBe(30_000);
    expect(reconnectDelayMs(50, top)).toBe(30_000);
  });
  it('waits at least half of the ceiling', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(10, () => 0)).toBe(15_000);
  });
});

describe('parseRealtimeEvent', () => {
  it('accepts the trigger payload and keeps only its three fields', () => {
    expect(parseRealtimeEvent({ table: 'assets', op: 'INSERT', id: 'a', extra: 1 })).toEqual({
      table: 'assets',
      op: 'INSERT',
      id: 'a',
    });
  });
  it('refuses unknown operations, missing fields and non-objects', () => {
    expect(parseRealtimeEvent({ table: 'assets', op: 'TRUNCATE', id: 'a' })).toBeNull();
    expect(parseRealtimeEvent({ table: 'assets', op: 'UPDATE' })).toBeNull();
    expect(parseRealtimeEvent({ table: 7, op: 'UPDATE', id: 'a' })).toBeNull();
    expect(parseRealtimeEvent(null)).toBeNull();
    expect(parseRealtimeEvent('assets')).toBeNull();
  });
});
