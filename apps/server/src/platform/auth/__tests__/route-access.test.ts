import { randomUUID } from 'node:crypto';
import { canAccess, ROLES, type Role } from '@plantwise/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/harness';
import type { Access } from '../access';
import { createSession, SESSION_COOKIE } from '../sessions';
import { ROUTE_ACCESS } from './route-access.table';

/**
 * Every /api route × every role (docs/decisions/sessions-and-roles.md). The expected access is the table in
 * route-access.table.ts; the routes' own declarations (app.routeAccess) must match it exactly, so a
 * route added tomorrow fails until its rule is written down. Bodies and ids are
 * dummies: an allowed caller may get 400/404/409/422, never 401/403; a forbidden one gets exactly
 * 401 (signed out) or 403 (role too low).
 */
type Caller = Role | 'signed out';
const CALLERS: Caller[] = [...ROLES, 'signed out'];

const accounts = new Map<Role, string>();

const t = useTestApp({ env: { SIGN_IN_MAX_PER_IP: '100000' } });
beforeAll(async () => {
  for (const role of ROLES) accounts.set(role, (await createUser(t.app, { role })).id);
});

/** A new session per request: a route such as sign-out must not spoil the next check. */
async function cookieFor(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'signed out') return {};
  const { token } = await createSession(
    t.app.ctx.db,
    accounts.get(caller)!,
    { idleTimeoutS: 3600, maxAgeS: 3600 },
    t.app.ctx.now(),
    {},
  );
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, () => randomUUID()).replace(/\*$/, 'x');

function expectedOutcome(access: Access, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'signed out') return 401;
  return canAccess(caller, access) ? 'allowed' : 403;
}

describe('roles on every route', () => {
  it('declares on every /api route exactly the access the table lists', () => {
    const declared = Object.fromEntries(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access]));
    const missing = Object.keys(declared).filter((route) => !(route in ROUTE_ACCESS));
    const gone = Object.keys(ROUTE_ACCESS).filter((route) => !(route in declared));
    const differing = Object.keys(declared).filter(
      (route) =>
        route in ROUTE_ACCESS && JSON.stringify(ROUTE_ACCESS[route]) !== JSON.stringify(declared[route]),
    );
    expect({ missing, gone, differing }).toEqual({ missing: [], gone: [], differing: [] });
  });

  // Every route as every caller (six, quality included): several hundred requests, which take minutes on a busy machine.
  it('answers each caller as the route declares', { timeout: 300_000 }, async () => {
    const mismatches: string[] = [];
    for (const route of t.app.routeAccess) {
      for (const caller of CALLERS) {
        const expected = expectedOutcome(
          ROUTE_ACCESS[`${route.method} ${route.url}`] ?? route.access,
          caller,
        );
        const url = concreteUrl(route.url);
        const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: await cookieFor(caller),
          ...(hasBody ? { payload: {} } : {}),
        });
        const status = response.statusCode;
        const ok =
          expected === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === expected;
        if (!ok) {
          mismatches.push(
            `${route.method} ${route.url} [${route.access}] as ${caller}: got ${status}, expected ${expected === 'allowed' ? 'not 401/403/5xx' : expected} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('gives a technician 403 on every admin route', async () => {
    const adminRoutes = t.app.routeAccess.filter((r) => r.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of adminRoutes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: await cookieFor('technician'),
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
