import { describe, expect, it } from 'vitest';
import { DEFAULT_KPI_TARGETS, kpiStanding, kpiTargetsSchema } from './kpi-targets';

describe('KPI targets', () => {
  it('defaults to availability 95 %, MTBF 500 h, MTTR 4 h, PM compliance 90 %, budget alert 90 %', () => {
    expect(DEFAULT_KPI_TARGETS).toEqual({
      availability_pct: 95,
      mtbf_hours: 500,
      mttr_hours: 4,
      pm_compliance_pct: 90,
      budget_used_pct: 90,
    });
    expect(kpiTargetsSchema.parse(DEFAULT_KPI_TARGETS)).toEqual(DEFAULT_KPI_TARGETS);
  });

  it('refuses targets out of range, naming the target', () => {
    const result = kpiTargetsSchema.safeParse({
      ...DEFAULT_KPI_TARGETS,
      availability_pct: 120,
      mttr_hours: -1,
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Availability must be between 0 and 100',
      'MTTR must be between 0.1 and 10000',
    ]);
  });
});

describe('kpiStanding', () => {
  it('meets a higher-is-better target at or above it (availability 95 %, PM compliance 90 %)', () => {
    expect(kpiStanding(95, 95, 'higher')).toBe('met');
    expect(kpiStanding(94.9, 95, 'higher')).toBe('missed');
  });

  it('meets a lower-is-better target at or below it (MTTR 4 h)', () => {
    expect(kpiStanding(4, 4, 'lower')).toBe('met');
    expect(kpiStanding(4.1, 4, 'lower')).toBe('missed');
  });

  it('has no standing without a value (MTTR with no resolved breakdown)', () => {
    expect(kpiStanding(null, 4, 'lower')).toBe('no-data');
  });
});
