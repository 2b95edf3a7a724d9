import { describe, expect, it } from 'vitest';
import { mayHearOfChange, parseRealtimeEvent, reconnectDelayMs } from './realtime';

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

describe('mayHearOfChange', () => {
  const person = (role: 'user' | 'technician' | 'manager' | 'admin') => ({ id: `${role}-1`, role });
  it('keeps budget changes to managers and admins, invitations to admins', () => {
    for (const table of ['budget_lines', 'budget_expenses']) {
      expect(mayHearOfChange(table, person('user'))).toBe(false);
      expect(mayHearOfChange(table, person('technician'))).toBe(false);
      expect(mayHearOfChange(table, person('manager'))).toBe(true);
      expect(mayHearOfChange(table, person('admin'))).toBe(true);
    }
    expect(mayHearOfChange('user_invitations', person('manager'))).toBe(false);
    expect(mayHearOfChange('user_invitations', person('admin'))).toBe(true);
  });

  it('sends notifications and their delivery history to their recipient only, even an admin', () => {
    for (const table of ['notifications', 'notification_history']) {
      expect(mayHearOfChange(table, person('user'), 'user-1')).toBe(true);
      expect(mayHearOfChange(table, person('admin'), 'user-1')).toBe(false);
      expect(mayHearOfChange(table, person('user'), null)).toBe(false);
    }
  });

  it("tells admins and the person themselves of a change of the person's sites, nobody else", () => {
    expect(mayHearOfChange('user_sites', person('admin'), 'technician-9')).toBe(true);
    expect(mayHearOfChange('user_sites', person('technician'), 'technician-1')).toBe(true);
    expect(mayHearOfChange('user_sites', person('manager'), 'technician-1')).toBe(false);
    expect(mayHearOfChange('user_sites', person('technician'), 'technician-9')).toBe(false);
  });

  it('lets every signed-in role hear of maintenance data', () => {
    expect(mayHearOfChange('work_orders', person('user'))).toBe(true);
    expect(mayHearOfChange('assets', person('user'))).toBe(true);
  });
});
