import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audit_log } from '../../../db/schema';
import { call } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

const t = useTestApp();

describe('/api/profile', () => {
  it('saves the full name and records the change in the audit log', async () => {
    const { user, cookie } = await signedIn(t.app, 'technician');
    const response = await call(t.app, 'PATCH', '/api/profile', cookie, { full_name: '  Sam Fitter  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, full_name: 'Sam Fitter', role: 'technician' });
    const read = await call(t.app, 'GET', '/api/profile', cookie);
    expect(read.json().full_name).toBe('Sam Fitter');
    const audit = await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.action, 'profile.updated'));
    expect(audit.at(-1)).toMatchObject({ entity_id: user.id, after: { full_name: 'Sam Fitter' } });
  });

  it('refuses an empty name and keeps the old one', async () => {
    const { cookie } = await signedIn(t.app);
    const before = (await call(t.app, 'GET', '/api/profile', cookie)).json();
    const response = await call(t.app, 'PATCH', '/api/profile', cookie, { full_name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Full name is required');
    const after = (await call(t.app, 'GET', '/api/profile', cookie)).json();
    expect(after.full_name).toBe(before.full_name);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { full_name: 'X' },
    });
    expect(response.statusCode).toBe(401);
  });
});
