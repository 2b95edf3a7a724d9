import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { TEST_ENV, useTestDatabase } from '../../../test/harness';
import { countUsers, ensureBootstrapAdmin } from '..';

const test = useTestDatabase();

describe('first administrator', () => {
  it('creates a confirmed admin from CMMS_ADMIN_* on an empty user table, once', async () => {
    const config = loadConfig({
      ...TEST_ENV,
      CMMS_ADMIN_EMAIL: 'Boss@Plant.test',
      CMMS_ADMIN_PASSWORD: 'first-admin-pass',
      CMMS_ADMIN_NAME: ' Dana Shaw ',
    });
    const app = await buildApp({ config, database: test.database, logger: false });
    expect(await ensureBootstrapAdmin(app.ctx)).toBe(true);
    expect(await ensureBootstrapAdmin(app.ctx)).toBe(false);
    expect(await countUsers(test.database.db)).toBe(1);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'boss@plant.test', password: 'first-admin-pass' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      role: 'admin',
      email_verified: true,
      full_name: 'Dana Shaw',
    });
    await app.close();
  });

  it('refuses a configuration with only one of the two variables', () => {
    expect(() => loadConfig({ ...TEST_ENV, CMMS_ADMIN_EMAIL: 'a@b.test' })).toThrow(/must be set together/);
  });
});
