import { describe, expect, it } from 'vitest';
import type { CalendarEvent, CalendarTask } from './maintenance.schema';
import type { TaskSchedule } from './next-due';
import {
  calendarEntries,
  type ProjectableTask,
  plantDay,
  plantMonthGrid,
  projectOccurrences,
  weekdayIndex,
} from './occurrences';
import { frequencySchedule } from './schedule.fixture';

const TZ = 'Europe/London';
const schedule: TaskSchedule = frequencySchedule('weekly');
const task = (overrides: Partial<ProjectableTask>): ProjectableTask => ({
  ...schedule,
  is_active: true,
  next_due_date: '2026-03-02T08:00:00.000Z',
  ...overrides,
});
const project = (t: ProjectableTask, from: string, to: string) =>
  projectOccurrences(t, new Date(from), new Date(to), TZ).map((d) => d.toISOString());
// March 2026 in London: GMT until 29 March, BST (UTC+1) from then.
const MARCH = ['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z'] as const;

describe('projectOccurrences: every occurrence in a range from the next due date (spec §4 frequencies)', () => {
  it('weekly: +7 days, on the same weekday and plant clock time across the change to summer time', () => {
    expect(project(task({}), ...MARCH)).toEqual([
      '2026-03-02T08:00:00.000Z',
      '2026-03-09T08:00:00.000Z',
      '2026-03-16T08:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z', // 08:00 BST
    ]);
  });

  it('daily: +1 day, every day of the month from the next due date on', () => {
    const days = project(task({ frequency: 'daily', next_due_date: '2026-03-10T06:00:00.000Z' }), ...MARCH);
    expect(days).toHaveLength(22);
    expect(days[0]).toBe('2026-03-10T06:00:00.000Z');
    expect(days.at(-1)).toBe('2026-03-31T05:00:00.000Z');
  });

  it('monthly: +1 month, clamped to the month’s last day as completing on the due date would set it', () => {
    const t = task({ frequency: 'monthly', next_due_date: '2026-01-31T10:00:00.000Z' });
    expect(project(t, '2026-01-01T00:00:00Z', '2026-05-01T00:00:00Z')).toEqual([
      '2026-01-31T10:00:00.000Z',
      '2026-02-28T10:00:00.000Z',
      '2026-03-28T10:00:00.000Z',
      '2026-04-28T09:00:00.000Z',
    ]);
  });

  it('quarterly: +3 months; with a specific month, in 3-month steps from that month', () => {
    const plain = task({ frequency: 'quarterly', next_due_date: '2026-02-10T09:00:00.000Z' });
    expect(project(plain, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')).toEqual([
      '2026-02-10T09:00:00.000Z',
      '2026-05-10T08:00:00.000Z',
      '2026-08-10T08:00:00.000Z',
      '2026-11-10T09:00:00.000Z',
    ]);
    const anchored = task({
      frequency: 'quarterly',
      specific_month: 12,
      specific_date: 1,
      specific_time: '07:00',
      next_due_date: '2026-03-01T07:00:00.000Z',
    });
    expect(project(anchored, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')).toEqual([
      '2026-03-01T07:00:00.000Z',
      '2026-06-01T06:00:00.000Z',
      '2026-09-01T06:00:00.000Z',
      '2026-12-01T07:00:00.000Z',
    ]);
  });

  it('semi-annual: +6 months; annual: +1 year', () => {
    const half = task({ frequency: 'semi-annual', next_due_date: '2026-01-15T09:00:00.000Z' });
    expect(project(half, '2026-01-01T00:00:00Z', '2027-03-01T00:00:00Z')).toEqual([
      '2026-01-15T09:00:00.000Z',
      '2026-07-15T08:00:00.000Z',
      '2027-01-15T09:00:00.000Z',
    ]);
    const yearly = task({ frequency: 'annual', next_due_date: '2026-01-15T09:00:00.000Z' });
    expect(project(yearly, '2026-01-01T00:00:00Z', '2027-03-01T00:00:00Z')).toEqual([
      '2026-01-15T09:00:00.000Z',
      '2027-01-15T09:00:00.000Z',
    ]);
  });

  it('custom: + customFrequencyDays', () => {
    const t = task({ frequency: 'custom', custom_frequency_days: 10, next_due_date: '2026-03-05T08:00:00Z' });
    expect(project(t, ...MARCH)).toEqual([
      '2026-03-05T08:00:00.000Z',
      '2026-03-15T08:00:00.000Z',
      '2026-03-25T08:00:00.000Z',
    ]);
  });

  it('projects nothing before the next due date: earlier occurrences were completed', () => {
    const t = task({ next_due_date: '2026-03-16T08:00:00.000Z' });
    expect(project(t, ...MARCH)).toEqual([
      '2026-03-16T08:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
    expect(project(t, '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z')).toEqual([]);
  });

  it('keeps a long-overdue task on its weekday when the range starts months after its due date', () => {
    const t = task({ next_due_date: '2025-11-03T08:00:00.000Z' }); // a Monday, 17 weeks before March
    const march = project(t, ...MARCH);
    expect(march).toHaveLength(5);
    expect(march.map((d) => weekdayIndex(plantDay(d, TZ)))).toEqual([0, 0, 0, 0, 0]);
    expect(march[0]).toBe('2026-03-02T08:00:00.000Z');
  });

  it('shows a specific-date task once, on its date, and nothing for an inactive task or one never due', () => {
    const once = task({
      schedule_mode: 'specific',
      frequency: 'monthly',
      specific_month: 3,
      specific_date: 12,
      specific_time: '09:00',
      next_due_date: '2026-03-12T09:00:00.000Z',
    });
    expect(project(once, ...MARCH)).toEqual(['2026-03-12T09:00:00.000Z']);
    expect(project(once, '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z')).toEqual([]);
    expect(project(task({ is_active: false }), ...MARCH)).toEqual([]);
    expect(project(task({ next_due_date: null }), ...MARCH)).toEqual([]);
  });

  it('leaves out an occurrence at the range’s end: the range is half-open', () => {
    expect(project(task({}), '2026-03-02T08:00:00.000Z', '2026-03-09T08:00:00.000Z')).toEqual([
      '2026-03-02T08:00:00.000Z',
    ]);
  });
});

describe('plantMonthGrid and plantDay', () => {
  it('spans six weeks from the Monday on or before the 1st, in the plant’s midnights', () => {
    const grid = plantMonthGrid(2026, 3, TZ);
    expect(grid.days).toHaveLength(42);
    expect(grid.days[0]).toBe('2026-02-23');
    expect(grid.days[6]).toBe('2026-03-01');
    expect(grid.days[41]).toBe('2026-04-05');
    expect(grid.from.toISOString()).toBe('2026-02-23T00:00:00.000Z');
    expect(grid.to.toISOString()).toBe('2026-04-05T23:00:00.000Z'); // midnight BST on 6 April
    expect(grid.days.every((d, i) => weekdayIndex(d) === i % 7)).toBe(true);
  });

  it('starts on the 1st when the month begins on a Monday', () => {
    expect(plantMonthGrid(2026, 6, TZ).days[0]).toBe('2026-06-01');
  });

  it('files an instant under the plant’s day, not UTC’s', () => {
    expect(plantDay('2026-06-30T23:30:00.000Z', TZ)).toBe('2026-07-01');
    expect(plantDay('2026-01-31T23:30:00.000Z', TZ)).toBe('2026-01-31');
  });
});

describe('calendarEntries: stored events and projected occurrences together', () => {
  const asset = { id: '3f1c9a52-8d7e-4b1a-9c3d-2e5f6a7b8c9d', asset_id: 'CIP-01', asset_name: 'CIP skid 1' };
  const weekly: CalendarTask = {
    ...task({ next_due_date: '2026-03-16T08:00:00.000Z' }),
    id: '5b1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
    title: 'Daily CIP verification',
    asset,
    estimated_duration: 1,
    trigger: 'calendar',
    due_forecast: false,
  };
  const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
    id: '8e1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
    task_id: weekly.id,
    asset_id: asset.id,
    asset,
    title: weekly.title,
    date: '2026-03-16T08:00:00.000Z',
    duration: 1,
    status: 'scheduled',
    assigned_to: null,
    notes: null,
    work_order_id: null,
    source: 'task',
    ...overrides,
  });

  it('replaces a task’s stored next occurrence by its projection and keeps what was done', () => {
    const done = event({
      id: '9e1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
      status: 'done',
      date: '2026-03-09T08:30:00.000Z',
    });
    const entries = calendarEntries([done, event({})], [weekly], new Date(MARCH[0]), new Date(MARCH[1]), TZ);
    expect(entries.map((e) => [e.date, e.status, e.projected])).toEqual([
      ['2026-03-09T08:30:00.000Z', 'done', false],
      ['2026-03-16T08:00:00.000Z', 'scheduled', false],
      ['2026-03-23T08:00:00.000Z', 'scheduled', true],
      ['2026-03-30T07:00:00.000Z', 'scheduled', true],
    ]);
    expect(entries.every((e) => e.asset?.asset_id === 'CIP-01')).toBe(true);
    expect(new Set(entries.map((e) => e.id)).size).toBe(4);
  });

  it('shows a usage task once, at its forecast date, flagged as a forecast', () => {
    const usage: CalendarTask = { ...weekly, trigger: 'usage', due_forecast: true };
    const entries = calendarEntries([], [usage], new Date(MARCH[0]), new Date(MARCH[1]), TZ);
    expect(entries.map((e) => [e.date, e.projected, e.forecast])).toEqual([
      ['2026-03-16T08:00:00.000Z', false, true],
    ]);
    const either: CalendarTask = { ...weekly, trigger: 'either', due_forecast: false };
    const passed = calendarEntries([], [either], new Date(MARCH[0]), new Date(MARCH[1]), TZ);
    expect(passed.map((e) => [e.date, e.forecast])).toEqual([['2026-03-16T08:00:00.000Z', undefined]]);
  });

  it('keeps the stored event of a task the calendar did not load, and every work order', () => {
    const order = event({
      id: '7d1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
      task_id: null,
      work_order_id: '7d1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
      source: 'work_order',
      title: 'Replace seal',
      date: '2026-03-04T09:00:00.000Z',
    });
    const entries = calendarEntries([order, event({})], [], new Date(MARCH[0]), new Date(MARCH[1]), TZ);
    expect(entries.map((e) => e.title)).toEqual(['Replace seal', 'Daily CIP verification']);
  });
});
