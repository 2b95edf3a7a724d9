import { describe, expect, it } from 'vitest';
import { canCompleteTask, isOccurrenceOpen } from './completion-rules';

describe('canCompleteTask', () => {
  it('lets a technician complete their own or an unassigned task, never a colleague’s', () => {
    expect(canCompleteTask('technician', 'me', { assigned_to: 'me' })).toBe(true);
    expect(canCompleteTask('technician', 'me', { assigned_to: null })).toBe(true);
    expect(canCompleteTask('technician', 'me', { assigned_to: 'colleague' })).toBe(false);
  });

  it('lets managers and admins complete any task, and the user role none', () => {
    expect(canCompleteTask('manager', 'me', { assigned_to: 'colleague' })).toBe(true);
    expect(canCompleteTask('admin', 'me', { assigned_to: 'colleague' })).toBe(true);
    expect(canCompleteTask('user', 'me', { assigned_to: null })).toBe(false);
  });
});

describe('isOccurrenceOpen', () => {
  it('is open while the due date is the one the sender saw, in any offset', () => {
    expect(isOccurrenceOpen('2026-01-31T09:00:00.000Z', '2026-01-31T09:00:00.000Z')).toBe(true);
    expect(isOccurrenceOpen('2026-01-31T10:00:00+01:00', '2026-01-31T09:00:00.000Z')).toBe(true);
    expect(isOccurrenceOpen(null, null)).toBe(true);
  });

  it('is closed once the due date has moved on', () => {
    expect(isOccurrenceOpen('2026-01-31T09:00:00.000Z', '2026-02-28T09:00:00.000Z')).toBe(false);
    expect(isOccurrenceOpen('2026-01-31T09:00:00.000Z', null)).toBe(false);
  });
});
