import { describe, expect, it } from 'vitest';
import { countsAsPreventiveTask, currentPmIntervalDays } from './pm-interval';

describe('the PM interval a recommendation is compared with', () => {
  it('counts preventive and inspection tasks only', () => {
    expect(countsAsPreventiveTask('preventive')).toBe(true);
    expect(countsAsPreventiveTask('inspection')).toBe(true);
    for (const type of ['cleaning', 'corrective', 'reactive', 'predictive']) {
      expect(countsAsPreventiveTask(type)).toBe(false);
    }
  });

  it('ignores a daily CIP clean and takes the shortest preventive or inspection interval', () => {
    const tasks = [
      { type: 'cleaning', frequency: 'daily', custom_frequency_days: null },
      { type: 'preventive', frequency: 'monthly', custom_frequency_days: null },
      { type: 'inspection', frequency: 'custom', custom_frequency_days: 14 },
    ];
    expect(currentPmIntervalDays(tasks)).toBe(14);
    expect(currentPmIntervalDays(tasks.slice(0, 1))).toBeNull();
    expect(currentPmIntervalDays([])).toBeNull();
  });
});
