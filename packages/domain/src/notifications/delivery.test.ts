import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCE,
  isPersistentUrgency,
  noticeKindFor,
  notificationActionUrl,
  planDelivery,
} from './delivery';

describe('planDelivery (spec §3 user_notification_preferences)', () => {
  it('delivers in-app only when the type was never configured', () => {
    expect(planDelivery(null)).toEqual({ in_app: true, email: 'none' });
    expect(planDelivery(DEFAULT_NOTIFICATION_PREFERENCE)).toEqual({ in_app: true, email: 'none' });
  });
  it('delivers nothing when the type is disabled, even with e-mail on', () => {
    expect(planDelivery({ enabled: false, email_enabled: true, frequency: 'immediate' })).toEqual({
      in_app: false,
      email: 'none',
    });
  });
  it('adds an immediate e-mail or a daily digest entry by the chosen frequency', () => {
    expect(planDelivery({ enabled: true, email_enabled: true, frequency: 'immediate' }).email).toBe(
      'immediate',
    );
    expect(planDelivery({ enabled: true, email_enabled: true, frequency: 'daily_digest' }).email).toBe(
      'daily_digest',
    );
  });
});

describe('noticeKindFor (spec §2: success, error, warning, info)', () => {
  it('maps urgency and type onto the four kinds', () => {
    expect(noticeKindFor('asset_breakdown', 'critical')).toBe('error');
    expect(noticeKindFor('asset_breakdown', 'high')).toBe('warning');
    expect(noticeKindFor('work_order_completed', 'medium')).toBe('success');
    expect(noticeKindFor('work_order_started', 'medium')).toBe('info');
    expect(noticeKindFor('maintenance_due', 'low')).toBe('info');
  });
});

describe('isPersistentUrgency', () => {
  it('keeps high and critical notifications until dismissed', () => {
    expect(isPersistentUrgency('critical')).toBe(true);
    expect(isPersistentUrgency('high')).toBe(true);
    expect(isPersistentUrgency('medium')).toBe(false);
    expect(isPersistentUrgency('low')).toBe(false);
  });
});

describe('notificationActionUrl', () => {
  const id = '6f1c2a7e-3b9d-4c11-9a55-0d2e4f6a8b10';
  it('links breakdowns, tasks, work orders and inventory to their screens', () => {
    expect(notificationActionUrl('asset_breakdown', { breakdown_id: id, asset_id: 'x' })).toBe(
      `/reactive-maintenance?highlight=${id}`,
    );
    expect(notificationActionUrl('maintenance_due', { maintenance_task_id: id })).toBe(
      `/maintenance?highlight=${id}`,
    );
    expect(notificationActionUrl('work_order_started', { work_order_id: id })).toBe(
      `/work-orders?highlight=${id}`,
    );
    expect(notificationActionUrl('low_stock', { inventory_item_id: id })).toBe(`/inventory?highlight=${id}`);
    expect(notificationActionUrl('low_stock', {})).toBe('/inventory');
  });
  it('falls back to the asset, then to no link', () => {
    expect(notificationActionUrl('system', { asset_id: id })).toBe(`/assets/${id}`);
    expect(notificationActionUrl('system', {})).toBeNull();
  });
  it('ignores ids that are not plain identifiers', () => {
    expect(notificationActionUrl('asset_breakdown', { breakdown_id: '//evil.example/x' })).toBeNull();
    expect(notificationActionUrl('asset_breakdown', { breakdown_id: 42 })).toBeNull();
  });
});
