import { describe, expect, it } from 'vitest';
import { deliveryToasts, statusCheckDelayMs, summariseEmailDelivery } from './notification-status';

describe('statusCheckDelayMs (spec §9 "first after 5 s, up to 3 attempts")', () => {
  it('checks first after 5 s', () => {
    expect(statusCheckDelayMs(1, null)).toBe(5_000);
  });

  it('retries at attempt × 3 s while deliveries are pending', () => {
    expect(statusCheckDelayMs(2, 'pending')).toBe(3_000);
    expect(statusCheckDelayMs(3, 'pending')).toBe(6_000);
  });

  it('retries at attempt × 2 s while none is found', () => {
    expect(statusCheckDelayMs(2, 'none')).toBe(2_000);
    expect(statusCheckDelayMs(3, 'none')).toBe(4_000);
  });

  it('stops after 3 attempts or once delivery is done', () => {
    expect(statusCheckDelayMs(4, 'pending')).toBeNull();
    expect(statusCheckDelayMs(2, 'done')).toBeNull();
  });
});

describe('summariseEmailDelivery', () => {
  it('counts e-mail rows by delivery status and ignores other channels', () => {
    expect(
      summariseEmailDelivery([
        { channel: 'email', delivery_status: 'sent' },
        { channel: 'email', delivery_status: 'sent' },
        { channel: 'email', delivery_status: 'failed' },
        { channel: 'in_app', delivery_status: 'pending' },
      ]),
    ).toEqual({ state: 'done', sent: 2, failed: 1, pending: 0, skipped: 0, skippedReason: null });
  });

  it('is pending while any e-mail is pending, and none without e-mail rows', () => {
    expect(summariseEmailDelivery([{ channel: 'email', delivery_status: 'pending' }]).state).toBe('pending');
    expect(summariseEmailDelivery([{ channel: 'in_app', delivery_status: 'sent' }]).state).toBe('none');
  });
});

describe('deliveryToasts', () => {
  it('shows the sent and failed counts once delivery is done', () => {
    expect(deliveryToasts({ state: 'done', sent: 3, failed: 1, pending: 0, skipped: 0 }, false)).toEqual([
      {
        kind: 'success',
        title: 'Email Notifications Sent',
        description: '3 email notifications sent about this breakdown',
      },
      {
        kind: 'error',
        title: 'Email Notifications Failed',
        description: '1 email notification could not be delivered',
      },
    ]);
  });

  it('waits for the next check while pending or none found', () => {
    expect(deliveryToasts({ state: 'pending', sent: 0, failed: 0, pending: 2, skipped: 0 }, false)).toEqual(
      [],
    );
    expect(deliveryToasts({ state: 'none', sent: 0, failed: 0, pending: 0, skipped: 0 }, false)).toEqual([]);
  });

  it("says 'No Email Recipients' when the last check finds none", () => {
    expect(deliveryToasts({ state: 'none', sent: 0, failed: 0, pending: 0, skipped: 0 }, true)).toMatchObject(
      [{ kind: 'info', title: 'No Email Recipients' }],
    );
  });

  it('shows a processing message when the last check still finds pending e-mails', () => {
    expect(
      deliveryToasts({ state: 'pending', sent: 1, failed: 0, pending: 2, skipped: 0 }, true),
    ).toMatchObject([
      { title: 'Email Notifications Sent' },
      { title: 'Email Notifications Processing', description: '2 email notifications still being processed' },
    ]);
  });

  it('says when e-mails were kept rather than sent, leaving the technical reason to System Diagnostics', () => {
    const summary = summariseEmailDelivery([
      { channel: 'email', delivery_status: 'skipped', error: 'No SMTP server is configured' },
      { channel: 'in_app', delivery_status: 'sent' },
    ]);
    expect(summary).toMatchObject({ state: 'done', skipped: 1 });
    expect(deliveryToasts(summary, true)).toEqual([
      {
        kind: 'info',
        title: 'Email Notifications Not Sent',
        description: '1 email notification not sent; an administrator can see why in System Diagnostics',
      },
    ]);
  });
});
