import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../common/enums';
import {
  canReceiveNotification,
  defaultPreferencesFor,
  NOTIFICATION_KIND_ROLES,
  notificationTypesFor,
  preferencesFor,
} from './notification-kinds';

describe('which roles receive which notifications', () => {
  it('names the roles of every notification type', () => {
    expect(Object.keys(NOTIFICATION_KIND_ROLES).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it('offers budget alerts only to managers and admins, who can open the budget', () => {
    expect(canReceiveNotification('technician', 'budget_threshold')).toBe(false);
    expect(canReceiveNotification('manager', 'budget_threshold')).toBe(true);
    expect(notificationTypesFor('technician')).not.toContain('budget_threshold');
    expect(notificationTypesFor('admin')).toEqual([...NOTIFICATION_TYPES]);
  });

  it('offers a read-only user breakdowns, low stock and system messages: no work they are not given', () => {
    expect(notificationTypesFor('user')).toEqual(['asset_breakdown', 'low_stock', 'system']);
  });

  it('starts a role with every kind it can receive, in the app and by e-mail', () => {
    const technician = defaultPreferencesFor('technician');
    expect(technician.map((p) => p.notification_type)).toEqual(notificationTypesFor('technician'));
    expect(technician.every((p) => p.enabled && p.email_enabled && p.frequency === 'immediate')).toBe(true);
  });

  it('drops the kinds a role cannot receive', () => {
    const kept = preferencesFor('technician', defaultPreferencesFor('admin'));
    expect(kept.map((p) => p.notification_type)).toEqual(notificationTypesFor('technician'));
  });
});
