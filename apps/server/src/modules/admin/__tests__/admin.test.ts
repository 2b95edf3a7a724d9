import { beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../../platform/mail/outbox';
import { call } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

let admin: Awaited<ReturnType<typeof signedIn>>;
const t = useTestApp();
beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
});

const get = (url: string, cookie = admin.cookie) => call(t.app, 'GET', url, cookie);

describe('GET /api/admin/diagnostics', () => {
  it('reports database, migrations, mail outbox, queue depth, version and uptime', async () => {
    await enqueueMail(t.app.ctx.db, { kind: 'account', to: 'a@plant.test', subject: 'One', text: 'x' });
    await enqueueMail(t.app.ctx.db, { kind: 'account', to: 'b@plant.test', subject: 'Two', text: 'y' });
    const response = await get('/api/admin/diagnostics');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.database.kind).toBe(t.database.kind);
    expect(body.database.size_bytes).toBeGreaterThan(1_000_000);
    expect(body.migrations.applied).toBe(body.migrations.available);
    expect(body.migrations.applied).toBeGreaterThanOrEqual(4);
    expect(body.migrations.version).toMatch(/^\d{4}_/);
    expect(body.mail).toMatchObject({ transport: 'outbox', pending: 2, sent: 0, failed: 0 });
    expect(body.jobs.mail_pending).toBe(2);
    expect(body.jobs.queue_depth).toBe(body.jobs.mail_pending + body.jobs.notifications_pending);
    expect(body.jobs.registered).toContain('mail-delivery');
    expect(body.server.version).toBe('test');
    expect(body.server.uptime_seconds).toBeGreaterThanOrEqual(0);
  });

  it('is for admins only', async () => {
    const tech = await signedIn(t.app, 'technician');
    expect((await get('/api/admin/diagnostics', tech.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/mail', tech.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/mail', () => {
  it('lists the outbox newest first with to, subject, text and status', async () => {
    await enqueueMail(t.app.ctx.db, {
      kind: 'account',
      to: 'newest@plant.test',
      subject: 'Newest',
      text: 'Body text',
    });
    const response = await get('/api/admin/mail?limit=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: expect.any(String),
          to: 'newest@plant.test',
          subject: 'Newest',
          text: 'Body text',
          status: 'pending',
          attempts: 0,
          last_error: null,
          next_attempt_at: expect.any(String),
          sent_at: null,
          created_at: expect.any(String),
        },
      ],
      total: expect.any(Number),
    });
    expect((await get('/api/admin/mail?status=kept')).json()).toEqual({ data: [], total: 0 });
  });
});
