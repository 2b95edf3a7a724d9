import { describe, expect, it } from 'vitest';
import {
  isRefusedWebhookIp,
  isWebhookSuccess,
  nextWebhookAttempt,
  shouldSwitchOffWebhook,
  WEBHOOK_ADDRESS_MESSAGES,
  WEBHOOK_RETRY_WINDOW_MS,
  WEBHOOK_SWITCH_OFF_AFTER_MS,
  webhookUrlRefusal,
} from './delivery-rules';

const HOUR = 3_600_000;
const queued = new Date('2026-11-27T08:00:00Z');
const later = (ms: number) => new Date(queued.getTime() + ms);

describe('retries with back-off for 24 h (DESIGN §7 webhooks)', () => {
  it('waits longer after each failure: 1 min, 5 min, 30 min, 2 h, 5 h, then 8 h', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map((attempts) => {
      const now = later(0);
      return (nextWebhookAttempt(queued, attempts, now)?.getTime() ?? 0) - now.getTime();
    });
    expect(waits).toEqual([60_000, 300_000, 1_800_000, 2 * HOUR, 5 * HOUR, 8 * HOUR, 8 * HOUR]);
  });

  it('keeps the window at 24 hours', () => {
    expect(WEBHOOK_RETRY_WINDOW_MS).toBe(24 * HOUR);
  });

  it('tries one last time at the end of the 24 h window rather than after it', () => {
    expect(nextWebhookAttempt(queued, 6, later(20 * HOUR))).toEqual(later(24 * HOUR));
  });

  it('gives up once 24 h have passed since the event', () => {
    expect(nextWebhookAttempt(queued, 8, later(24 * HOUR))).toBeNull();
    expect(nextWebhookAttempt(queued, 1, later(30 * HOUR))).toBeNull();
  });

  it('spreads the attempts over the whole window: the schedule reaches 24 h in about 8 attempts', () => {
    let now = queued;
    let attempts = 0;
    for (;;) {
      attempts++;
      const next = nextWebhookAttempt(queued, attempts, now);
      if (!next) break;
      now = next;
    }
    expect(now).toEqual(later(24 * HOUR));
    expect(attempts).toBeGreaterThanOrEqual(7);
    expect(attempts).toBeLessThanOrEqual(9);
  });
});

describe('switched off after 3 days of failures', () => {
  it('is 3 days', () => {
    expect(WEBHOOK_SWITCH_OFF_AFTER_MS).toBe(3 * 24 * HOUR);
  });

  it('keeps an endpoint on until it has failed for 3 days, then switches it off', () => {
    expect(shouldSwitchOffWebhook(null, later(100 * HOUR))).toBe(false);
    expect(shouldSwitchOffWebhook(queued, later(72 * HOUR - 1))).toBe(false);
    expect(shouldSwitchOffWebhook(queued, later(72 * HOUR))).toBe(true);
  });
});

describe('what counts as delivered', () => {
  it('is any 2xx; a redirect or an error is a failure', () => {
    expect([200, 201, 204, 299].every(isWebhookSuccess)).toBe(true);
    expect([199, 301, 302, 400, 410, 500, 503].some(isWebhookSuccess)).toBe(false);
  });
});

describe('addresses a webhook may never reach', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.10.20.30'],
    ['IPv6 loopback', '::1'],
    ['IPv6 loopback, long form', '0:0:0:0:0:0:0:1'],
    ['"this host"', '0.0.0.0'],
    ['IPv6 unspecified', '::'],
    ['link-local', '169.254.1.1'],
    ['cloud metadata', '169.254.169.254'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local, upper end of fe80::/10', 'febf::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped metadata, hex form', '::ffff:a9fe:a9fe'],
    ['AWS IPv6 metadata', 'fd00:ec2::254'],
    ['Alibaba metadata', '100.100.100.200'],
  ])('refuses %s (%s)', (_name, ip) => {
    expect(isRefusedWebhookIp(ip)).toBe(true);
  });

  it.each([
    ['a public address', '93.184.216.34'],
    ['a LAN address (plant systems)', '192.168.1.20'],
    ['a private 10/8 address', '10.0.0.5'],
    ['a public IPv6 address', '2606:4700:4700::1111'],
    ['just above link-local', 'fec0::1'],
  ])('allows %s (%s)', (_name, ip) => {
    expect(isRefusedWebhookIp(ip)).toBe(false);
  });

  it('says a host name is not an IP address', () => {
    expect(isRefusedWebhookIp('hooks.example.com')).toBeNull();
  });
});

describe('webhookUrlRefusal, at registration', () => {
  const strict = { allowLoopback: false };

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://api.localhost/hook',
    'http://[::1]/hook',
    'http://0.0.0.0/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://2130706433/', // 127.0.0.1 written as one number
    'http://0x7f.0.0.1/',
  ])('refuses %s', (url) => {
    expect(webhookUrlRefusal(url, strict)).toBe(WEBHOOK_ADDRESS_MESSAGES.refused);
  });

  it('accepts public and LAN addresses', () => {
    expect(webhookUrlRefusal('https://hooks.example.com/plantwise', strict)).toBeNull();
    expect(webhookUrlRefusal('http://192.168.1.20:8080/cmms', strict)).toBeNull();
  });

  it('refuses what is not an http(s) address, and credentials in it', () => {
    expect(webhookUrlRefusal('hooks.example.com', strict)).toBe(WEBHOOK_ADDRESS_MESSAGES.invalid);
    expect(webhookUrlRefusal('ftp://hooks.example.com/', strict)).toBe(WEBHOOK_ADDRESS_MESSAGES.scheme);
    expect(webhookUrlRefusal('file:///etc/passwd', strict)).toBe(WEBHOOK_ADDRESS_MESSAGES.scheme);
    expect(webhookUrlRefusal('https://user:pw@hooks.example.com/', strict)).toBe(
      WEBHOOK_ADDRESS_MESSAGES.credentials,
    );
  });

  it('allows loopback when WEBHOOK_ALLOW_LOOPBACK is set (tests, local development)', () => {
    expect(webhookUrlRefusal('http://127.0.0.1:8080/hook', { allowLoopback: true })).toBeNull();
    expect(webhookUrlRefusal('ftp://127.0.0.1/', { allowLoopback: true })).toBe(
      WEBHOOK_ADDRESS_MESSAGES.scheme,
    );
  });
});
