import { describe, expect, it } from 'vitest';
import {
  gaugeStep,
  gaugeWorkOrder,
  meterTriggerProblem,
  taskDueFromTrigger,
  usageDue,
  usageDueSentence,
} from './usage-pm';

const day = (d: number) => new Date(Date.UTC(2026, 10, d, 8));
const r = (value: number, d: number, reset = false) => ({ value, taken_at: day(d), reset });

describe('usageDue', () => {
  it('a 500-hour task completed at 20 h is due at 520 h, not at 480 h', () => {
    const at480 = usageDue(500, [r(20, 1), r(480, 11)], 46);
    expect(at480.remaining).toBe(40);
    expect(at480.forecast).toBe(true);
    const at519 = usageDue(500, [r(20, 1), r(480, 11), r(519, 12)], 46);
    expect(at519.remaining).toBe(1);
    const at520 = usageDue(500, [r(20, 1), r(480, 11), r(520, 13)], 46);
    expect(at520).toMatchObject({ due_at: day(13), forecast: false, remaining: 0 });
  });

  it('keeps the date the meter passed the mark, whatever the readings after it', () => {
    const due = usageDue(500, [r(20, 1), r(530, 12), r(600, 14)], 40);
    expect(due.due_at).toEqual(day(12));
    expect(due.forecast).toBe(false);
  });

  it('forecasts from the rate: 32 h left at 14 h a day is about 2.3 days after the latest reading', () => {
    const due = usageDue(500, [r(20, 1), r(488, 20)], 14);
    expect(due.remaining).toBe(32);
    expect(due.due_at?.getTime()).toBeCloseTo(day(20).getTime() + (32 / 14) * 86_400_000, -1);
  });

  it('has no date without a rate (not enough readings)', () => {
    expect(usageDue(500, [r(20, 1)], null)).toMatchObject({ due_at: null, remaining: 500 });
  });

  it('counts a reset meter from zero: 400 h, reset, then 130 h makes 510 h used', () => {
    const due = usageDue(500, [r(0, 1), r(400, 5), r(130, 9, true)], null);
    expect(due.due_at).toEqual(day(9));
  });
});

describe('taskDueFromTrigger', () => {
  const usage = { due_at: day(20), forecast: true, used: 10, remaining: 20 };
  it('whichever comes first: the calendar on 15 Nov before a forecast of 20 Nov', () => {
    expect(taskDueFromTrigger('either', day(15), usage)).toEqual({ next_due_date: day(15), forecast: false });
    expect(taskDueFromTrigger('either', day(25), usage)).toEqual({ next_due_date: day(20), forecast: true });
  });
  it('calendar-only ignores usage, usage-only ignores the calendar', () => {
    expect(taskDueFromTrigger('calendar', day(15), usage).next_due_date).toEqual(day(15));
    expect(taskDueFromTrigger('usage', day(15), usage)).toEqual({ next_due_date: day(20), forecast: true });
    expect(taskDueFromTrigger('usage', null, { ...usage, due_at: null })).toEqual({
      next_due_date: null,
      forecast: false,
    });
  });
});

describe('gaugeStep', () => {
  it('a gauge crossing 80 three times raises three work orders; staying above raises none', () => {
    const values = [70, 85, 90, 95, 75, 82, 60, 81, 88];
    let side: 'above' | 'below' | null = null;
    let raised = 0;
    for (const v of values) {
      const step = gaugeStep(side, v, { above: 80 });
      if (step.crossing) raised++;
      side = step.side;
    }
    expect(raised).toBe(3);
  });
  it('readings staying above 80 raise none after the first', () => {
    expect(gaugeStep('above', 95, { above: 80 })).toEqual({ side: 'above', crossing: null });
    expect(gaugeStep(null, 80, { above: 80 })).toEqual({ side: null, crossing: null });
  });
  it('a jump from above the upper to below the lower is a new crossing', () => {
    expect(gaugeStep('above', 1, { above: 80, below: 5 })).toEqual({ side: 'below', crossing: 'below' });
  });
});

describe('meterTriggerProblem', () => {
  const counter = { kind: 'cumulative' as const, unit: 'h' };
  const gauge = { kind: 'gauge' as const, unit: '°C' };
  it('a counter needs every, a gauge a limit', () => {
    expect(meterTriggerProblem({ meter_id: 'm', every: 500 }, counter)).toBeNull();
    expect(meterTriggerProblem({ meter_id: 'm' }, counter)?.message).toBe(
      'Say every how many h the task is due',
    );
    expect(meterTriggerProblem({ meter_id: 'm', above: 80 }, counter)?.field).toBe('above');
    expect(meterTriggerProblem({ meter_id: 'm', above: 80 }, gauge)).toBeNull();
    expect(meterTriggerProblem({ meter_id: 'm', every: 5 }, gauge)?.field).toBe('every');
    expect(meterTriggerProblem({ meter_id: 'm' }, gauge)?.field).toBe('above');
    expect(meterTriggerProblem({ meter_id: 'm', above: 10, below: 20 }, gauge)?.message).toBe(
      'The lower limit must be below the upper limit',
    );
  });
});

describe('gaugeWorkOrder and usageDueSentence', () => {
  it('the work order carries the reading that crossed', () => {
    const wo = gaugeWorkOrder({
      task: { title: 'Bearing temperature', asset_id: 'a', priority: 'high' },
      meter: { name: 'Bearing', unit: '°C' },
      crossing: 'above',
      limit: 80,
      reading: { value: 84.5, taken_at: day(3), recorded_by_name: 'Sam Shaw' },
      when: '3 Nov 2026 08:00',
    });
    expect(wo.title).toBe('Bearing temperature: Bearing rose above 80 °C');
    expect(wo.description).toBe(
      'Bearing read 84.5 °C at 3 Nov 2026 08:00, recorded by Sam Shaw; the limit is at most 80 °C.',
    );
  });
  it('says "Due at 520 h (now 488 h, ≈ 14 h a day → around 28 Nov)"', () => {
    expect(
      usageDueSentence({
        unit: 'h',
        due_at_value: 520,
        current: 488,
        rate_per_day: 14,
        forecast_date_label: '28 Nov',
      }),
    ).toBe('Due at 520 h (now 488 h, ≈ 14 h a day → around 28 Nov)');
    expect(
      usageDueSentence({
        unit: 'h',
        due_at_value: 520,
        current: 20,
        rate_per_day: null,
        forecast_date_label: null,
      }),
    ).toBe('Due at 520 h (now 20 h, not enough readings to forecast a date)');
  });
});
