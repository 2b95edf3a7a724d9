import { describe, expect, it } from 'vitest';
import { hasAtLeastRole } from './roles';

describe('hasAtLeastRole', () => {
  it('orders user < technician < manager < admin', () => {
    expect(hasAtLeastRole('admin', 'manager')).toBe(true);
    expect(hasAtLeastRole('manager', 'manager')).toBe(true);
    expect(hasAtLeastRole('technician', 'manager')).toBe(false);
    expect(hasAtLeastRole('user', 'technician')).toBe(false);
    expect(hasAtLeastRole('technician', 'user')).toBe(true);
  });
});
