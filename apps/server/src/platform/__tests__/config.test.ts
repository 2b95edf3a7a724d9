import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '1.2.3');
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SESSION_IDLE_TIMEOUT_S: 12 * 60 * 60,
      SESSION_MAX_AGE_S: 7 * 24 * 60 * 60,
      INVITATION_EXPIRY_DAYS: 7,
      NOTIFICATION_DIGEST_HOUR: 7,
      PLANT_TIME_ZONE: 'Europe/London',
      publicUrl: 'http://localhost:3000',
      version: '1.2.3',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('lists every problem at once in readable form', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', CMMS_ADMIN_EMAIL: 'not-an-email' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL: must be a postgres:\/\/ connection URL/);
    expect(problems).toMatch(/CMMS_ADMIN_EMAIL/);
  });

  it('refuses an idle timeout longer than the absolute lifetime', () => {
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT_S: '100', SESSION_MAX_AGE_S: '50' })).toThrow(ConfigError);
  });

  it('refuses the old UTC digest hour by name rather than move the digest by the plant offset', () => {
    expect(() => loadConfig({ NOTIFICATION_DIGEST_HOUR_UTC: '7' })).toThrow(
      /replaced by NOTIFICATION_DIGEST_HOUR, an hour on the plant's clock/,
    );
    expect(loadConfig({ NOTIFICATION_DIGEST_HOUR: '6' }).NOTIFICATION_DIGEST_HOUR).toBe(6);
  });
});

describe('TRUST_PROXY names the proxies', () => {
  it('takes a hop count or a list of addresses/CIDRs, and is off by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
    ]);
  });

  it('refuses "trust everything" with a readable reason', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(ConfigError);
  });

  it('takes single sign-on only whole, and over https unless the provider is on this machine', () => {
    const sso = {
      OIDC_ISSUER: 'https://login.example.com',
      OIDC_CLIENT_ID: 'plantwise',
      OIDC_CLIENT_SECRET: 's',
    };
    expect(loadConfig(sso)).toMatchObject({ ...sso, OIDC_NAME: 'single sign-on' });
    expect(loadConfig({ ...sso, OIDC_NAME: 'Company Login' }).OIDC_NAME).toBe('Company Login');
    expect(() => loadConfig({ OIDC_ISSUER: sso.OIDC_ISSUER, OIDC_CLIENT_ID: 'plantwise' })).toThrow(
      /set together/,
    );
    expect(() => loadConfig({ ...sso, OIDC_ISSUER: 'http://login.example.com' })).toThrow(/https/);
    expect(loadConfig({ ...sso, OIDC_ISSUER: 'http://127.0.0.1:4000' }).OIDC_ISSUER).toBe(
      'http://127.0.0.1:4000',
    );
    expect(loadConfig({}).OIDC_ISSUER).toBeUndefined();
  });
});
