import { CLEARED_HYGIENE_CLEARANCE, type Role } from '@plantwise/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  audit_log,
  budget_expenses,
  budget_lines,
  notification_queue,
  work_orders,
} from '../../../db/schema';
import {
  callerOf,
  createAsset,
  createBreakdown,
  createInventoryItem,
  signedIn,
} from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { sendBudgetAlerts } from '../budget-alerts';

// The plant's clock, moved through a constructed year (plant time Europe/London, GMT until 29 March).
let clock = new Date('2026-01-20T10:00:00Z');
const t = useTestApp({ now: () => clock });

const api = callerOf(t);
/** Sessions are signed in on the test clock, so each phase of the year signs in again. */
const as = async (role: Role) => (await signedIn(t.app, role)).cookie;

async function ok(response: { statusCode: number; body: string; json(): unknown }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Record<string, unknown>;
}

/** A work order on `assetId`, started and completed by a technician with `hours` of labour and parts. */
async function completeWork(
  assetId: string,
  hours: number,
  parts: Array<{ inventory_item_id: string; quantity: number }>,
) {
  const manager = await signedIn(t.app, 'manager');
  const tech = await signedIn(t.app, 'technician');
  const order = await ok(
    await api('POST', '/api/work-orders', manager.cookie, {
      title: 'Replace seal',
      asset_id: assetId,
      assigned_to: tech.user.id,
    }),
    201,
  );
  await ok(await api('POST', `/api/work-orders/${order.id}/start`, tech.cookie));
  await ok(
    await api('POST', `/api/work-orders/${order.id}/complete`, tech.cookie, {
      completion_notes: 'Seal replaced, no leaks',
      completed_by: 'Tom Tech',
      actual_duration: hours,
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      parts_used: parts,
    }),
  );
  return order.id as string;
}

describe('a constructed year, computed by hand', () => {
  let leedsFiller: string;
  let yorkOven: string;
  let firstOrder: string;
  let secondOrder: string;

  beforeAll(async () => {
    leedsFiller = (await createAsset(t.app, { asset_name: 'Leeds filler', site: 'Leeds' })).id;
    yorkOven = (await createAsset(t.app, { asset_name: 'York oven', site: 'York' })).id;
    const seal = await createInventoryItem(t.app, { quantity_in_stock: 10, unit_cost: 12.5 });

    // January: labour at £30/h; 2 h and two seals at £12.50 on the Leeds filler → labour £60, parts £25.
    clock = new Date('2026-01-20T10:00:00Z');
    await ok(await api('PUT', '/api/settings/labour-rate', await as('admin'), { labour_rate: 30 }));
    firstOrder = await completeWork(leedsFiller, 2, [{ inventory_item_id: seal.id, quantity: 2 }]);

    // February: the rate rises to £40/h and the seal to £20: 1.5 h and one seal on the York oven → £60 + £20.
    clock = new Date('2026-02-10T10:00:00Z');
    await ok(await api('PUT', '/api/settings/labour-rate', await as('admin'), { labour_rate: 40 }));
    await ok(await api('PATCH', `/api/inventory/${seal.id}`, await as('manager'), { unit_cost: 20 }));
    secondOrder = await completeWork(yorkOven, 1.5, [{ inventory_item_id: seal.id, quantity: 1 }]);

    // Expenses: a £500 contractor in Leeds in March (on the filler), £1,200 of capital in York in April.
    clock = new Date('2026-05-15T10:00:00Z');
    const manager = await as('manager');
    await ok(
      await api('POST', '/api/budget/expenses', manager, {
        date: '2026-03-04',
        site: 'Leeds',
        category: 'contractors',
        amount: 500,
        supplier: 'Acme Refrigeration',
        reference: 'INV-1001',
        asset_id: leedsFiller,
      }),
      201,
    );
    await ok(
      await api('POST', '/api/budget/expenses', manager, {
        date: '2026-04-02',
        site: 'York',
        category: 'capital',
        amount: 1200,
        supplier: 'Oven Works Ltd',
        asset_id: yorkOven,
      }),
      201,
    );
    // An open breakdown estimated at £300 (committed, April) and a resolved one whose estimate is history.
    await createBreakdown(t.app, leedsFiller, {
      status: 'reported',
      estimated_cost: 300,
      breakdown_start_time: '2026-04-10T08:00:00Z',
    });
    await createBreakdown(t.app, leedsFiller, {
      status: 'resolved',
      estimated_cost: 999,
      breakdown_start_time: '2026-04-11T08:00:00Z',
    });
    // The plan: Leeds labour £100 and parts £20 in January, contractors £400 in March; York labour £50 in
    // February; £1,000 of other for all sites in May.
    await ok(
      await api('PUT', '/api/budget/lines', manager, {
        lines: [
          { year: 2026, month: 1, site: 'Leeds', category: 'labour', amount: 100 },
          { year: 2026, month: 1, site: 'Leeds', category: 'parts', amount: 20 },
          { year: 2026, month: 3, site: 'Leeds', category: 'contractors', amount: 400 },
          { year: 2026, month: 2, site: 'York', category: 'labour', amount: 50 },
          { year: 2026, month: 5, site: null, category: 'other', amount: 1000 },
        ],
      }),
    );
  });

  it('stores the labour rate in force at each completion and the unit cost on each movement', async () => {
    const [first] = await t.app.ctx.db.select().from(work_orders).where(eq(work_orders.id, firstOrder));
    const [second] = await t.app.ctx.db.select().from(work_orders).where(eq(work_orders.id, secondOrder));
    expect([first.labour_rate, first.labour_cost]).toEqual([30, 60]);
    expect([second.labour_rate, second.labour_cost]).toEqual([40, 60]);
  });

  it('all sites: month actuals, plan, year to date, committed, forecast and top assets', async () => {
    const budget = await ok(await api('GET', '/api/budget?year=2026', await as('manager')));
    expect(budget).toMatchObject({ year: 2026, site: null, sites: ['Leeds', 'York'], months_elapsed: 5 });
    const months = budget.months as Array<Record<string, number>>;
    expect(months.slice(0, 5).map((m) => m.actual)).toEqual([85, 80, 500, 1200, 0]);
    expect(months.slice(0, 5).map((m) => m.plan)).toEqual([120, 50, 400, 0, 1000]);
    expect(months[3].committed).toBe(300);
    expect(months[11]).toMatchObject({ cumulative_plan: 1570, cumulative_actual: 1865 });
    // Year to date (January–May): plan 1,570, actual 1,865, 295 over = 18.8 %. Forecast: 1,865 + the
    // average of February–April (80 + 500 + 1,200) / 3 = 593.33 × 7 months left = 6,018.33.
    expect(budget.totals).toEqual({
      plan: 1570,
      plan_ytd: 1570,
      actual_ytd: 1865,
      variance_ytd: 295,
      variance_ytd_pct: 18.8,
      committed: 300,
      forecast: 6018.33,
      forecast_variance: 4448.33,
    });
    const cells = budget.cells as Array<Record<string, unknown>>;
    expect(cells.find((c) => c.month === 5 && c.category === 'other')).toMatchObject({
      plan: 1000,
      own_plan: 1000,
    });
    expect(cells.find((c) => c.month === 1 && c.category === 'labour')).toMatchObject({
      plan: 100,
      own_plan: 0,
      actual: 60,
    });
    expect(budget.top_assets).toEqual([
      {
        asset_id: yorkOven,
        asset_name: 'York oven',
        asset_code: expect.any(String),
        labour: 60,
        parts: 20,
        expenses: 1200,
        total: 1280,
      },
      {
        asset_id: leedsFiller,
        asset_name: 'Leeds filler',
        asset_code: expect.any(String),
        labour: 60,
        parts: 25,
        expenses: 500,
        total: 585,
      },
    ]);
  });

  it('one site: its own plan and spend, variance per cell and category', async () => {
    const budget = await ok(await api('GET', '/api/budget?year=2026&site=Leeds', await as('manager')));
    const cells = budget.cells as Array<Record<string, unknown>>;
    expect(cells.find((c) => c.month === 1 && c.category === 'labour')).toMatchObject({
      plan: 100,
      own_plan: 100,
      actual: 60,
      variance: -40,
      variance_pct: -40,
    });
    expect(cells.find((c) => c.month === 1 && c.category === 'parts')).toMatchObject({
      actual: 25,
      variance: 5,
      variance_pct: 25,
    });
    expect(cells.find((c) => c.month === 3 && c.category === 'contractors')).toMatchObject({
      actual: 500,
      variance_pct: 25,
    });
    expect(budget.totals).toMatchObject({ plan: 520, actual_ytd: 585, committed: 300 });
    expect((budget.top_assets as Array<{ asset_id: string }>).map((a) => a.asset_id)).toEqual([leedsFiller]);
  });

  it('exports plan against actual per month and category as CSV', async () => {
    const response = await api('GET', '/api/budget/export.csv?year=2026&site=Leeds', await as('manager'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="budget-2026-leeds.csv"');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Year,Site,Month,Category,Plan (GBP),Actual (GBP),Variance (GBP),Variance %,Committed (GBP)',
    );
    expect(lines).toContain('2026,Leeds,Jan,Labour,100,60,-40,-40,');
    expect(lines).toContain('2026,Leeds,Apr,Total,0,0,0,,300');
  });

  it('lists, edits and deletes expenses, auditing each change', async () => {
    const manager = await as('manager');
    const list = await ok(await api('GET', '/api/budget/expenses?year=2026&site=Leeds', manager));
    expect(list).toMatchObject({
      total: 1,
      data: [{ supplier: 'Acme Refrigeration', asset_name: 'Leeds filler', amount: 500 }],
    });
    const id = (list.data as Array<{ id: string }>)[0].id;
    const edited = await ok(
      await api('PATCH', `/api/budget/expenses/${id}`, manager, { amount: 450, reference: 'INV-1001A' }),
    );
    expect(edited).toMatchObject({ amount: 450, reference: 'INV-1001A' });
    const extra = await ok(
      await api('POST', '/api/budget/expenses', manager, {
        date: '2026-05-01',
        site: null,
        category: 'other',
        amount: 12.34,
        supplier: 'PPE Direct',
      }),
      201,
    );
    await ok(await api('DELETE', `/api/budget/expenses/${extra.id}`, manager));
    expect((await api('DELETE', `/api/budget/expenses/${extra.id}`, manager)).statusCode).toBe(404);
    const actions = await t.app.ctx.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(eq(audit_log.entity_id, extra.id as string));
    expect(actions.map((a) => a.action).sort()).toEqual(['budget.expense_created', 'budget.expense_deleted']);
    await ok(
      await api('PATCH', `/api/budget/expenses/${id}`, manager, { amount: 500, reference: 'INV-1001' }),
    );
  });
});

describe('alerts', () => {
  it('tells managers and admins once when a month passes 90 % of its plan and once more at 100 %', async () => {
    clock = new Date('2026-06-10T10:00:00Z');
    const manager = await signedIn(t.app, 'manager');
    const admin = await signedIn(t.app, 'admin');
    const technician = await signedIn(t.app, 'technician');
    const plant = await createAsset(t.app, { site: 'Hull' });
    await ok(
      await api('PUT', '/api/budget/lines', manager.cookie, {
        lines: [{ year: 2026, month: 6, site: 'Hull', category: 'contractors', amount: 1000 }],
      }),
    );
    const spend = (amount: number) =>
      api('POST', '/api/budget/expenses', manager.cookie, {
        date: '2026-06-05',
        site: 'Hull',
        category: 'contractors',
        amount,
        supplier: 'Drains R Us',
        asset_id: plant.id,
      });
    const alertsFor = (userId: string) =>
      t.app.ctx.db
        .select({ title: notification_queue.title })
        .from(notification_queue)
        .where(
          and(
            eq(notification_queue.user_id, userId),
            eq(notification_queue.notification_type, 'budget_threshold'),
          ),
        );
    const hull = async (userId: string) =>
      (await alertsFor(userId)).map((n) => n.title).filter((title) => title.includes('Hull'));

    await ok(await spend(899), 201);
    await sendBudgetAlerts(t.app.ctx);
    expect(await hull(manager.user.id)).toEqual([]);

    await ok(await spend(1), 201);
    await sendBudgetAlerts(t.app.ctx);
    await sendBudgetAlerts(t.app.ctx);
    expect(await hull(manager.user.id)).toEqual(['Budget 90% used: Hull, Jun 2026']);

    await ok(await spend(150), 201);
    await Promise.all([sendBudgetAlerts(t.app.ctx), sendBudgetAlerts(t.app.ctx)]);
    expect(await hull(manager.user.id)).toEqual([
      'Budget 90% used: Hull, Jun 2026',
      'Over budget: Hull, Jun 2026',
    ]);
    expect(await hull(admin.user.id)).toHaveLength(2);
    expect(await hull(technician.user.id)).toEqual([]);
  });
});

/**
 * A site (with an asset there) budgeted `budget` for the expense's month in one category, and that expense
 * entered against it.
 */
async function budgetAndSpend(
  cookie: string,
  spend: {
    site: string;
    category: string;
    budget: number;
    expense: { date: string; amount: number; supplier: string };
  },
) {
  const { site, category, expense } = spend;
  const [year, month] = expense.date.split('-').map(Number);
  await createAsset(t.app, { site });
  await ok(
    await api('PUT', '/api/budget/lines', cookie, {
      lines: [{ year, month, site, category, amount: spend.budget }],
    }),
  );
  await ok(await api('POST', '/api/budget/expenses', cookie, { ...expense, site, category }), 201);
}

/** The titles of the notifications queued for a person. */
async function queuedTitles(userId: string) {
  const rows = await t.app.ctx.db
    .select({ title: notification_queue.title })
    .from(notification_queue)
    .where(eq(notification_queue.user_id, userId));
  return rows.map((n) => n.title);
}

describe('one crossing, one alert', () => {
  it('says "over budget" once when spend jumps past the target and 100 % together, and never again', async () => {
    clock = new Date('2026-08-10T10:00:00Z');
    const manager = await signedIn(t.app, 'manager');
    await budgetAndSpend(manager.cookie, {
      site: 'Selby',
      category: 'contractors',
      budget: 1000,
      expense: { date: '2026-08-03', amount: 1080, supplier: 'Refrigeration Ltd' },
    });
    const selby = async () =>
      (await queuedTitles(manager.user.id)).filter((title) => title.includes('Selby'));
    await Promise.all([sendBudgetAlerts(t.app.ctx), sendBudgetAlerts(t.app.ctx)]);
    await sendBudgetAlerts(t.app.ctx);
    expect(await selby()).toEqual(['Over budget: Selby, Aug 2026']);
  });
});

describe('the alert threshold follows the KPI target', () => {
  it('alerts at the plant\'s own "budget used %" target', async () => {
    clock = new Date('2026-07-10T10:00:00Z');
    const manager = await signedIn(t.app, 'manager');
    await ok(
      await api('PUT', '/api/settings/kpi-targets', manager.cookie, {
        availability_pct: 95,
        mtbf_hours: 500,
        mttr_hours: 4,
        pm_compliance_pct: 90,
        budget_used_pct: 50,
      }),
    );
    await budgetAndSpend(manager.cookie, {
      site: 'Goole',
      category: 'other',
      budget: 1000,
      expense: { date: '2026-07-02', amount: 500, supplier: 'PPE Direct' },
    });
    await sendBudgetAlerts(t.app.ctx);
    expect(await queuedTitles(manager.user.id)).toContain('Budget 50% used: Goole, Jul 2026');
  });
});

describe('access and bad input', () => {
  it('refuses technicians and users (403) on every budget route, and anonymous callers (401)', async () => {
    clock = new Date('2026-06-10T10:00:00Z');
    for (const role of ['technician', 'user'] as const) {
      const cookie = await as(role);
      for (const [method, url, body] of [
        ['GET', '/api/budget?year=2026'],
        ['GET', '/api/budget/export.csv?year=2026'],
        ['GET', '/api/budget/expenses?year=2026'],
        [
          'PUT',
          '/api/budget/lines',
          { lines: [{ year: 2026, month: 1, site: null, category: 'other', amount: 1 }] },
        ],
        [
          'POST',
          '/api/budget/expenses',
          { date: '2026-01-01', site: null, category: 'other', amount: 1, supplier: 'x' },
        ],
        ['PATCH', '/api/budget/expenses/00000000-0000-4000-8000-000000000001', { amount: 2 }],
        ['DELETE', '/api/budget/expenses/00000000-0000-4000-8000-000000000001'],
      ] as const) {
        expect((await api(method, url, cookie, body)).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await api('GET', '/api/budget?year=2026')).statusCode).toBe(401);
  });

  it('answers 4xx naming the field and writes nothing', async () => {
    const manager = await as('manager');
    const line = { year: 2026, month: 1, site: null, category: 'labour', amount: 10 };
    const linesBefore = await t.app.ctx.db.select().from(budget_lines);
    const expensesBefore = await t.app.ctx.db.select().from(budget_expenses);
    const cases: Array<[string, string, unknown, string]> = [
      ['PUT', '/api/budget/lines', { lines: [{ ...line, amount: -5 }] }, 'lines.0.amount'],
      ['PUT', '/api/budget/lines', { lines: [{ ...line, amount: 'ten' }] }, 'lines.0.amount'],
      ['PUT', '/api/budget/lines', { lines: [{ ...line, month: 13 }] }, 'lines.0.month'],
      ['PUT', '/api/budget/lines', { lines: [{ ...line, year: 1900 }] }, 'lines.0.year'],
      ['PUT', '/api/budget/lines', { lines: [{ ...line, site: 'Atlantis' }] }, 'lines.0.site'],
      ['PUT', '/api/budget/lines', { lines: [line, line] }, 'lines.1'],
      [
        'PUT',
        '/api/budget/lines',
        { lines: Array.from({ length: 10_000 }, (_, i) => ({ ...line, year: 2000 + (i % 100) })) },
        'lines',
      ],
      [
        'POST',
        '/api/budget/expenses',
        { date: '2026-01-01', site: null, amount: 5, supplier: 'x' },
        'category',
      ],
      [
        'POST',
        '/api/budget/expenses',
        { date: '2026-01-01', site: 'Atlantis', category: 'other', amount: 5, supplier: 'x' },
        'site',
      ],
      [
        'POST',
        '/api/budget/expenses',
        { date: '2026-13-01', site: null, category: 'other', amount: 5, supplier: 'x' },
        'date',
      ],
      ['GET', '/api/budget?year=1900', undefined, 'year'],
    ];
    for (const [method, url, body, path] of cases) {
      const response = await api(method as 'PUT', url, manager, body);
      expect(response.statusCode, `${method} ${url} ${String(JSON.stringify(body)).slice(0, 120)}`).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('validation_failed');
      expect((error.details as Array<{ path: string }>).map((d) => d.path)).toContain(path);
    }
    expect(await t.app.ctx.db.select().from(budget_lines)).toEqual(linesBefore);
    expect(await t.app.ctx.db.select().from(budget_expenses)).toEqual(expensesBefore);
  });
});
