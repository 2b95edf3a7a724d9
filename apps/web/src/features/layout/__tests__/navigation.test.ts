import { describe, expect, it } from 'vitest';
import { mayRelease } from '@/features/assets';
import { visibleNavGroups } from '../navigation';

const titles = (role: Parameters<typeof visibleNavGroups>[0]) =>
  visibleNavGroups(role).flatMap((group) => group.items.map((item) => item.title));

describe('the sidebar by role', () => {
  it('shows quality every maintenance and compliance screen and the budget (read-only), never administration', () => {
    const quality = titles('quality');
    expect(quality).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Asset Management',
        'Records',
        'Signatures',
        'Glass & Brittle Plastics',
        'Budget',
      ]),
    );
    expect(quality).not.toContain('User Management');
    expect(quality).not.toContain('System Diagnostics');
    expect(titles('manager')).toContain('Budget');
    expect(titles('technician')).not.toContain('Budget');
  });

  it('offers the hygiene release to quality, managers and admins only', () => {
    expect(mayRelease('quality')).toBe(true);
    expect(mayRelease('manager')).toBe(true);
    expect(mayRelease('admin')).toBe(true);
    expect(mayRelease('technician')).toBe(false);
    expect(mayRelease('user')).toBe(false);
    expect(mayRelease(undefined)).toBe(false);
  });
});
