import { describe, expect, it } from 'vitest';
import {
  temporaryRepairDeadlineText,
  temporaryRepairState,
  temporaryRepairsOverdueNotification,
} from './temporary-repairs';
import { temporaryRepairListQuerySchema } from './temporary-repairs.schema';

const now = new Date('2026-03-10T12:00:00Z');
const tz = 'Europe/London';

describe('temporary repair state (BRCGS 4.7.3)', () => {
  it('is open while the deadline is ahead and the follow-up is not completed', () => {
    expect(
      temporaryRepairState(
        { permanent_repair_deadline: '2026-03-11T09:00:00Z', follow_up_status: 'pending' },
        now,
      ),
    ).toBe('open');
    expect(
      temporaryRepairState(
        { permanent_repair_deadline: '2026-03-10T12:00:00Z', follow_up_status: 'in-progress' },
        now,
      ),
    ).toBe('open');
  });

  it('is overdue once the deadline has passed and the follow-up is not completed', () => {
    expect(
      temporaryRepairState(
        { permanent_repair_deadline: '2026-03-10T11:59:59Z', follow_up_status: 'pending' },
        now,
      ),
    ).toBe('overdue');
  });

  it('is closed only when the follow-up is completed, before or after the deadline', () => {
    for (const deadline of ['2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'])
      expect(
        temporaryRepairState({ permanent_repair_deadline: deadline, follow_up_status: 'completed' }, now),
      ).toBe('closed');
  });

  it('stays open (or overdue) when the follow-up was cancelled: the temporary repair is still in the plant', () => {
    expect(
      temporaryRepairState(
        { permanent_repair_deadline: '2026-04-01T00:00:00Z', follow_up_status: 'cancelled' },
        now,
      ),
    ).toBe('open');
    expect(
      temporaryRepairState(
        { permanent_repair_deadline: '2026-03-01T00:00:00Z', follow_up_status: 'cancelled' },
        now,
      ),
    ).toBe('overdue');
  });

  it('is open without a follow-up or a deadline', () => {
    expect(temporaryRepairState({ permanent_repair_deadline: null, follow_up_status: null }, now)).toBe(
      'open',
    );
  });
});

describe('the deadline in words, in plant calendar days', () => {
  const text = (deadline: string, status: 'pending' | 'completed' = 'pending', at = now) =>
    temporaryRepairDeadlineText({ permanent_repair_deadline: deadline, follow_up_status: status }, at, tz);

  it('counts days overdue and days left', () => {
    expect(text('2026-03-07T09:00:00Z')).toBe('Overdue by 3 days');
    expect(text('2026-03-09T23:00:00Z')).toBe('Overdue by 1 day');
    expect(text('2026-03-10T08:00:00Z')).toBe('Overdue since today');
    expect(text('2026-03-10T18:00:00Z')).toBe('Due today');
    expect(text('2026-03-11T18:00:00Z')).toBe('Due tomorrow');
    expect(text('2026-03-15T08:00:00Z')).toBe('Due in 5 days');
    expect(text('2026-03-01T08:00:00Z', 'completed')).toBe('Permanent repair done');
  });

  it('uses the plant calendar: 23:30 UTC in British summer time is already the next day', () => {
    const summer = new Date('2026-06-10T23:30:00Z'); // 00:30 on 11 June in London
    expect(text('2026-06-10T22:00:00Z', 'pending', summer)).toBe('Overdue by 1 day');
  });
});

describe('the daily alert to managers', () => {
  it('names how many and the oldest', () => {
    const n = temporaryRepairsOverdueNotification({
      overdue: 2,
      oldest: {
        title: 'Capper seized',
        asset_name: 'Capper 2',
        permanent_repair_deadline: '2026-03-07T09:00:00Z',
      },
      now,
      timeZone: tz,
    });
    expect(n.title).toBe('Temporary repairs overdue');
    expect(n.message).toBe(
      '2 temporary repairs are past the permanent-repair deadline. The oldest: "Capper seized" on Capper 2, overdue by 3 days.',
    );
  });
});

describe('the register query', () => {
  it('takes a state and a location, and refuses anything else', () => {
    expect(temporaryRepairListQuerySchema.parse({ state: 'overdue', location_id: '' })).toMatchObject({
      state: 'overdue',
      location_id: undefined,
      limit: expect.any(Number),
      offset: 0,
    });
    expect(temporaryRepairListQuerySchema.safeParse({ state: 'late' }).success).toBe(false);
    expect(temporaryRepairListQuerySchema.safeParse({ location_id: 'Site 1' }).success).toBe(false);
  });
});
