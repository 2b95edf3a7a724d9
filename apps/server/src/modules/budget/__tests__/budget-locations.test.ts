import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createAsset, createBreakdown, createWorkOrder, signedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { createTwoSites, type TestLocation } from '../../../test/location-tree';

const clock = new Date('2026-05-15T10:00:00Z');
const t = useTestApp({ now: () => clock });
const api = callerOf(t);
let manager: string;
let tree: Record<'leeds' | 'packing' | 'line1' | 'baking' | 'york', TestLocation>;
let filler: string;
let oven: string;

type Json = Record<string, unknown>;
async function ok(url: string): Promise<Json> {
  const response = await api('GET', url, manager);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Json;
}
const months = (budget: Json) => (budget.months as Array<{ actual: number; plan: number }>).slice(0, 5);

beforeAll(async () => {
  manager = (await signedIn(t.app, 'manager')).cookie;
  tree = await createTwoSites(t.app, manager);
  const at = (location: TestLocation, site: TestLocation) => ({ location_id: location.id, site: site.name });
  // The filler on Line 1 (Leeds › Packing), the oven in Baking (Leeds), the chiller in York.
  filler = (await createAsset(t.app, { asset_name: 'Filler', ...at(tree.line1, tree.leeds) })).id;
  oven = (await createAsset(t.app, { asset_name: 'Oven', ...at(tree.baking, tree.leeds) })).id;
  const chiller = (await createAsset(t.app, { asset_name: 'Chiller', ...at(tree.york, tree.york) })).id;
  const completed = (month: number, labour: number, other = 0) => ({
    status: 'completed' as const,
    date_completed: `2026-0${month}-10T10:00:00Z`,
    labour_cost: labour,
    other_cost: other,
  });
  // Work: £60 labour on the filler in January, £40 labour + £10 other on the oven in February, £700 on the
  // chiller in March. An open breakdown on the filler estimated at £300 (committed, April).
  await createWorkOrder(t.app, filler, completed(1, 60));
  await createWorkOrder(t.app, oven, completed(2, 40, 10));
  await createWorkOrder(t.app, chiller, completed(3, 700));
  await createBreakdown(t.app, filler, {
    status: 'reported',
    estimated_cost: 300,
    breakdown_start_time: '2026-04-10T08:00:00Z',
  });
  // Expenses: £500 booked to Leeds as a whole in March; £25 on the oven with no site in April.
  for (const body of [
    { date: '2026-03-04', site: tree.leeds.name, category: 'contractors', amount: 500, supplier: 'Acme' },
    { date: '2026-04-04', site: null, asset_id: oven, category: 'other', amount: 25, supplier: 'Bolt & Co' },
  ]) {
    const response = await api('POST', '/api/budget/expenses', manager, body);
    expect(response.statusCode, response.body).toBe(201);
  }
  // Leeds's plan, keyed by the site's name as plans always were: £100 of labour in January.
  const response = await api('PUT', '/api/budget/lines', manager, {
    lines: [{ year: 2026, month: 1, site: tree.leeds.name, category: 'labour', amount: 100 }],
  });
  expect(response.statusCode, response.body).toBe(200);
});

describe('the budget of a node of the location tree', () => {
  it('a site: its plan (kept under its name) and the spend of everything below it and booked to it', async () => {
    const leeds = await ok(`/api/budget?year=2026&location_id=${tree.leeds.id}`);
    expect(leeds).toMatchObject({
      site: tree.leeds.name,
      location: { id: tree.leeds.id, name: tree.leeds.name, kind: 'site' },
      has_plan: true,
    });
    // £60 (filler), £50 (oven), £500 (booked to Leeds), £25 (the oven's expense without a site).
    expect(months(leeds).map((m) => m.actual)).toEqual([60, 50, 500, 25, 0]);
    expect(months(leeds).map((m) => m.plan)).toEqual([100, 0, 0, 0, 0]);
    expect(leeds.totals).toMatchObject({ plan: 100, actual_ytd: 635, committed: 300 });
  });

  it('keeps the older filter by the site’s name, which counts expenses by their site text only', async () => {
    const byName = await ok(`/api/budget?year=2026&site=${encodeURIComponent(tree.leeds.name)}`);
    expect(byName).toMatchObject({ site: tree.leeds.name, location: null, has_plan: true });
    // The same work and plan; the oven's £25 expense has no site text, so only the tree finds it in Leeds.
    expect(months(byName).map((m) => m.actual)).toEqual([60, 50, 500, 0, 0]);
    expect(byName.totals).toMatchObject({ plan: 100, actual_ytd: 610, committed: 300 });
  });

  it('an area or line: only the spend of its assets, and no plan (plans are kept per site)', async () => {
    const packing = await ok(`/api/budget?year=2026&location_id=${tree.packing.id}`);
    expect(packing).toMatchObject({
      site: null,
      has_plan: false,
      location: { kind: 'area', name: 'Packing' },
    });
    expect(months(packing).map((m) => m.actual)).toEqual([60, 0, 0, 0, 0]);
    expect(packing.totals).toMatchObject({ plan: 0, actual_ytd: 60, committed: 300 });
    expect((packing.top_assets as Array<{ asset_id: string }>).map((a) => a.asset_id)).toEqual([filler]);
    const baking = await ok(`/api/budget?year=2026&location_id=${tree.baking.id}`);
    expect(months(baking).map((m) => m.actual)).toEqual([0, 50, 0, 25, 0]);
    const york = await ok(`/api/budget?year=2026&location_id=${tree.york.id}`);
    expect(york.totals).toMatchObject({ actual_ytd: 700, committed: 0 });
  });

  it('exports and lists expenses by the same node', async () => {
    const csv = await api('GET', `/api/budget/export.csv?year=2026&location_id=${tree.packing.id}`, manager);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('2026,Packing,Jan,Labour,0,60,60,,');
    const leeds = await ok(`/api/budget/expenses?year=2026&location_id=${tree.leeds.id}`);
    expect((leeds.data as Array<{ supplier: string }>).map((e) => e.supplier).sort()).toEqual([
      'Acme',
      'Bolt & Co',
    ]);
    const baking = await ok(`/api/budget/expenses?year=2026&location_id=${tree.baking.id}`);
    expect((baking.data as Array<{ supplier: string }>).map((e) => e.supplier)).toEqual(['Bolt & Co']);
    expect((await ok(`/api/budget/expenses?year=2026&location_id=${tree.york.id}`)).total).toBe(0);
  });

  it('answers 404 for an unknown location and 400 for one that is not an id', async () => {
    const unknown = await api(
      'GET',
      '/api/budget?year=2026&location_id=00000000-0000-4000-8000-000000000000',
      manager,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await api('GET', '/api/budget?year=2026&location_id=leeds', manager)).statusCode).toBe(400);
  });
});

describe('the budget of a manager limited to Leeds (site access)', () => {
  let limited: string;
  beforeAll(async () => {
    const admin = await signedIn(t.app, 'admin');
    const person = await signedIn(t.app, 'manager');
    const response = await api('PUT', `/api/users/${person.user.id}/sites`, admin.cookie, {
      site_ids: [tree.leeds.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    limited = person.cookie;
  });
  const mine = async (url: string) => {
    const response = await api('GET', url, limited);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Json;
  };

  it("counts only Leeds's spend, plan and expenses, never York's", async () => {
    const all = await mine('/api/budget?year=2026');
    // £60 + £50 + £500 + £25 in Leeds; York's £700 is not theirs.
    expect(months(all).map((m) => m.actual)).toEqual([60, 50, 500, 25, 0]);
    expect(all.totals).toMatchObject({ plan: 100, actual_ytd: 635 });
    expect(all.sites).toEqual([tree.leeds.name]);
    const expenses = await mine('/api/budget/expenses?year=2026');
    expect(expenses.total).toBe(2);
    const york = await api('GET', `/api/budget?year=2026&location_id=${tree.york.id}`, limited);
    expect(york.statusCode).toBe(404);
    // Someone with every site still sees York.
    expect((await ok('/api/budget?year=2026')).totals).toMatchObject({ actual_ytd: 1335 });
  });

  it('cannot plan or book for York, nor for all sites together, nor touch a York expense', async () => {
    const york = await api('PUT', '/api/budget/lines', limited, {
      lines: [{ year: 2026, month: 2, site: tree.york.name, category: 'labour', amount: 1 }],
    });
    // York is an unknown site to them, like a typo (validation_failed).
    expect(york.statusCode).toBe(400);
    expect(york.json().error.message).toContain('Unknown site');
    const everyone = await api('PUT', '/api/budget/lines', limited, {
      lines: [{ year: 2026, month: 2, site: null, category: 'labour', amount: 1 }],
    });
    expect(everyone.statusCode).toBe(403);
    const booked = await api('POST', '/api/budget/expenses', manager, {
      date: '2026-04-20',
      site: tree.york.name,
      category: 'other',
      amount: 9,
      supplier: 'York only',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    expect((await api('PATCH', `/api/budget/expenses/${id}`, limited, { amount: 1 })).statusCode).toBe(404);
    expect((await api('DELETE', `/api/budget/expenses/${id}`, limited)).statusCode).toBe(404);
    const there = await api('POST', '/api/budget/expenses', limited, {
      date: '2026-04-20',
      site: tree.york.name,
      category: 'other',
      amount: 9,
      supplier: 'Not mine',
    });
    expect(there.statusCode).toBe(400);
  });
});
