import { describe, expect, it } from 'vitest';
import { createMaintenanceTaskBodySchema } from './maintenance.schema';
import { pmFollowUpWorkOrder, pmStartedNotification } from './messages';
import {
  completionSchedule,
  initialDueDate,
  nextDueDate,
  scheduleFailures,
  type TaskSchedule,
} from './next-due';
import { zonedMonthRange, zonedTimeToInstant } from './plant-time';
import { frequencySchedule } from './schedule.fixture';
import {
  completedThisMonth,
  isTaskOverdue,
  occurrenceIntervalDays,
  pmCompliance,
  pmComplianceRate,
  pmOnTimeUntil,
  TASK_INTERVAL_DAYS,
  taskAssetReport,
  taskDueState,
  taskPlanner,
  upcomingTasks,
  yearlyOccurrences,
} from './task-status';

const TZ = 'Europe/London';
const base: TaskSchedule = frequencySchedule('monthly');
const next = (s: Partial<TaskSchedule>, now: string) =>
  nextDueDate({ ...base, ...s }, new Date(now), TZ).toISOString();

describe('next due date (spec §4)', () => {
  it('daily adds one day and weekly seven', () => {
    expect(next({ frequency: 'daily' }, '2025-06-10T08:00:00.000Z')).toBe('2025-06-11T08:00:00.000Z');
    expect(next({ frequency: 'weekly' }, '2025-06-10T08:00:00.000Z')).toBe('2025-06-17T08:00:00.000Z');
  });
  it('custom adds custom_frequency_days', () => {
    expect(next({ frequency: 'custom', custom_frequency_days: 10 }, '2025-06-10T08:00:00.000Z')).toBe(
      '2025-06-20T08:00:00.000Z',
    );
  });
  it('monthly clamps 31 January to the last day of February (28 in 2025, 29 in 2024)', () => {
    expect(next({}, '2025-01-31T10:00:00.000Z')).toBe('2025-02-28T10:00:00.000Z');
    expect(next({}, '2024-01-31T10:00:00.000Z')).toBe('2024-02-29T10:00:00.000Z');
  });
  it('annual from 29 February lands on 28 February', () => {
    expect(next({ frequency: 'annual' }, '2024-02-29T10:00:00.000Z')).toBe('2025-02-28T10:00:00.000Z');
  });
  it('31 March + 1 month is 30 April at the same plant time (GMT → BST)', () => {
    // 31 Mar 2025 10:00 BST is 09:00Z; 30 Apr 10:00 BST is 09:00Z.
    expect(next({}, '2025-03-31T09:00:00.000Z')).toBe('2025-04-30T09:00:00.000Z');
    // 28 Feb 10:00 GMT → 28 Mar 10:00 GMT (before the change).
    expect(next({}, '2025-02-28T10:00:00.000Z')).toBe('2025-03-28T10:00:00.000Z');
  });
  it('keeps the wall-clock time across the last Sunday of March and of October', () => {
    // Sat 29 Mar 2025 09:00 GMT → Sun 30 Mar 09:00 BST (08:00Z).
    expect(next({ frequency: 'daily' }, '2025-03-29T09:00:00.000Z')).toBe('2025-03-30T08:00:00.000Z');
    // Sat 25 Oct 2025 09:00 BST (08:00Z) → Sun 26 Oct 09:00 GMT (09:00Z).
    expect(next({ frequency: 'daily' }, '2025-10-25T08:00:00.000Z')).toBe('2025-10-26T09:00:00.000Z');
    expect(next({ frequency: 'weekly' }, '2025-10-20T08:00:00.000Z')).toBe('2025-10-27T09:00:00.000Z');
  });
  it('quarterly and semi-annual add 3 and 6 months', () => {
    expect(next({ frequency: 'quarterly' }, '2025-11-30T10:00:00.000Z')).toBe('2026-02-28T10:00:00.000Z');
    expect(next({ frequency: 'semi-annual' }, '2025-08-31T09:00:00.000Z')).toBe('2026-02-28T10:00:00.000Z');
  });
  it('monthly with a specific month uses that month, or next year when it is past', () => {
    expect(next({ specific_month: 9, specific_date: 15 }, '2025-05-10T09:00:00.000Z')).toBe(
      '2025-09-15T09:00:00.000Z',
    );
    expect(next({ specific_month: 3, specific_date: 15 }, '2025-05-10T09:00:00.000Z')).toBe(
      '2026-03-15T10:00:00.000Z',
    );
  });
  it('quarterly and semi-annual with a specific month step from it until in the future', () => {
    // January → April (past) → July 2025.
    expect(
      next(
        { frequency: 'quarterly', specific_month: 1, specific_date: 1, specific_time: '07:00' },
        '2025-05-10T09:00:00.000Z',
      ),
    ).toBe('2025-07-01T06:00:00.000Z');
    // February → August (past) → February 2026.
    expect(
      next(
        { frequency: 'semi-annual', specific_month: 2, specific_date: 1, specific_time: '07:00' },
        '2025-09-01T09:00:00.000Z',
      ),
    ).toBe('2026-02-01T07:00:00.000Z');
  });
  it('a month-anchored cycle is never more than one interval away: December quarterly done in January → March', () => {
    // Anchored in December: the cycle is Dec, Mar, Jun, Sep.
    expect(
      next(
        { frequency: 'quarterly', specific_month: 12, specific_date: 1, specific_time: '07:00' },
        '2027-01-10T09:00:00.000Z',
      ),
    ).toBe('2027-03-01T07:00:00.000Z');
    // Semi-annual anchored in November: Nov, May. Done in January → May.
    expect(
      next(
        { frequency: 'semi-annual', specific_month: 11, specific_date: 15, specific_time: '07:00' },
        '2027-01-10T09:00:00.000Z',
      ),
    ).toBe('2027-05-15T06:00:00.000Z');
    // Monthly with a specific month means once a year in that month: December done in January → December.
    expect(next({ specific_month: 12, specific_date: 1 }, '2027-01-10T09:00:00.000Z')).toBe(
      '2027-12-01T09:00:00.000Z',
    );
  });
  it('annual: a specific year and month override while still ahead', () => {
    const s = {
      frequency: 'annual' as const,
      specific_year: 2027,
      specific_month: 6,
      specific_date: 30,
      specific_time: '08:30',
    };
    expect(next(s, '2025-05-10T09:00:00.000Z')).toBe('2027-06-30T07:30:00.000Z');
    expect(next(s, '2027-07-01T09:00:00.000Z')).toBe('2028-06-30T07:30:00.000Z');
  });
});

describe('completion schedule', () => {
  it('specific mode completes and deactivates the task', () => {
    const r = completionSchedule(
      {
        ...base,
        schedule_mode: 'specific',
        specific_month: 6,
        specific_date: 1,
        specific_time: '08:00',
        next_due_date: '2025-06-01T07:00:00.000Z',
      },
      new Date('2025-06-01T09:00:00.000Z'),
      TZ,
    );
    expect(r).toEqual({
      last_completed_date: '2025-06-01T09:00:00.000Z',
      next_due_date: '2025-06-01T07:00:00.000Z',
      is_active: false,
    });
  });
  it('frequency mode stamps last completed and moves the due date', () => {
    const r = completionSchedule({ ...base, next_due_date: null }, new Date('2025-01-31T10:00:00.000Z'), TZ);
    expect(r).toEqual({
      last_completed_date: '2025-01-31T10:00:00.000Z',
      next_due_date: '2025-02-28T10:00:00.000Z',
      is_active: true,
    });
  });
  it('a specific task is first due on its date in the plant zone; a skipped DST time moves forward', () => {
    const s = {
      ...base,
      schedule_mode: 'specific' as const,
      specific_year: 2025,
      specific_month: 3,
      specific_date: 30,
      specific_time: '01:30',
    };
    expect(initialDueDate(s, null, new Date('2025-01-01T00:00:00Z'), TZ)).toBe('2025-03-30T01:30:00.000Z');
    expect(
      zonedTimeToInstant(
        { year: 2025, month: 10, day: 26, hour: 12, minute: 0, second: 0, millisecond: 0 },
        TZ,
      ).toISOString(),
    ).toBe('2025-10-26T12:00:00.000Z');
  });
});

describe('schedule validation', () => {
  const fields = (s: Partial<TaskSchedule>) => scheduleFailures({ ...base, ...s }).map((f) => f.field);
  it('custom needs at least one day', () => {
    expect(fields({ frequency: 'custom', custom_frequency_days: 0 })).toEqual(['custom_frequency_days']);
    expect(fields({ frequency: 'custom', custom_frequency_days: -1 })).toEqual(['custom_frequency_days']);
    expect(fields({ frequency: 'custom', custom_frequency_days: null })).toEqual(['custom_frequency_days']);
    expect(fields({ frequency: 'custom', custom_frequency_days: 1 })).toEqual([]);
  });
  it('custom allows at most ten years (3,660 days), whatever the frequency', () => {
    expect(fields({ frequency: 'custom', custom_frequency_days: 3660 })).toEqual([]);
    expect(fields({ frequency: 'custom', custom_frequency_days: 3661 })).toEqual(['custom_frequency_days']);
    expect(fields({ frequency: 'monthly', custom_frequency_days: 2_147_483_647 })).toEqual([
      'custom_frequency_days',
    ]);
  });
  it('specific mode needs a real month, day and HH:MM time', () => {
    const specific = {
      schedule_mode: 'specific' as const,
      specific_month: 2,
      specific_date: 28,
      specific_time: '08:00',
    };
    expect(fields(specific)).toEqual([]);
    expect(fields({ ...specific, specific_month: 13 })).toEqual(['specific_month']);
    expect(fields({ ...specific, specific_month: 0 })).toEqual(['specific_month']);
    expect(fields({ ...specific, specific_date: 30 })).toEqual(['specific_date']);
    expect(fields({ ...specific, specific_date: 29 })).toEqual([]);
    expect(fields({ ...specific, specific_year: 2025, specific_date: 29 })).toEqual(['specific_date']);
    expect(fields({ ...specific, specific_month: 4, specific_date: 31 })).toEqual(['specific_date']);
    expect(fields({ ...specific, specific_time: '25:00' })).toEqual(['specific_time']);
    expect(fields({ ...specific, specific_time: null })).toEqual(['specific_date']);
  });
  it('the create schema applies the spec §5 defaults and nulls', () => {
    const parsed = createMaintenanceTaskBodySchema.parse({
      title: ' Lubricate ',
      asset_id: '3f1c2a52-5f0e-4b8e-9d4c-7c1a2b3c4d5e',
      description: '  ',
      instructions: '',
      required_parts: [],
      assigned_to: null,
    });
    expect(parsed).toMatchObject({
      title: 'Lubricate',
      type: 'preventive',
      frequency: 'monthly',
      estimated_duration: 1,
      priority: 'medium',
      is_active: true,
      description: null,
      custom_frequency_days: null,
      assigned_to: null,
      instructions: null,
      required_parts: null,
      checklist: [],
    });
    const bad = createMaintenanceTaskBodySchema.safeParse({
      title: 'x',
      asset_id: '3f1c2a52-5f0e-4b8e-9d4c-7c1a2b3c4d5e',
      frequency: 'custom',
      custom_frequency_days: 0,
    });
    expect(bad.success).toBe(false);
  });
});

describe('overdue, due and upcoming (spec §4)', () => {
  const now = new Date('2025-06-10T12:00:00.000Z');
  const t = (next_due_date: string | null, is_active = true) => ({ next_due_date, is_active });
  it('overdue is active and due before now', () => {
    expect(isTaskOverdue(t('2025-06-10T11:59:59.000Z'), now)).toBe(true);
    expect(isTaskOverdue(t('2025-06-10T11:59:59.000Z', false), now)).toBe(false);
    expect(isTaskOverdue(t('2025-06-10T12:00:00.000Z'), now)).toBe(false);
  });
  it('upcoming is within 30 days by default, soonest first', () => {
    const list = [
      t('2025-07-01T00:00:00Z'),
      t('2025-06-12T00:00:00Z'),
      t('2025-07-20T00:00:00Z'),
      t('2025-06-01T00:00:00Z'),
      t('2025-06-11T00:00:00Z', false),
    ];
    expect(upcomingTasks(list, now).map((x) => x.next_due_date)).toEqual([
      '2025-06-12T00:00:00Z',
      '2025-07-01T00:00:00Z',
    ]);
    expect(upcomingTasks(list, now, 60)).toHaveLength(3);
  });
  it('states: due within 7 days, overdue, scheduled, inactive', () => {
    expect(taskDueState(t('2025-06-16T00:00:00Z'), now)).toBe('due');
    expect(taskDueState(t('2025-06-20T00:00:00Z'), now)).toBe('scheduled');
    expect(taskDueState(t('2025-06-01T00:00:00Z'), now)).toBe('overdue');
    expect(taskDueState(t('2025-06-01T00:00:00Z', false), now)).toBe('inactive');
  });
  it('reset selects tasks completed in the current plant month', () => {
    const june = new Date('2025-06-15T12:00:00Z');
    expect(completedThisMonth({ last_completed_date: '2025-06-01T00:30:00+01:00' }, june, TZ)).toBe(true);
    // 31 May 23:30Z is already 1 June 00:30 in London.
    expect(completedThisMonth({ last_completed_date: '2025-05-31T23:30:00Z' }, june, TZ)).toBe(true);
    expect(completedThisMonth({ last_completed_date: '2025-05-31T22:30:00Z' }, june, TZ)).toBe(false);
    expect(completedThisMonth({ last_completed_date: null }, june, TZ)).toBe(false);
    expect(zonedMonthRange(june, TZ)).toEqual({
      from: new Date('2025-05-31T23:00:00Z'),
      to: new Date('2025-06-30T23:00:00Z'),
    });
  });
});

describe('task-based asset report (spec §9)', () => {
  it('counts yearly occurrences', () => {
    expect(
      ['daily', 'weekly', 'monthly', 'quarterly', 'semi-annual', 'annual'].map((f) =>
        yearlyOccurrences(f as 'daily', null),
      ),
    ).toEqual([365, 52, 12, 4, 2, 1]);
    expect(yearlyOccurrences('custom', 5)).toBe(73);
  });
  it('scores 100 − 10 and utilisation 100 − 5 per overdue task, floors 0 and 70', () => {
    const now = new Date('2025-06-10T12:00:00Z');
    const task = (due: string) => ({
      frequency: 'monthly' as const,
      custom_frequency_days: null,
      is_active: true,
      next_due_date: due,
      last_completed_date: '2025-05-01T00:00:00.000Z',
    });
    const two = taskAssetReport(
      [task('2025-06-01T00:00:00Z'), task('2025-06-02T00:00:00Z'), task('2025-07-01T00:00:00Z')],
      now,
    );
    expect(two).toMatchObject({
      maintenanceFrequency: 36,
      performanceScore: 80,
      utilizationRate: 90,
      criticalIssues: 2,
      nextMaintenanceDue: '2025-06-01T00:00:00Z',
      totalCost: 0,
    });
    const eleven = taskAssetReport(
      Array.from({ length: 11 }, () => task('2025-06-01T00:00:00Z')),
      now,
    );
    expect(eleven).toMatchObject({ performanceScore: 0, utilizationRate: 70 });
    expect(taskAssetReport([], now)).toMatchObject({
      performanceScore: 100,
      utilizationRate: 100,
      nextMaintenanceDue: null,
    });
  });
  it('PM compliance counts an occurrence on time within a tenth of its interval, and at least to the end of its due day', () => {
    const tz = 'Europe/London';
    expect(pmCompliance([], tz)).toBe(100);
    const monthly = TASK_INTERVAL_DAYS.monthly;
    expect(
      pmCompliance(
        [
          { due_date: '2025-06-10T00:00:00Z', completed_at: '2025-06-09T00:00:00Z', interval_days: monthly },
          // Two days late is within a monthly task's grace (about three days).
          { due_date: '2025-06-10T00:00:00Z', completed_at: '2025-06-12T00:00:00Z', interval_days: monthly },
          { due_date: '2025-06-10T00:00:00Z', completed_at: '2025-06-14T00:00:00Z', interval_days: monthly },
          { due_date: '2025-06-10T00:00:00Z', completed_at: null, interval_days: monthly },
        ],
        tz,
      ),
    ).toBe(50);
  });
  it('PM grace: a tenth of the interval, never less than the end of the due day in the plant zone', () => {
    const tz = 'Europe/London';
    const until = (due: string, days: number) => pmOnTimeUntil(new Date(due), days, tz).toISOString();
    // Daily, due 08:00 BST: a tenth of a day (2.4 h) ends before midnight, so the day's end (23:00Z) holds.
    expect(until('2025-06-10T07:00:00.000Z', occurrenceIntervalDays('daily', null))).toBe(
      '2025-06-10T23:00:00.000Z',
    );
    // Completed at 03:12 on the due day after being due at 02:12 is on time (the demo plant's case).
    expect(until('2025-12-01T02:12:00.000Z', 1)).toBe('2025-12-02T00:00:00.000Z');
    // Monthly: 365/12 × 0.1 = 3 days and 1 hour after the due time.
    expect(until('2025-06-10T07:00:00.000Z', occurrenceIntervalDays('monthly', null))).toBe(
      '2025-06-13T08:00:00.000Z',
    );
    expect(occurrenceIntervalDays('custom', 14)).toBe(14);
    expect(occurrenceIntervalDays('quarterly', null)).toBeCloseTo(91.25);
  });
  it('PM compliance from counts rounds the percent and is 100 when nothing was due', () => {
    expect(pmComplianceRate(0, 0)).toBe(100);
    expect(pmComplianceRate(3, 2)).toBe(67);
    expect(pmComplianceRate(8, 8)).toBe(100);
  });
});

describe('messages', () => {
  it('queues Preventive Maintenance Started with the spec metadata', () => {
    const n = pmStartedNotification({
      id: 't1',
      title: 'Lubricate filler',
      asset_id: 'a1',
      priority: 'high',
      type: 'preventive',
    });
    expect(n).toMatchObject({
      notification_type: 'maintenance_due',
      title: 'Preventive Maintenance Started',
      urgency: 'medium',
    });
    expect(n.message).toContain('started and completed');
    expect(n.metadata).toEqual({
      maintenance_task_id: 't1',
      task_title: 'Lubricate filler',
      asset_id: 'a1',
      priority: 'high',
      type: 'preventive',
    });
  });
  it('the follow-up work order lists the failed steps', () => {
    const wo = pmFollowUpWorkOrder(
      { id: 't', title: 'Belt check', asset_id: 'a', priority: 'low' },
      [{ text: 'Belt tension', note: '14 mm' }],
      new Date('2025-06-10T00:00:00Z'),
    );
    expect(wo).toMatchObject({
      title: 'Follow-up: Belt check',
      priority: 'medium',
      maintenance_type: 'corrective',
    });
    expect(wo.description).toContain('- Belt tension: 14 mm');
  });
});

describe('due alerts', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  it('alerts once due within 24 h and once overdue; nothing for later or inactive tasks', async () => {
    const { dueAlertKind } = await import('./task-status');
    expect(dueAlertKind({ is_active: true, next_due_date: '2025-06-11T11:59:00Z' }, now)).toBe('due_soon');
    expect(dueAlertKind({ is_active: true, next_due_date: '2025-06-11T12:01:00Z' }, now)).toBeNull();
    expect(dueAlertKind({ is_active: true, next_due_date: '2025-06-10T11:00:00Z' }, now)).toBe('overdue');
    expect(dueAlertKind({ is_active: false, next_due_date: '2025-06-10T11:00:00Z' }, now)).toBeNull();
  });
});

describe('who planned a task', () => {
  it("is nobody for a task the system made (created_by 'system', the spec's default)", () => {
    expect(taskPlanner('system')).toBeNull();
    expect(taskPlanner(null)).toBeNull();
    expect(taskPlanner('7b0f6c1e-2d4a-4e8b-9c3d-5a6f7e8d9c0b')).toBe('7b0f6c1e-2d4a-4e8b-9c3d-5a6f7e8d9c0b');
  });
});
