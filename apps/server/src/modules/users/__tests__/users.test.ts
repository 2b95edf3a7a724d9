import { ACCOUNT_MESSAGES } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audit_log } from '../../../db/schema';
import { call } from '../../../test/factories';
import { createTestApp, createUser, signedIn, signIn, useTestApp } from '../../../test/harness';

const t = useTestApp();

const patch = (cookie: string, id: string, payload: object) =>
  call(t.app, 'PATCH', `/api/users/${id}`, cookie, payload);
const session = (cookie: string) => call(t.app, 'GET', '/api/auth/session', cookie);

describe('GET /api/users (admin)', () => {
  it('lists people with role, status, confirmation and last sign-in, paginated', async () => {
    const admin = await signedIn(t.app, 'admin');
    const tech = await createUser(t.app, { role: 'technician', full_name: 'Zed Zimmer' });
    await signIn(t.app, tech);
    await createUser(t.app, { role: 'user', full_name: 'Una Unconfirmed', confirmed: false });

    const page = await call(t.app, 'GET', '/api/users?limit=2', admin.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(2);
    expect(page.json().total).toBeGreaterThanOrEqual(3);

    const found = await call(t.app, 'GET', '/api/users?q=zimmer', admin.cookie);
    expect(found.json()).toEqual({
      data: [
        {
          id: tech.id,
          email: tech.email,
          full_name: 'Zed Zimmer',
          role: 'technician',
          active: true,
          email_confirmed: true,
          email_confirmed_at: expect.any(String),
          last_sign_in_at: expect.any(String),
          created_at: expect.any(String),
          site_ids: [],
        },
      ],
      total: 1,
    });
    const unconfirmed = await call(t.app, 'GET', '/api/users?q=una', admin.cookie);
    expect(unconfirmed.json().data[0]).toMatchObject({ email_confirmed: false, last_sign_in_at: null });
  });
});

describe('PATCH /api/users/:id (admin)', () => {
  it('changes a role with immediate effect and an audit row', async () => {
    const admin = await signedIn(t.app, 'admin');
    const person = await signedIn(t.app, 'user');
    const response = await patch(admin.cookie, person.user.id, { role: 'manager' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'manager', active: true });
    expect((await session(person.cookie)).json().profile.role).toBe('manager');
    const audit = await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.entity_id, person.user.id));
    expect(audit.find((a) => a.action === 'user.role_changed')).toMatchObject({
      actor_id: admin.user.id,
      before: { role: 'user' },
      after: { role: 'manager' },
    });
  });

  it('deactivation ends their sessions and stops sign-in; reactivation lets them back', async () => {
    const admin = await signedIn(t.app, 'admin');
    const person = await signedIn(t.app, 'technician');
    const off = await patch(admin.cookie, person.user.id, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    expect((await session(person.cookie)).body).toBe('null');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: person.user.email, password: person.user.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/deactivated/);

    expect((await patch(admin.cookie, person.user.id, { active: true })).json()).toMatchObject({
      active: true,
    });
    expect((await session(await signIn(t.app, person.user))).statusCode).toBe(200);
    const actions = (
      await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.entity_id, person.user.id))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['user.deactivated', 'user.reactivated']));
  });

  it('refuses to demote or deactivate the last active administrator (409)', async () => {
    const fresh = await createTestApp();
    try {
      const only = await signedIn(fresh.app, 'admin');
      const other = await createUser(fresh.app, { role: 'admin' });
      await call(fresh.app, 'PATCH', `/api/users/${other.id}`, only.cookie, { active: false });
      const demote = await call(fresh.app, 'PATCH', `/api/users/${only.user.id}`, only.cookie, {
        role: 'manager',
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.message).toBe(ACCOUNT_MESSAGES.lastAdmin);
      const deactivateSelf = await call(fresh.app, 'PATCH', `/api/users/${only.user.id}`, only.cookie, {
        active: false,
      });
      expect(deactivateSelf.statusCode).toBe(409);
      expect((await call(fresh.app, 'GET', '/api/auth/session', only.cookie)).json().profile.role).toBe(
        'admin',
      );
    } finally {
      await fresh.close();
    }
  });

  it('lets only one of two admins demoting each other at the same moment succeed', async () => {
    const fresh = await createTestApp();
    try {
      const a = await signedIn(fresh.app, 'admin');
      const b = await signedIn(fresh.app, 'admin');
      const demote = (by: string, id: string) =>
        call(fresh.app, 'PATCH', `/api/users/${id}`, by, { role: 'user' });
      const results = await Promise.all([demote(a.cookie, b.user.id), demote(b.cookie, a.user.id)]);
      const codes = results.map((r) => r.statusCode).sort();
      // The loser's session may already be a plain user's when its request is checked (403), or it
      // reaches the last-admin guard (409); either way exactly one admin remains.
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const admins = await call(
        fresh.app,
        'GET',
        '/api/users?role=admin&active=true',
        results[0].statusCode === 200 ? a.cookie : b.cookie,
      );
      expect(admins.json().total).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('answers 404 for an unknown user and 400 for an empty change', async () => {
    const admin = await signedIn(t.app, 'admin');
    expect(
      (await patch(admin.cookie, '00000000-0000-4000-8000-000000000000', { active: true })).statusCode,
    ).toBe(404);
    expect((await patch(admin.cookie, admin.user.id, {})).statusCode).toBe(400);
  });
});
