import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/client';
import { createAsset } from '../../../test/factories';
import { createUser, useTestApp } from '../../../test/harness';
import { createSession, SESSION_COOKIE } from '../../auth/sessions';

/**
 * Bad-input fuzzing of every /api route: generated bodies, query strings and path
 * parameters full of NUL bytes, broken surrogates, huge strings, extreme numbers and dates, prototype
 * keys and wrong types, sent as an admin. Never a 5xx; every refusal in the error shape; and a refused
 * request changes nothing. FUZZ_RUNS (default 300) sets how many requests are generated.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

/** Tables a refused request may legitimately write: attempt counters, sessions, refused-completion logs. */
const MAY_CHANGE_ON_REFUSAL = new Set([
  'auth_attempts',
  'sessions',
  'breakdown_validation_failures',
  'audit_log',
]);

let adminId: string;
let tables: string[] = [];
let routes: Array<{ method: string; url: string; fields: string[]; query: string[] }> = [];

const t = useTestApp({ env: { SIGN_IN_MAX_PER_IP: '1000000', SIGN_IN_DELAY_MS: '0' } });
beforeAll(async () => {
  adminId = (await createUser(t.app, { role: 'admin' })).id;
  const rows = await selectRows<{ table_name: string }>(
    t.app.ctx.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '__drizzle%'`,
  );
  tables = rows.map((r) => r.table_name).filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
  const document = t.app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>
    >;
  };
  routes = t.app.routeAccess
    .filter((route) => !route.url.includes('/realtime') && route.url !== '/api/auth/sign-out')
    .map((route) => {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const body = operation?.requestBody as
        | { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
        | undefined;
      return {
        method: route.method,
        url: route.url,
        fields: Object.keys(body?.content?.['application/json']?.schema?.properties ?? {}),
        query: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      };
    });
});

async function fingerprint(): Promise<string> {
  const counts = await Promise.all(
    tables.map(async (table) => {
      const [row] = await selectRows<{ n: number }>(
        t.app.ctx.db,
        sql.raw(`select count(*)::int as n from "${table}"`),
      );
      return `${table}=${row.n}`;
    }),
  );
  return counts.join(' ');
}

const nasty = fc.constantFrom<unknown>(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  'x'.repeat(200_000),
  '',
  ' ',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999999Z',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  -1,
  0,
  1e308,
  -1e308,
  1e-300,
  -1e-300,
  Number.MAX_SAFE_INTEGER,
  2_147_483_648,
  -2_147_483_649,
  0.1,
  '1e308',
  '1e-300',
  '2147483648',
  'NaN',
  true,
  null,
  [],
  {},
  [null],
  { __proto__: { admin: true } },
  '=cmd|" /C calc"!A0',
  '<script>alert(1)</script>',
);
const value = fc.oneof(
  nasty,
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
);

/** Percent-encodes, writing a lone surrogate as the invalid UTF-8 bytes a hostile client would send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function pathValue(): fc.Arbitrary<string> {
  return fc.constantFrom(randomUUID(), '%00', 'x'.repeat(90), '..%2F..', 'not-a-uuid', '0', '%E0%A4%A');
}

describe('bad input never answers 5xx and a refusal changes nothing', () => {
  it(`survives ${RUNS} generated requests across every route`, async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 10_000 }),
        fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 3 }),
        fc.array(value, { minLength: 8, maxLength: 8 }),
        pathValue(),
        fc.boolean(),
        async (pick, extra, values, param, rawProto) => {
          const route = routes[pick % routes.length];
          const url = route.url.replace(/:\w+/g, () => param).replace(/\*$/, 'x');
          const query = route.query
            .map((name, i) => `${encode(name)}=${encode(String(values[i % values.length]))}`)
            .join('&');
          const fields = Object.fromEntries(route.fields.map((name, i) => [name, values[i % values.length]]));
          const body = { ...extra, ...fields };
          const payload = rawProto
            ? `{"__proto__":{"role":"admin"},${JSON.stringify(body).slice(1)}`
            : JSON.stringify(body);
          const { token } = await createSession(
            t.app.ctx.db,
            adminId,
            { idleTimeoutS: 3600, maxAgeS: 3600 },
            new Date(),
            {},
          );
          const before = await fingerprint();
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: query ? `${url}?${query}` : url,
            headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/json' },
            ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? { payload } : {}),
          });
          const label = `${route.method} ${route.url} → ${response.statusCode}`;
          if (response.statusCode >= 500) failures.push(`${label} ${response.body.slice(0, 200)}`);
          if (response.statusCode >= 400) {
            const contentType = String(response.headers['content-type'] ?? '');
            if (contentType.includes('application/json')) {
              const error = response.json().error;
              if (typeof error?.code !== 'string' || typeof error?.message !== 'string')
                failures.push(`${label} shape`);
            } else failures.push(`${label} not JSON (${contentType})`);
            if ((await fingerprint()) !== before) failures.push(`${label} changed data although refused`);
          }
        },
      ),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    expect(failures).toEqual([]);
  }, 600_000);
});

/** Numbers a column cannot hold (below its last decimal place, past int4) and dates outside 1970–2200. */
const TINY_AND_HUGE = [1e-300, -1e-300, 1e308];
const NOT_INT4 = [2_147_483_648, -2_147_483_649, 1e-300];
const BAD_DATES = ['0000-01-01', '9999-12-31'];
const BAD_TIMESTAMPS = ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z'];

describe('hostile numbers and dates in otherwise valid requests answer 400 naming the field', () => {
  it('refuses tiny, int4-overflowing and year-0000/9999 values on every route that stores or filters them', async () => {
    const { token } = await createSession(
      t.app.ctx.db,
      adminId,
      { idleTimeoutS: 3600, maxAgeS: 3600 },
      new Date(),
      {},
    );
    const cookie = `${SESSION_COOKIE}=${token}`;
    const asset = await createAsset(t.app);
    const send = (method: string, url: string, payload?: unknown) =>
      t.app.inject({ method: method as 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const created = async (url: string, payload: unknown) => {
      const response = await send('POST', url, payload);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    const expense = {
      date: '2026-03-01',
      site: null,
      category: 'contractors',
      amount: 120,
      supplier: 'Acme',
    };
    const expenseId = await created('/api/budget/expenses', expense);
    const item = { item_id: `FZ-${randomUUID().slice(0, 8)}`, item_name: 'Seal', food_grade: false };
    const itemId = await created('/api/inventory', item);
    const task = { title: 'Inspect', asset_id: asset.id, frequency: 'custom', custom_frequency_days: 30 };
    const order = { title: 'Fix', asset_id: asset.id };
    const line = { year: 2026, month: 1, site: null, category: 'labour', amount: 10 };

    /** [method, url, field, build a request from the hostile value]. */
    type Case = [
      string,
      string,
      string,
      readonly unknown[],
      (value: unknown) => { url?: string; body?: unknown },
    ];
    const cases: Case[] = [
      ['POST', '/api/budget/expenses', 'amount', TINY_AND_HUGE, (v) => ({ body: { ...expense, amount: v } })],
      ['POST', '/api/budget/expenses', 'date', BAD_DATES, (v) => ({ body: { ...expense, date: v } })],
      [
        'PATCH',
        `/api/budget/expenses/${expenseId}`,
        'amount',
        TINY_AND_HUGE,
        (v) => ({ body: { amount: v } }),
      ],
      [
        'PUT',
        '/api/budget/lines',
        'amount',
        [-1e-300, 1e-300, 1e308],
        (v) => ({ body: { lines: [{ ...line, amount: v }] } }),
      ],
      [
        'POST',
        '/api/maintenance-tasks',
        'estimated_duration',
        TINY_AND_HUGE,
        (v) => ({ body: { ...task, estimated_duration: v } }),
      ],
      [
        'POST',
        '/api/maintenance-tasks',
        'custom_frequency_days',
        NOT_INT4,
        (v) => ({ body: { ...task, custom_frequency_days: v } }),
      ],
      [
        'POST',
        '/api/maintenance-tasks',
        'custom_frequency_days',
        [2_147_483_648],
        (v) => ({ body: { ...task, frequency: 'monthly', custom_frequency_days: v } }),
      ],
      [
        'POST',
        '/api/maintenance-tasks',
        'specific_year',
        NOT_INT4,
        (v) => ({ body: { ...task, specific_year: v } }),
      ],
      [
        'POST',
        '/api/maintenance-tasks',
        'next_due_date',
        BAD_TIMESTAMPS,
        (v) => ({ body: { ...task, next_due_date: v } }),
      ],
      [
        'POST',
        '/api/work-orders',
        'estimated_duration',
        TINY_AND_HUGE,
        (v) => ({ body: { ...order, estimated_duration: v } }),
      ],
      [
        'POST',
        '/api/work-orders',
        'date_scheduled',
        BAD_TIMESTAMPS,
        (v) => ({ body: { ...order, date_scheduled: v } }),
      ],
      [
        'PUT',
        '/api/settings/labour-rate',
        'labour_rate',
        TINY_AND_HUGE,
        (v) => ({ body: { labour_rate: v } }),
      ],
      [
        'POST',
        '/api/inventory',
        'unit_cost',
        TINY_AND_HUGE,
        (v) => ({ body: { ...item, item_id: `FZ-${randomUUID().slice(0, 8)}`, unit_cost: v } }),
      ],
      [
        'POST',
        `/api/inventory/${itemId}/adjust`,
        'quantity',
        TINY_AND_HUGE,
        (v) => ({ body: { quantity: v, mode: 'add' } }),
      ],
      [
        'POST',
        '/api/assets',
        'yom',
        NOT_INT4,
        (v) => ({ body: { asset_id: `FZ-${randomUUID().slice(0, 8)}`, asset_name: 'Mixer', yom: v } }),
      ],
      [
        'POST',
        '/api/assets',
        'purchase_date',
        BAD_DATES,
        (v) => ({
          body: { asset_id: `FZ-${randomUUID().slice(0, 8)}`, asset_name: 'Mixer', purchase_date: v },
        }),
      ],
      ...[
        '/api/records',
        '/api/records/export.csv',
        '/api/records/audit-pack.pdf',
        '/api/compliance/audit-pack.pdf',
        '/api/admin/audit',
      ].map((url): Case => ['GET', url, 'from', BAD_DATES, (v) => ({ url: `${url}?from=${v}` })]),
      ['GET', '/api/records', 'to', BAD_DATES, (v) => ({ url: `/api/records?to=${v}` })],
      ['GET', '/api/breakdowns', 'from', BAD_TIMESTAMPS, (v) => ({ url: `/api/breakdowns?from=${v}` })],
      [
        'GET',
        '/api/calendar',
        'from',
        BAD_TIMESTAMPS,
        (v) => ({ url: `/api/calendar?from=${v}&to=2026-01-31T00:00:00Z` }),
      ],
      [
        'GET',
        '/api/calendar/tasks',
        'from',
        BAD_TIMESTAMPS,
        (v) => ({ url: `/api/calendar/tasks?from=${v}&to=2026-01-31T00:00:00Z` }),
      ],
    ];
    const failures: string[] = [];
    for (const [method, url, field, values, build] of cases) {
      for (const value of values) {
        const request = build(value);
        const response = await send(method, request.url ?? url, request.body);
        const label = `${method} ${url} ${field}=${String(value)} → ${response.statusCode}`;
        if (response.statusCode !== 400) {
          failures.push(`${label} ${response.body.slice(0, 160)}`);
          continue;
        }
        const error = response.json().error as { message: string; details?: Array<{ path: string }> };
        const named =
          error.details?.some((d) => d.path.split('.').includes(field)) || error.message.includes(field);
        if (!named) failures.push(`${label} does not name ${field}: ${error.message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
