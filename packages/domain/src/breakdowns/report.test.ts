import { describe, expect, it } from 'vitest';
import { isPastDeadline, planNewBreakdown, quickCompletionDeadline } from './report';

const now = new Date('2026-03-02T08:00:00.000Z');

describe('quickCompletionDeadline', () => {
  it('gives critical and high breakdowns 24 hours', () => {
    expect(quickCompletionDeadline('critical', now)).toBe('2026-03-03T08:00:00.000Z');
    expect(quickCompletionDeadline('high', now)).toBe('2026-03-03T08:00:00.000Z');
  });
  it('gives medium and low breakdowns 72 hours', () => {
    expect(quickCompletionDeadline('medium', now)).toBe('2026-03-05T08:00:00.000Z');
    expect(quickCompletionDeadline('low', now)).toBe('2026-03-05T08:00:00.000Z');
  });
});

describe('planNewBreakdown', () => {
  it('starts reported with the clock running from now (spec §4 "reported (on creation)")', () => {
    expect(planNewBreakdown({ stage: 'detailed', severity: 'medium' }, now)).toEqual({
      ok: true,
      fields: {
        status: 'reported',
        stage: 'detailed',
        needs_completion: false,
        completion_deadline: null,
        breakdown_start_time: '2026-03-02T08:00:00.000Z',
      },
    });
  });

  it('marks a quick report as needing completion with a deadline', () => {
    const plan = planNewBreakdown({ stage: 'quick', severity: 'critical' }, now);
    expect(plan).toMatchObject({
      ok: true,
      fields: { stage: 'quick', needs_completion: true, completion_deadline: '2026-03-03T08:00:00.000Z' },
    });
  });

  it('keeps an earlier start time and a given deadline of a detailed report', () => {
    const plan = planNewBreakdown(
      {
        stage: 'detailed',
        severity: 'low',
        breakdown_start_time: '2026-03-02T06:30:00.000Z',
        completion_deadline: '2026-03-04T17:00:00.000Z',
      },
      now,
    );
    expect(plan).toMatchObject({
      ok: true,
      fields: {
        breakdown_start_time: '2026-03-02T06:30:00.000Z',
        completion_deadline: '2026-03-04T17:00:00.000Z',
      },
    });
  });

  it('refuses a start time in the future beyond five minutes of clock skew', () => {
    expect(
      planNewBreakdown(
        { stage: 'detailed', severity: 'low', breakdown_start_time: '2026-03-02T08:04:00.000Z' },
        now,
      ).ok,
    ).toBe(true);
    expect(
      planNewBreakdown(
        { stage: 'detailed', severity: 'low', breakdown_start_time: '2026-03-02T09:00:00.000Z' },
        now,
      ),
    ).toEqual({ ok: false, message: 'Breakdown start time cannot be in the future' });
  });
});

describe('isPastDeadline', () => {
  it('is true only for an open breakdown past its deadline', () => {
    const deadline = '2026-03-01T08:00:00.000Z';
    expect(isPastDeadline({ completion_deadline: deadline, status: 'reported' }, now)).toBe(true);
    expect(isPastDeadline({ completion_deadline: deadline, status: 'resolved' }, now)).toBe(true);
    expect(isPastDeadline({ completion_deadline: deadline, status: 'completed' }, now)).toBe(false);
    expect(isPastDeadline({ completion_deadline: deadline, status: 'cancelled' }, now)).toBe(false);
    expect(isPastDeadline({ completion_deadline: '2026-03-03T08:00:00.000Z', status: 'reported' }, now)).toBe(
      false,
    );
    expect(isPastDeadline({ completion_deadline: null, status: 'reported' }, now)).toBe(false);
  });
});
