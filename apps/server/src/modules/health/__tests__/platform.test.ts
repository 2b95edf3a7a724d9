import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPlugin } from '../../../platform/auth/access';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
        throw new Error('secret internal detail');
      });
    },
  });
});
afterAll(() => t.close());

describe('platform', () => {
  it('GET /api/health reports status, database kind and version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      db: process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite',
      version: 'test',
    });
  });

  it('marks API answers, refusals included, as never to be stored (Cache-Control: no-store)', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/assets' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it("answers Fastify's own refusals in the error shape", async () => {
    const cases = [
      { url: `/api/assets/${'a'.repeat(300)}`, status: 414, code: 'uri_too_long' },
      { url: '/api/assets/%E0%A4%A', status: 400, code: 'bad_url' },
      {
        url: '/api/auth/sign-in',
        method: 'POST',
        type: 'application/json',
        body: '{bad',
        status: 400,
        code: 'invalid_json',
      },
      {
        url: '/api/auth/sign-in',
        method: 'POST',
        type: 'text/xml',
        body: '<a/>',
        status: 415,
        code: 'unsupported_media_type',
      },
      {
        url: '/api/auth/sign-in',
        method: 'POST',
        type: 'application/json',
        body: JSON.stringify({ email: 'x'.repeat(13 * 1024 * 1024) }),
        status: 413,
        code: 'payload_too_large',
      },
    ] as const;
    for (const c of cases) {
      const response = await t.app.inject({
        method: 'method' in c ? c.method : 'GET',
        url: c.url,
        headers: 'type' in c ? { 'content-type': c.type } : {},
        ...('body' in c ? { payload: c.body } : {}),
      });
      expect(response.statusCode, c.code).toBe(c.status);
      expect(response.json(), c.code).toEqual({ error: { code: c.code, message: expect.any(String) } });
    }
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers a crash with a 500 that carries the request id and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.error.code).toBe('internal_error');
    expect(body.error.details.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('at ');
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves an OpenAPI 3 document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/sign-in'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/health'].get).toBeDefined();
  });

  it('names Idempotency-Key on the writes that honour it, not on sign-in or on reads', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const key = { $ref: '#/components/parameters/IdempotencyKey' };
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ name: 'idempotency-key', in: 'header' });
    expect(doc.paths['/api/breakdowns'].post.parameters).toContainEqual(key);
    expect(doc.paths['/api/meter-readings'].post.parameters).toContainEqual(key);
    expect(doc.paths['/api/auth/sign-in'].post.parameters ?? []).not.toContainEqual(key);
    expect(doc.paths['/api/breakdowns'].get.parameters ?? []).not.toContainEqual(key);
  });

  it('fails start-up when an /api route declares no access', async () => {
    const app = Fastify();
    await app.register(accessPlugin, {
      db: t.app.ctx.db,
      now: () => new Date(),
      policy: { idleTimeoutS: 60, maxAgeS: 60 },
    });
    await expect(
      (async () => {
        app.get('/api/undeclared', async () => 'nope');
        await app.ready();
      })(),
    ).rejects.toThrow(/no access declaration/);
    await app.close().catch(() => undefined);
  });
});
