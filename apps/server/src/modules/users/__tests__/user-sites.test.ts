import { ERRORS } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { audit_log } from '../../../db/schema';
import { call } from '../../../test/factories';
import { createUser, type SignedIn, signedIn, signIn, useTestApp } from '../../../test/harness';

const t = useTestApp();
let admin: SignedIn;
const site = { leeds: '', york: '', packing: '' };

async function createLocation(body: object): Promise<string> {
  const response = await call(t.app, 'POST', '/api/locations', admin.cookie, body);
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
  site.leeds = await createLocation({ kind: 'site', code: 'LDS', name: 'Leeds' });
  site.york = await createLocation({ kind: 'site', code: 'YRK', name: 'York' });
  site.packing = await createLocation({ kind: 'area', code: 'PK', name: 'Packing', parent_id: site.leeds });
});

const putSites = (cookie: string, id: string, site_ids: string[]) =>
  call(t.app, 'PUT', `/api/users/${id}/sites`, cookie, { site_ids });

describe('PUT /api/users/:id/sites', () => {
  it('limits a person to sites, audited; the user list and their session carry them at once', async () => {
    const tech = await createUser(t.app, { role: 'technician', full_name: 'Sam Sites' });
    const techCookie = await signIn(t.app, tech);
    // The session is remembered after this read: the change below must still be seen on the next request.
    expect((await call(t.app, 'GET', '/api/auth/session', techCookie)).json().site_ids).toEqual([]);

    const response = await putSites(admin.cookie, tech.id, [site.york, site.leeds]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: tech.id, site_ids: [site.leeds, site.york].sort() });

    const session = await call(t.app, 'GET', '/api/auth/session', techCookie);
    expect(session.json().site_ids).toEqual([site.leeds, site.york].sort());
    const listed = await call(t.app, 'GET', '/api/users?q=sam%20sites', admin.cookie);
    expect(listed.json().data[0].site_ids).toEqual([site.leeds, site.york].sort());

    const [entry] = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'user.sites_changed'), eq(audit_log.entity_id, tech.id)));
    expect(entry.before).toEqual({ site_ids: [], sites: 'Every site' });
    expect(entry.after).toMatchObject({ sites: 'Leeds and York' });

    // An empty list gives every site again.
    const back = await putSites(admin.cookie, tech.id, []);
    expect(back.json().site_ids).toEqual([]);
    expect((await call(t.app, 'GET', '/api/auth/session', techCookie)).json().site_ids).toEqual([]);
  });

  it('writes nothing and audits nothing when the sites are unchanged', async () => {
    const tech = await createUser(t.app, { role: 'technician' });
    await putSites(admin.cookie, tech.id, [site.leeds]);
    await putSites(admin.cookie, tech.id, [site.leeds]);
    const entries = await t.app.ctx.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'user.sites_changed'), eq(audit_log.entity_id, tech.id)));
    expect(entries).toHaveLength(1);
  });

  it('refuses a location that is not a site (422, named) and an unknown id (422)', async () => {
    const tech = await createUser(t.app, { role: 'technician' });
    const notSite = await putSites(admin.cookie, tech.id, [site.leeds, site.packing]);
    expect(notSite.statusCode).toBe(422);
    expect(notSite.json().error).toMatchObject({
      code: ERRORS.sitesNotSites.code,
      message: 'Choose sites only: Packing is not a site',
    });
    const unknown = await putSites(admin.cookie, tech.id, ['00000000-0000-4000-8000-000000000999']);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe(ERRORS.sitesUnknown.code);
    const repeated = await putSites(admin.cookie, tech.id, [site.leeds, site.leeds]);
    expect(repeated.statusCode).toBe(400);
    expect(
      (await call(t.app, 'GET', `/api/users?q=${encodeURIComponent(tech.email)}`, admin.cookie)).json()
        .data[0].site_ids,
    ).toEqual([]);
  });

  it('is for admins only, and answers 404 for an unknown person', async () => {
    const manager = await signedIn(t.app, 'manager');
    const tech = await createUser(t.app, { role: 'technician' });
    expect((await putSites(manager.cookie, tech.id, [site.leeds])).statusCode).toBe(403);
    const missing = await putSites(admin.cookie, '00000000-0000-4000-8000-000000000998', [site.leeds]);
    expect(missing.statusCode).toBe(404);
  });

  it('lets an admin limited to sites choose only among theirs, and not give every site', async () => {
    const limitedAdmin = await signedIn(t.app, 'admin');
    await putSites(admin.cookie, limitedAdmin.user.id, [site.leeds]);
    const tech = await createUser(t.app, { role: 'technician' });
    expect((await putSites(limitedAdmin.cookie, tech.id, [site.leeds])).statusCode).toBe(200);
    expect((await putSites(limitedAdmin.cookie, tech.id, [site.york])).json().error.code).toBe(
      ERRORS.sitesUnknown.code,
    );
    expect((await putSites(limitedAdmin.cookie, tech.id, [])).statusCode).toBe(403);
  });
});
