import { describe, expect, it } from 'vitest';
import {
  ASSIGNABLE_ROLES,
  assigneeAfterWork,
  breakdownPermissions,
  canAssignTo,
  canBeAssigned,
  canEditBreakdown,
  canWorkOnBreakdown,
} from './permissions';

describe('breakdownPermissions (docs/decisions/sessions-and-roles.md)', () => {
  it('lets anyone signed in report, and nothing more for a user', () => {
    expect(breakdownPermissions('user')).toEqual({
      report: true,
      assignSelf: false,
      assignOthers: false,
      stop: false,
      complete: false,
      cancel: false,
      delete: false,
    });
  });
  it('lets technicians assign to themselves, stop and complete', () => {
    expect(breakdownPermissions('technician')).toMatchObject({
      assignSelf: true,
      assignOthers: false,
      stop: true,
      complete: true,
      cancel: false,
      delete: false,
    });
  });
  it('lets managers and admins assign anyone, cancel and delete', () => {
    for (const role of ['manager', 'admin'] as const) {
      expect(breakdownPermissions(role)).toMatchObject({ assignOthers: true, cancel: true, delete: true });
    }
  });
});

describe('canAssignTo', () => {
  it('limits technicians to themselves', () => {
    expect(canAssignTo('technician', 'u1', 'u1')).toBe(true);
    expect(canAssignTo('technician', 'u1', 'u2')).toBe(false);
    expect(canAssignTo('user', 'u1', 'u1')).toBe(false);
    expect(canAssignTo('manager', 'u1', 'u2')).toBe(true);
  });
});

describe('canBeAssigned', () => {
  it('is technicians and up', () => {
    expect(canBeAssigned('user')).toBe(false);
    expect(canBeAssigned('technician')).toBe(true);
    expect(canBeAssigned('admin')).toBe(true);
  });
  it('lists the same roles for the queries', () => {
    expect([...ASSIGNABLE_ROLES].sort()).toEqual(['admin', 'manager', 'technician']);
  });
});

describe('canEditBreakdown', () => {
  it('lets technicians and up edit any, and the reporter their own', () => {
    expect(canEditBreakdown('technician', 'u1', { reported_by: 'u2' })).toBe(true);
    expect(canEditBreakdown('user', 'u1', { reported_by: 'u1' })).toBe(true);
    expect(canEditBreakdown('user', 'u1', { reported_by: 'u2' })).toBe(false);
  });
});

describe('who works on a breakdown', () => {
  const mine = { assigned_to: 'tech-1' };
  const theirs = { assigned_to: 'tech-2' };
  const nobody = { assigned_to: null };

  it("lets a technician stop and complete their own or an unassigned breakdown, not a colleague's", () => {
    expect(canWorkOnBreakdown('technician', 'tech-1', mine)).toBe(true);
    expect(canWorkOnBreakdown('technician', 'tech-1', nobody)).toBe(true);
    expect(canWorkOnBreakdown('technician', 'tech-1', theirs)).toBe(false);
  });

  it("lets managers and admins act on anyone's, and never a plain user", () => {
    expect(canWorkOnBreakdown('manager', 'm', theirs)).toBe(true);
    expect(canWorkOnBreakdown('admin', 'a', theirs)).toBe(true);
    expect(canWorkOnBreakdown('user', 'u', nobody)).toBe(false);
  });

  it('makes a technician the assignee of an unassigned breakdown they work on', () => {
    expect(assigneeAfterWork('technician', 'tech-1', nobody)).toBe('tech-1');
    expect(assigneeAfterWork('technician', 'tech-1', mine)).toBe('tech-1');
    expect(assigneeAfterWork('manager', 'm', nobody)).toBeNull();
  });
});
