import { describe, expect, it } from 'vitest';
import { auditPackPeriodText, auditPackQuerySchema, pmPlanCompliance } from './audit-pack';

describe('audit pack PM compliance (DESIGN §7: on time within a grace of 10 % of the interval)', () => {
  it('counts completed occurrences and those still open past due, like the dashboard tile', () => {
    const result = pmPlanCompliance([
      { completed_due: 4, on_time: 3, missed: 0 },
      { completed_due: 1, on_time: 1, missed: 1 },
    ]);
    expect(result).toEqual({ due: 6, on_time: 4, late: 1, not_done: 1, percent: 67 });
  });

  it('is 100 % when nothing fell due', () => {
    expect(pmPlanCompliance([]).percent).toBe(100);
  });
});

describe('audit pack query and period', () => {
  it('takes a site (any location of the tree) and plant days', () => {
    const id = '0b7e7a5e-4d2a-4a43-9a8e-111111111111';
    expect(auditPackQuerySchema.parse({ from: '2026-03-01', to: '2026-03-31', site_id: id })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      site_id: id,
    });
    expect(auditPackQuerySchema.safeParse({ site_id: 'Leeds' }).success).toBe(false);
  });

  it('words the period', () => {
    const day = (d: string) => `day ${d}`;
    expect(auditPackPeriodText({ from: 'a', to: 'b' }, day)).toBe('day a to day b');
    expect(auditPackPeriodText({ from: 'a' }, day)).toBe('From day a');
    expect(auditPackPeriodText({ to: 'b' }, day)).toBe('Up to day b');
    expect(auditPackPeriodText({}, day)).toBe('All dates');
  });
});
