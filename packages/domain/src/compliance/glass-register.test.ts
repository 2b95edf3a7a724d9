import { describe, expect, it } from 'vitest';
import {
  compareGlassItems,
  GLASS_CHECK_FREQUENCIES,
  GLASS_CHECK_FREQUENCY_LABELS,
  GLASS_MATERIAL_LABELS,
  GLASS_MATERIALS,
  GLASS_RISK_LABELS,
  GLASS_RISKS,
  glassCheckIncidentDescription,
  glassCheckState,
  glassIncidentCloseRefusal,
  mayCheckGlass,
  mayKeepGlassRegister,
  nextGlassCheckDue,
  raisesGlassIncident,
} from './glass-register';
import { createGlassItemBodySchema, glassCheckRoundBodySchema } from './glass-register.schema';

const TZ = 'Europe/London';
const item = (over: Partial<Parameters<typeof nextGlassCheckDue>[0]> = {}) => ({
  check_frequency: 'weekly' as const,
  last_checked_at: '2026-11-02T09:00:00Z',
  created_at: '2026-10-01T08:00:00Z',
  ...over,
});

describe('glass register labels', () => {
  it('names every material, risk and frequency in plain words', () => {
    for (const m of GLASS_MATERIALS) expect(GLASS_MATERIAL_LABELS[m]).toMatch(/^[A-Z]/);
    for (const r of GLASS_RISKS) expect(GLASS_RISK_LABELS[r]).toMatch(/risk$/);
    for (const f of GLASS_CHECK_FREQUENCIES) expect(GLASS_CHECK_FREQUENCY_LABELS[f]).toBeTruthy();
  });
});

describe('nextGlassCheckDue', () => {
  it('is one interval after the last check, on the plant calendar', () => {
    expect(nextGlassCheckDue(item({ check_frequency: 'daily' }), TZ)).toBe('2026-11-03');
    expect(nextGlassCheckDue(item(), TZ)).toBe('2026-11-09');
    expect(nextGlassCheckDue(item({ check_frequency: 'monthly' }), TZ)).toBe('2026-12-02');
    expect(nextGlassCheckDue(item({ check_frequency: 'quarterly' }), TZ)).toBe('2027-02-02');
    expect(nextGlassCheckDue(item({ check_frequency: 'annual' }), TZ)).toBe('2027-11-02');
  });

  it('is the day it was added when never checked', () => {
    expect(nextGlassCheckDue(item({ last_checked_at: null }), TZ)).toBe('2026-10-01');
  });

  it('counts plant days: a check late on a summer evening UTC is the next day in the plant', () => {
    expect(
      nextGlassCheckDue(item({ check_frequency: 'daily', last_checked_at: '2026-07-01T23:30:00Z' }), TZ),
    ).toBe('2026-07-03');
  });
});

describe('glassCheckState', () => {
  it('is checked before the due day, due on it and overdue after it', () => {
    expect(glassCheckState(item(), new Date('2026-11-08T12:00:00Z'), TZ)).toBe('ok');
    expect(glassCheckState(item(), new Date('2026-11-09T23:00:00Z'), TZ)).toBe('due');
    expect(glassCheckState(item(), new Date('2026-11-10T00:00:01Z'), TZ)).toBe('overdue');
  });

  it('is due the day a new item is added, overdue the day after', () => {
    const fresh = item({ last_checked_at: null });
    expect(glassCheckState(fresh, new Date('2026-10-01T18:00:00Z'), TZ)).toBe('due');
    expect(glassCheckState(fresh, new Date('2026-10-02T09:00:00Z'), TZ)).toBe('overdue');
  });
});

describe('check results and incidents', () => {
  it('raises an incident for a damaged or missing item only', () => {
    expect(raisesGlassIncident('intact')).toBe(false);
    expect(raisesGlassIncident('damaged')).toBe(true);
    expect(raisesGlassIncident('missing')).toBe(true);
  });

  it('describes the incident with the item and the note', () => {
    expect(glassCheckIncidentDescription({ description: 'Light cover' }, 'damaged', 'Crack')).toBe(
      'Light cover found damaged on a glass check: Crack',
    );
    expect(glassCheckIncidentDescription({ description: 'Window' }, 'missing', null)).toBe(
      'Window found missing on a glass check.',
    );
  });

  it('lets quality, managers and admins keep the register; technicians and quality check', () => {
    expect(['quality', 'manager', 'admin'].map((r) => mayKeepGlassRegister(r as never))).toEqual([
      true,
      true,
      true,
    ]);
    expect(mayKeepGlassRegister('technician')).toBe(false);
    expect(mayCheckGlass('technician')).toBe(true);
    expect(mayCheckGlass('quality')).toBe(true);
    expect(mayCheckGlass('admin')).toBe(true);
    expect(mayCheckGlass('user')).toBe(false);
  });
});

describe('glassIncidentCloseRefusal', () => {
  const open = { closed_at: null, clean_down_done: true };
  it('lets quality close an open incident', () => {
    expect(
      glassIncidentCloseRefusal({ incident: open, closer: { role: 'quality' }, clean_down_confirmed: false }),
    ).toBeNull();
  });
  it('refuses a technician, a second close and a close without clean-down', () => {
    expect(
      glassIncidentCloseRefusal({
        incident: open,
        closer: { role: 'technician' },
        clean_down_confirmed: true,
      })?.reason,
    ).toBe('role');
    expect(
      glassIncidentCloseRefusal({
        incident: { ...open, closed_at: '2026-11-01T00:00:00Z' },
        closer: { role: 'quality' },
        clean_down_confirmed: true,
      })?.reason,
    ).toBe('closed');
    const notCleaned = { closed_at: null, clean_down_done: false };
    expect(
      glassIncidentCloseRefusal({
        incident: notCleaned,
        closer: { role: 'manager' },
        clean_down_confirmed: false,
      })?.reason,
    ).toBe('clean_down');
    expect(
      glassIncidentCloseRefusal({
        incident: notCleaned,
        closer: { role: 'manager' },
        clean_down_confirmed: true,
      }),
    ).toBeNull();
  });
});

describe('register order and contracts', () => {
  it('puts overdue first, then due, then by day and risk', () => {
    const rows = [
      { state: 'ok' as const, next_check_due: '2026-11-05', risk: 'low' as const, description: 'a' },
      { state: 'overdue' as const, next_check_due: '2026-11-01', risk: 'low' as const, description: 'b' },
      { state: 'ok' as const, next_check_due: '2026-11-05', risk: 'high' as const, description: 'c' },
      { state: 'due' as const, next_check_due: '2026-11-03', risk: 'low' as const, description: 'd' },
    ];
    expect(rows.sort(compareGlassItems).map((r) => r.description)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('refuses an unknown material and an empty round', () => {
    expect(
      createGlassItemBodySchema.safeParse({
        location_id: '00000000-0000-4000-8000-000000000001',
        description: 'Window',
        material: 'wood',
        risk: 'high',
        check_frequency: 'weekly',
      }).success,
    ).toBe(false);
    expect(glassCheckRoundBodySchema.safeParse({ items: [] }).success).toBe(false);
  });
});
