import { describe, expect, it } from 'vitest';
import { canAccess, FOOD_SAFETY_SIGNERS, hasAtLeastRole, MANAGER_READS, ROLES } from './roles';

describe('hasAtLeastRole', () => {
  it('orders user < technician < manager < admin', () => {
    expect(hasAtLeastRole('admin', 'manager')).toBe(true);
    expect(hasAtLeastRole('manager', 'manager')).toBe(true);
    expect(hasAtLeastRole('technician', 'manager')).toBe(false);
    expect(hasAtLeastRole('user', 'technician')).toBe(false);
    expect(hasAtLeastRole('technician', 'user')).toBe(true);
  });

  it('puts quality beside the ladder: a signed-in person, never a technician, manager or admin', () => {
    expect(hasAtLeastRole('quality', 'user')).toBe(true);
    expect(hasAtLeastRole('quality', 'technician')).toBe(false);
    expect(hasAtLeastRole('quality', 'manager')).toBe(false);
    expect(hasAtLeastRole('quality', 'admin')).toBe(false);
    // Nobody on the ladder is quality by rank.
    expect(hasAtLeastRole('admin', 'quality')).toBe(false);
    expect(hasAtLeastRole('quality', 'quality')).toBe(true);
  });
});

describe('canAccess', () => {
  it('grants a list to anyone any entry grants', () => {
    const allowed = ROLES.filter((role) => canAccess(role, MANAGER_READS));
    expect(allowed.sort()).toEqual(['admin', 'manager', 'quality']);
    expect(ROLES.filter((role) => canAccess(role, FOOD_SAFETY_SIGNERS)).sort()).toEqual([
      'admin',
      'manager',
      'quality',
    ]);
    expect(ROLES.filter((role) => canAccess(role, ['technician', 'quality'])).sort()).toEqual([
      'admin',
      'manager',
      'quality',
      'technician',
    ]);
  });

  it('keeps budget writes, people and settings away from quality', () => {
    expect(canAccess('quality', 'manager')).toBe(false);
    expect(canAccess('quality', 'admin')).toBe(false);
    expect(canAccess('quality', [])).toBe(false);
  });
});
