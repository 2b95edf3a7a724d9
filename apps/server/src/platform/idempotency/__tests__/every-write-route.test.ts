import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, useTestApp } from '../../../test/harness';
import { honoursIdempotencyKey, IDEMPOTENCY_EXCLUDED } from '../idempotency.plugin';

/**
 * Every POST, PUT and PATCH the app declares (app.routeAccess, as the route × role matrix reads them), sent
 * twice with one key: the second answer is the first, marked replayed. Dummy bodies and ids are enough: a
 * refusal (4xx) is kept and replayed like a success, so each route is covered without its own setup. A
 * route added tomorrow is covered without touching this file.
 */
const t = useTestApp({ env: { SIGN_IN_MAX_PER_IP: '100000' } });
let adminCookie = '';
beforeAll(async () => {
  adminCookie = (await signedIn(t.app, 'admin')).cookie;
});

const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, () => randomUUID()).replace(/\*$/, 'x');
const writes = () => t.app.routeAccess.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));

/** Why each route that ignores the key does (docs/decisions/idempotency.md). */
const EXCLUDED_ROUTES = {
  'POST /api/auth/sign-in': 'starts a session',
  'POST /api/auth/sign-out': 'ends the session',
  'POST /api/auth/sign-up': 'may start a session (joining with an invitation)',
  'POST /api/auth/confirm-email': 'starts a session',
  'POST /api/auth/resend-confirmation': 'an account e-mail, under the session routes',
  'POST /api/auth/forgot-password': 'an account e-mail, under the session routes',
  'POST /api/auth/password-reset/check': 'under the session routes',
  'POST /api/auth/reset-password': 'starts a session',
  'POST /api/invitations/accept': 'starts a session',
  'POST /api/tokens': 'answers a new API token once: a kept answer would store its secret',
  'POST /api/webhooks': "answers a new webhook's signing secret once: a kept answer would store it",
};

describe('Idempotency-Key on every write route', () => {
  it('honours the key on every POST, PUT and PATCH except the session routes listed with their reason', () => {
    const ignored = writes()
      .filter((r) => !honoursIdempotencyKey(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(ignored.sort()).toEqual(Object.keys(EXCLUDED_ROUTES).sort());
    expect(IDEMPOTENCY_EXCLUDED.length).toBeGreaterThan(0);
  });

  it('replays the first answer of every write route it honours', { timeout: 120_000 }, async () => {
    const mismatches: string[] = [];
    const routes = writes().filter((r) => honoursIdempotencyKey(r.method, r.url));
    expect(routes.length).toBeGreaterThanOrEqual(50);
    for (const route of routes) {
      const url = concreteUrl(route.url);
      const headers = {
        'idempotency-key': randomUUID(),
        ...(route.access === 'public' ? {} : { cookie: adminCookie }),
      };
      const send = () => t.app.inject({ method: route.method as 'POST', url, headers, payload: {} });
      const first = await send();
      const again = await send();
      const same =
        again.statusCode === first.statusCode &&
        again.body === first.body &&
        again.headers['idempotent-replayed'] === 'true';
      if (!same) {
        mismatches.push(
          `${route.method} ${route.url}: ${first.statusCode} then ${again.statusCode} (replayed: ${again.headers['idempotent-replayed']}) ${first.body.slice(0, 120)}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('runs a session route again whatever key it carries', async () => {
    for (const route of Object.keys(EXCLUDED_ROUTES)) {
      const [method, path] = route.split(' ') as ['POST', string];
      const headers = { 'idempotency-key': randomUUID() };
      await t.app.inject({ method, url: path, headers, payload: {} });
      const again = await t.app.inject({ method, url: path, headers, payload: {} });
      expect(again.headers['idempotent-replayed'], route).toBeUndefined();
    }
  });
});
