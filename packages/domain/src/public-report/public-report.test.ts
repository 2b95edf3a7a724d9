import { describe, expect, it } from 'vitest';
import { publicReportBodySchema } from './public-report';
import {
  findDuplicate,
  isPublicReportEnabled,
  isStatusVisible,
  PUBLIC_REPORT_LIMITS,
  publicStatusOf,
  referenceOf,
  SEVERITY_PLAIN_WORDS,
} from './rules';

const now = new Date('2026-11-22T10:42:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

describe('public report body (title required, your name required, text length caps)', () => {
  it('accepts a title, severity and name; description optional', () => {
    const parsed = publicReportBodySchema.parse({
      title: ' Belt snapped ',
      severity: 'critical',
      field_reporter_name: 'Sam',
      description: '',
    });
    expect(parsed).toEqual({ title: 'Belt snapped', severity: 'critical', field_reporter_name: 'Sam' });
  });
  it('refuses a missing title or name and over-long text', () => {
    expect(
      publicReportBodySchema.safeParse({ title: ' ', severity: 'low', field_reporter_name: 'Sam' }).success,
    ).toBe(false);
    expect(
      publicReportBodySchema.safeParse({ title: 'x', severity: 'low', field_reporter_name: '' }).success,
    ).toBe(false);
    const long = 'x'.repeat(PUBLIC_REPORT_LIMITS.titleMax + 1);
    expect(
      publicReportBodySchema.safeParse({ title: long, severity: 'low', field_reporter_name: 'Sam' }).success,
    ).toBe(false);
    expect(
      publicReportBodySchema.safeParse({ title: 'x', severity: 'urgent', field_reporter_name: 'Sam' })
        .success,
    ).toBe(false);
  });
  it('says "Line stopped" for critical', () => {
    expect(SEVERITY_PLAIN_WORDS.critical).toBe('Line stopped');
  });
});

describe('duplicate guard (an active breakdown on the same asset reported in the last 30 minutes)', () => {
  it('finds the newest active one within 30 minutes', () => {
    const dup = findDuplicate(
      [
        { id: 'a', status: 'reported', created_at: minutesAgo(20) },
        { id: 'b', status: 'assigned', created_at: minutesAgo(5) },
      ],
      now,
    );
    expect(dup?.id).toBe('b');
  });
  it('ignores older, resolved or cancelled ones', () => {
    expect(
      findDuplicate(
        [
          { id: 'a', status: 'reported', created_at: minutesAgo(31) },
          { id: 'b', status: 'resolved', created_at: minutesAgo(2) },
          { id: 'c', status: 'cancelled', created_at: minutesAgo(2) },
        ],
        now,
      ),
    ).toBeNull();
  });
});

describe('status window and words', () => {
  it('shows the status for 30 minutes', () => {
    expect(isStatusVisible(minutesAgo(30), now)).toBe(true);
    expect(isStatusVisible(minutesAgo(31), now)).toBe(false);
  });
  it('reads completed as resolved', () => {
    expect(publicStatusOf('completed')).toBe('resolved');
    expect(publicStatusOf('assigned')).toBe('assigned');
  });
  it('makes an 8-digit reference from the id', () => {
    expect(referenceOf('3f2a9c1e-0000-4000-8000-000000000000')).toBe('3F2A9C1E');
  });
});

describe('feature switch (admins, per site and globally)', () => {
  it('is off globally or for a listed site', () => {
    expect(isPublicReportEnabled({ enabled: true, disabled_sites: [] }, 'North')).toBe(true);
    expect(isPublicReportEnabled({ enabled: false, disabled_sites: [] }, 'North')).toBe(false);
    expect(isPublicReportEnabled({ enabled: true, disabled_sites: ['North'] }, 'North')).toBe(false);
    expect(isPublicReportEnabled({ enabled: true, disabled_sites: ['North'] }, null)).toBe(true);
  });
});
