import { describe, expect, it } from 'vitest';
import { digestMail, latestDigestTime, notificationMail } from './notification-mail';

const appUrl = 'https://cmms.plant.test';

describe('notificationMail', () => {
  it('uses the title as subject and links the action', () => {
    const mail = notificationMail(
      {
        title: 'Work Order Started',
        message: 'Mixer belt replacement is in progress',
        action_url: '/work-orders?highlight=abc',
        created_at: '2026-11-21T08:00:00.000Z',
      },
      appUrl,
    );
    expect(mail.subject).toBe('[Plantwise] Work Order Started');
    expect(mail.text).toContain('Mixer belt replacement is in progress');
    expect(mail.text).toContain('https://cmms.plant.test/work-orders?highlight=abc');
  });
});

describe('digestMail', () => {
  it("lists every notification oldest first with its time on the plant's clock and the zone's name", () => {
    const mail = digestMail(
      [
        { title: 'B', message: 'second', action_url: null, created_at: '2026-11-21T09:30:00.000Z' },
        { title: 'A', message: 'first', action_url: '/inventory', created_at: '2026-11-20T16:05:00.000Z' },
      ],
      appUrl,
      'Europe/London',
    );
    expect(mail.subject).toBe('[Plantwise] Daily digest: 2 notifications');
    expect(mail.text.indexOf('• A (20 Nov 2026, 16:05 GMT)')).toBeLessThan(
      mail.text.indexOf('• B (21 Nov 2026, 09:30 GMT)'),
    );
    expect(mail.text).toContain('https://cmms.plant.test/inventory');
    expect(mail.text).not.toContain('UTC');
  });
  it("writes summer time, and a plant across the date line, on that plant's clock", () => {
    const items = [{ title: 'A', message: 'm', action_url: null, created_at: '2026-07-01T22:30:00.000Z' }];
    expect(digestMail(items, appUrl, 'Europe/London').text).toContain('• A (1 Jul 2026, 23:30 BST)');
    expect(digestMail(items, appUrl, 'Pacific/Auckland').text).toContain('• A (2 Jul 2026, 10:30 GMT+12)');
  });
  it('orders times written with an offset by the instant, not the text', () => {
    const mail = digestMail(
      [
        { title: 'Later', message: 'm', action_url: null, created_at: '2026-11-20 10:00:00+00' },
        { title: 'Earlier', message: 'm', action_url: null, created_at: '2026-11-20T11:00:00+02:00' },
      ],
      appUrl,
      'Europe/London',
    );
    expect(mail.text.indexOf('• Earlier (20 Nov 2026, 09:00 GMT)')).toBeLessThan(
      mail.text.indexOf('• Later'),
    );
  });
  it('says notification in the singular for one', () => {
    const mail = digestMail(
      [{ title: 'A', message: 'm', action_url: null, created_at: '2026-11-21T09:30:00.000Z' }],
      appUrl,
      'Europe/London',
    );
    expect(mail.subject).toBe('[Plantwise] Daily digest: 1 notification');
  });
});

describe('latestDigestTime', () => {
  it("is today's digest hour on the plant's clock once it has passed", () => {
    expect(latestDigestTime(new Date('2026-11-21T07:00:00.000Z'), 7, 'Europe/London').toISOString()).toBe(
      '2026-11-21T07:00:00.000Z',
    );
    expect(latestDigestTime(new Date('2026-11-21T18:20:00.000Z'), 7, 'Europe/London').toISOString()).toBe(
      '2026-11-21T07:00:00.000Z',
    );
    // 07:00 in London in summer is 06:00 UTC.
    expect(latestDigestTime(new Date('2026-07-01T06:30:00.000Z'), 7, 'Europe/London').toISOString()).toBe(
      '2026-07-01T06:00:00.000Z',
    );
  });
  it("is yesterday's before today's digest hour", () => {
    expect(latestDigestTime(new Date('2026-11-21T06:59:59.000Z'), 7, 'Europe/London').toISOString()).toBe(
      '2026-11-20T07:00:00.000Z',
    );
    expect(latestDigestTime(new Date('2026-03-01T01:00:00.000Z'), 7, 'Europe/London').toISOString()).toBe(
      '2026-02-28T07:00:00.000Z',
    );
  });
  it('follows a plant far from UTC: 07:00 in Chicago and in Auckland', () => {
    // 07:00 CST is 13:00 UTC; at 12:00 UTC it is still before the hour there.
    expect(latestDigestTime(new Date('2026-11-21T12:00:00.000Z'), 7, 'America/Chicago').toISOString()).toBe(
      '2026-11-20T13:00:00.000Z',
    );
    // 07:00 NZDT on 22 Nov is 18:00 UTC on 21 Nov.
    expect(latestDigestTime(new Date('2026-11-21T19:00:00.000Z'), 7, 'Pacific/Auckland').toISOString()).toBe(
      '2026-11-21T18:00:00.000Z',
    );
  });
});
