import { randomBytes } from 'node:crypto';
import { interpretSearchTerm, type SearchResponse } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, inventory_items, profiles } from '../../../db/schema';
import {
  call,
  createAsset,
  createBreakdown,
  createInventoryItem,
  createMaintenanceTask,
  createUser,
  createWorkOrder,
  signedIn,
} from '../../../test/factories';
import { createTestApp, type TestApp, useTestApp } from '../../../test/harness';
import { searchWorkOrders } from '../search.queries';

let cookie: string;
let manager: string;
const t = useTestApp();
beforeAll(async () => {
  cookie = (await signedIn(t.app, 'user')).cookie;
  manager = (await signedIn(t.app, 'manager')).cookie;
});

/** A made-up word no other test uses, so each test sees only its own rows. */
const word = () => `zq${[...randomBytes(5)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

async function search(q: string, extra = '', as = cookie): Promise<SearchResponse> {
  const response = await call(t.app, 'GET', `/api/search?q=${encodeURIComponent(q)}${extra}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const idsOf = (r: SearchResponse) => r.data.map((d) => d.id);

/** A location of the tree, made by a manager through the API. */
async function createLocation(body: { kind: string; code: string; name: string; parent_id?: string }) {
  const response = await call(t.app, 'POST', '/api/locations', manager, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

describe('searched fields (spec §9)', () => {
  it('finds assets by name, asset ID, make, model variant and location', async () => {
    const w = word();
    const byName = await createAsset(t.app, { asset_name: `Pump ${w}name` });
    const byCode = await createAsset(t.app, { asset_id: `${w}CODE-1` });
    const byMake = await createAsset(t.app, { make: `${w}make` });
    const byModel = await createAsset(t.app, { model_variant: `${w}model` });
    const byLocation = await createAsset(t.app, { location: `Line ${w}loc` });
    for (const [q, asset] of [
      [`${w}name`, byName],
      [`${w}code-1`, byCode],
      [`${w}make`, byMake],
      [`${w}model`, byModel],
      [`${w}loc`, byLocation],
    ] as const) {
      const result = await search(q);
      expect(idsOf(result), q).toContain(asset.id);
      expect(result.data.find((d) => d.id === asset.id)).toMatchObject({
        type: 'asset',
        url: `/assets/${asset.id}`,
      });
    }
  });

  it('finds work orders by title, asset ID, assignee and description', async () => {
    const w = word();
    const person = await createUser(t.app, { role: 'technician', full_name: `Jo ${w}person` });
    const asset = await createAsset(t.app, { asset_id: `${w}ASSET` });
    const byTitle = await createWorkOrder(t.app, (await createAsset(t.app)).id, { title: `Fix ${w}title` });
    const byAsset = await createWorkOrder(t.app, asset.id, { title: 'Replace seal' });
    const byAssignee = await createWorkOrder(t.app, (await createAsset(t.app)).id, {
      assigned_to: person.id,
    });
    const byDescription = await createWorkOrder(t.app, (await createAsset(t.app)).id, {
      description: `Hissing ${w}desc at the valve`,
    });
    for (const [q, wo] of [
      [`${w}title`, byTitle],
      [`${w}asset`, byAsset],
      [`${w}person`, byAssignee],
      [`${w}desc`, byDescription],
    ] as const) {
      const result = await search(q, '&type=work-order');
      expect(idsOf(result), q).toEqual([wo.id]);
      expect(result.data[0].url).toBe(`/work-orders?highlight=${wo.id}`);
    }
    expect((await search(`${w}person`)).data[0].subtitle).toContain(`Jo ${w}person`);
  });

  it('finds inventory items by name, item ID, category and supplier', async () => {
    const w = word();
    const byName = await createInventoryItem(t.app, { item_name: `Bearing ${w}name` });
    const byCode = await createInventoryItem(t.app, { item_id: `${w}PRT` });
    const byCategory = await createInventoryItem(t.app, { category: `${w}cat` });
    const bySupplier = await createInventoryItem(t.app, { supplier: `${w}sup Ltd` });
    for (const [q, item] of [
      [`${w}name`, byName],
      [`${w}prt`, byCode],
      [`${w}cat`, byCategory],
      [`${w}sup`, bySupplier],
    ] as const) {
      const result = await search(q);
      expect(idsOf(result), q).toEqual([item.id]);
      expect(result.data[0]).toMatchObject({ type: 'inventory', url: `/inventory?highlight=${item.id}` });
    }
  });

  it('finds maintenance tasks by title, asset ID and assignee', async () => {
    const w = word();
    const person = await createUser(t.app, { role: 'technician', full_name: `Sam ${w}person` });
    const asset = await createAsset(t.app, { asset_id: `${w}ASSET` });
    const byTitle = await createMaintenanceTask(t.app, (await createAsset(t.app)).id, {
      title: `Grease ${w}title`,
    });
    const byAsset = await createMaintenanceTask(t.app, asset.id);
    const byAssignee = await createMaintenanceTask(t.app, (await createAsset(t.app)).id, {
      assigned_to: person.id,
    });
    for (const [q, task] of [
      [`${w}title`, byTitle],
      [`${w}asset`, byAsset],
      [`${w}person`, byAssignee],
    ] as const) {
      const result = await search(q, '&type=maintenance-task');
      expect(idsOf(result), q).toEqual([task.id]);
      expect(result.data[0].url).toBe(`/maintenance?highlight=${task.id}`);
    }
  });

  it("follows a renamed asset code and a person's new name (kept by triggers, migration 0021)", async () => {
    const [w, old] = [word(), word()];
    const person = await createUser(t.app, { role: 'technician', full_name: `Old ${old}before` });
    const asset = await createAsset(t.app, { asset_id: `${old}OLD` });
    const wo = await createWorkOrder(t.app, asset.id, { assigned_to: person.id });
    const task = await createMaintenanceTask(t.app, asset.id, { assigned_to: person.id });
    await t.app.ctx.db
      .update(assets)
      .set({ asset_id: `${w}NEW` })
      .where(eq(assets.id, asset.id));
    await t.app.ctx.db
      .update(profiles)
      .set({ full_name: `New ${w}after` })
      .where(eq(profiles.id, person.id));
    expect(idsOf(await search(`${w}new`)).sort()).toEqual([asset.id, wo.id, task.id].sort());
    expect(idsOf(await search(`${old}old`))).toEqual([]);
    expect(idsOf(await search(`${w}after`)).sort()).toEqual([wo.id, task.id].sort());
    expect(idsOf(await search(`${old}before`))).toEqual([]);
  });

  it('finds a work order by its sequential number, whole or its start, and shows the number', async () => {
    const wo = await createWorkOrder(t.app, (await createAsset(t.app)).id, { title: 'Numbered job' });
    expect(wo.number).toMatch(/^WO-\d{4}-\d{6}$/);
    for (const term of [wo.number, wo.number.toLowerCase()]) {
      const result = await search(term);
      expect(result.data[0]).toMatchObject({ id: wo.id, type: 'work-order' });
      expect(result.data[0].subtitle).toContain(wo.number);
      expect(result.data[0].subtitle).not.toMatch(/in-progress|pending/);
    }
    expect(idsOf(await search(wo.number.slice(0, -1)))).toContain(wo.id);
  });

  it('still finds a work order by its old reference, WO- and the first 8 characters of its id (spec §3)', async () => {
    const wo = await createWorkOrder(t.app, (await createAsset(t.app)).id, { title: 'Referenced job' });
    const result = await search(`WO-${wo.id.slice(0, 8)}`);
    expect(result.data[0]).toMatchObject({ id: wo.id, type: 'work-order' });
    expect(result.data[0].subtitle).toContain(wo.number);
  });

  it('finds locations by code and by name, with their path and kind, opening the register filtered to them', async () => {
    const w = word();
    const site = await createLocation({ kind: 'site', code: `${w}-S`, name: `Leeds ${w}site` });
    const area = await createLocation({ kind: 'area', code: 'PK', name: 'Packing', parent_id: site.id });
    const line = await createLocation({
      kind: 'line',
      code: `${w}-L3`,
      name: `Line ${w}line`,
      parent_id: area.id,
    });
    const byCode = await search(`${w}-l3`);
    expect(byCode.data).toEqual([
      {
        type: 'location',
        id: line.id,
        title: `Line ${w}line (${w}-L3)`,
        subtitle: `Leeds ${w}site › Packing › Line ${w}line · Line`,
        url: `/assets?location=${line.id}`,
      },
    ]);
    expect(byCode.counts.location).toBe(1);
    expect(idsOf(await search(`line ${w}line`))).toEqual([line.id]);
    const bySiteName = await search(`leeds ${w}site`);
    expect(bySiteName.data).toMatchObject([{ id: site.id, subtitle: `Leeds ${w}site · Site` }]);
  });

  it('answers a term whose words all appear exactly, and a misspelt one by trigram similarity', async () => {
    const w = word();
    const near = await createAsset(t.app, { asset_id: `${w}-001`, asset_name: 'Compressor' });
    await createAsset(t.app, { asset_id: `${w}-002`, asset_name: 'Compressor' });
    expect(idsOf(await search(`${w}-001`))).toEqual([near.id]);
    const misspelt = await search(`${w}-01 compresor`);
    expect(idsOf(misspelt)).toContain(near.id);
    expect(misspelt.counts.asset).toBe(2);
  });
});

describe('ranking (exact code match first, then prefix, then trigram similarity)', () => {
  it('puts the exact code first, then its work orders, then codes and titles that start with the term, then the rest', async () => {
    const w = word();
    const other = await createAsset(t.app, { asset_name: `Spare for ${w}-7 line`, asset_id: `${w}Z` });
    const prefix = await createAsset(t.app, { asset_id: `${w}-70`, asset_name: 'Filler' });
    const exact = await createAsset(t.app, { asset_id: `${w}-7`, asset_name: 'Capper' });
    const ofExact = await createWorkOrder(t.app, exact.id, { title: 'Service capper' });
    const titled = await createInventoryItem(t.app, { item_name: `${w}-7 gasket`, item_id: `G-${w}` });
    const result = await search(`${w}-7`);
    expect(idsOf(result).slice(0, 2)).toEqual([exact.id, ofExact.id]);
    expect(idsOf(result).slice(2, 4).sort()).toEqual([prefix.id, titled.id].sort());
    expect(idsOf(result)[4]).toBe(other.id);
  });
});

describe('limit and counts', () => {
  it('answers at most 20 results, fewer when asked, and counts every match per type', async () => {
    const w = word();
    const asset = await createAsset(t.app, { asset_name: `${w} mixer` });
    for (let i = 0; i < 24; i++) await createAsset(t.app, { asset_name: `${w} mixer ${i}` });
    await createWorkOrder(t.app, asset.id, { title: `${w} clean` });
    await createWorkOrder(t.app, asset.id, { title: `${w} oil` });
    await createInventoryItem(t.app, { item_name: `${w} blade` });
    const all = await search(w);
    expect(all.data).toHaveLength(20);
    expect(all.counts).toEqual({
      asset: 25,
      'work-order': 2,
      inventory: 1,
      'maintenance-task': 0,
      location: 0,
    });
    expect((await search(w, '&limit=5')).data).toHaveLength(5);
    const onlyWork = await search(w, '&type=work-order');
    expect(onlyWork.data.map((d) => d.type)).toEqual(['work-order', 'work-order']);
    expect(onlyWork.counts).toEqual(all.counts);
  });
});

describe('more matches than are counted (SEARCH_COUNT_MAX)', () => {
  it('counts them as one more than the limit and still answers the rows ranking every match would', async () => {
    const w = word();
    const exact = await createAsset(t.app, { asset_id: w, asset_name: 'Capper' });
    const other = await createAsset(t.app, { asset_name: 'Filler' });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
    // The better tiers are the oldest: read through the newest matches alone, they would be missed.
    const ofExact = await createWorkOrder(t.app, exact.id, { title: 'Service capper', date_created: day(1) });
    const prefixed = await createWorkOrder(t.app, other.id, { title: `${w} seal`, date_created: day(2) });
    const rest = [];
    for (let n = 3; n <= 9; n++)
      rest.push(await createWorkOrder(t.app, other.id, { title: `Check ${w} guard`, date_created: day(n) }));
    const options = { term: interpretSearchTerm(w), now: new Date(), similar: false, scope: null, limit: 4 };
    const all = await searchWorkOrders(t.database.db, options);
    expect(all.count).toBe(9);
    const counted = await searchWorkOrders(t.database.db, { ...options, countMax: 5 });
    expect(counted.count).toBe(6);
    const expected = [ofExact.id, prefixed.id, rest[6].id, rest[5].id];
    expect(all.rows.map((r) => r.id)).toEqual(expected);
    expect(counted.rows.map((r) => r.id)).toEqual(expected);
    // Only counted (the type filtered out): the same limit.
    expect((await searchWorkOrders(t.database.db, { ...options, limit: 0, countMax: 5 })).count).toBe(6);
  });
});

describe('statements', () => {
  let s: TestApp;
  let as: string;
  let statements: string[] = [];
  beforeAll(async () => {
    s = await createTestApp({ onQuery: (text) => statements.push(text) });
    as = (await signedIn(s.app, 'user')).cookie;
  });
  afterAll(() => s.close());

  it("reads every type's matches in one statement (the similar-matches pass, when it runs, in one more)", async () => {
    const w = word();
    const asset = await createAsset(s.app, { asset_name: `${w} filler` });
    await createWorkOrder(s.app, asset.id, { title: `${w} check` });
    await createInventoryItem(s.app, { item_name: `${w} seal` });
    const searches = async (q: string) => {
      statements = [];
      const response = await call(s.app, 'GET', `/api/search?q=${encodeURIComponent(q)}`, as);
      expect(response.statusCode, response.body).toBe(200);
      return statements.filter((text) => /search_text/.test(text)).length;
    };
    expect(await searches(w)).toBe(1);
    // Nothing matches every word: the first pass, then the similar matches.
    expect(await searches(`${w}x zzqqy`)).toBe(2);
  });
});

describe('locations', () => {
  it('ranks an exact location code first, counts locations, and filters to them with type=location', async () => {
    const w = word();
    const site = await createLocation({ kind: 'site', code: `${w}S`, name: `${w} bakery` });
    const exact = await createLocation({ kind: 'area', code: `${w}`, name: 'Packing', parent_id: site.id });
    const asset = await createAsset(t.app, { asset_name: `${w} wrapper` });
    const all = await search(w);
    expect(idsOf(all)[0]).toBe(exact.id);
    expect(idsOf(all).sort()).toEqual([exact.id, site.id, asset.id].sort());
    expect(all.counts).toEqual({
      asset: 1,
      'work-order': 0,
      inventory: 0,
      'maintenance-task': 0,
      location: 2,
    });
    const onlyLocations = await search(w, '&type=location');
    expect(onlyLocations.data.map((d) => [d.type, d.id])).toEqual([
      ['location', exact.id],
      ['location', site.id],
    ]);
    expect(onlyLocations.counts).toEqual(all.counts);
  });

  it('finds a misspelt location name by trigram similarity', async () => {
    const w = word();
    const site = await createLocation({ kind: 'site', code: `${w}S`, name: `${w} Refrigeration` });
    const result = await search(`${w} refrigeraton`);
    expect(idsOf(result)).toEqual([site.id]);
    expect(result.counts.location).toBe(1);
  });
});

describe('archived rows', () => {
  it('never shows or counts an archived asset or inventory item', async () => {
    const w = word();
    const asset = await createAsset(t.app, { asset_name: `${w} archived`, criticality: 'critical' });
    const item = await createInventoryItem(t.app, { item_name: `${w} archived` });
    await t.app.ctx.db
      .update(assets)
      .set({ archived_at: new Date().toISOString() })
      .where(eq(assets.id, asset.id));
    await t.app.ctx.db
      .update(inventory_items)
      .set({ archived_at: new Date().toISOString() })
      .where(eq(inventory_items.id, item.id));
    const result = await search(w);
    expect(result.data).toEqual([]);
    expect(result.counts).toEqual({
      asset: 0,
      'work-order': 0,
      inventory: 0,
      'maintenance-task': 0,
      location: 0,
    });
    expect(idsOf(await search('critical', '&type=asset'))).not.toContain(asset.id);
  });
});

describe('quick suggestion words (spec §2)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const day = 86_400_000;
  const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
  let s: TestApp;
  let as: string;
  beforeAll(async () => {
    s = await createTestApp({ now: () => now });
    as = (await signedIn(s.app, 'user')).cookie;
  });
  afterAll(() => s.close());
  const find = async (q: string, extra = '') => {
    const response = await call(s.app, 'GET', `/api/search?q=${encodeURIComponent(q)}${extra}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SearchResponse;
  };

  it("'critical' finds critical assets and assets with an open critical breakdown", async () => {
    const critical = await createAsset(s.app, { asset_name: 'Retort', criticality: 'critical' });
    const broken = await createAsset(s.app, { asset_name: 'Palletiser', criticality: 'low' });
    await createBreakdown(s.app, broken.id, { severity: 'critical', status: 'assigned' });
    const fixed = await createAsset(s.app, { asset_name: 'Wrapper' });
    await createBreakdown(s.app, fixed.id, { severity: 'critical', status: 'completed' });
    const minor = await createAsset(s.app, { asset_name: 'Labeller' });
    await createBreakdown(s.app, minor.id, { severity: 'high', status: 'reported' });
    const result = await find('Critical');
    expect(result.suggestion).toBe('critical');
    expect(idsOf(result)).toEqual([broken.id, critical.id]);
    expect(result.counts.asset).toBe(2);
    expect(result.data[0].subtitle).toContain('Open critical breakdown');
  });

  it("'overdue' finds overdue work orders, the most overdue first (the list's overdue rule)", async () => {
    const asset = await createAsset(s.app);
    const late = await createWorkOrder(s.app, asset.id, { status: 'pending', date_scheduled: at(-1) });
    const later = await createWorkOrder(s.app, asset.id, { status: 'in-progress', date_scheduled: at(-5) });
    await createWorkOrder(s.app, asset.id, { status: 'pending', date_scheduled: at(1) });
    await createWorkOrder(s.app, asset.id, { status: 'completed', date_scheduled: at(-3) });
    await createWorkOrder(s.app, asset.id, { status: 'pending', date_scheduled: null });
    const result = await find('overdue');
    expect(result.suggestion).toBe('overdue');
    expect(idsOf(result)).toEqual([later.id, late.id]);
    expect(result.counts['work-order']).toBe(2);
    expect(result.data[0].subtitle).toContain('Overdue');
  });

  it("'low stock' finds low, critical and out-of-stock items (the low-stock rule), not archived ones", async () => {
    const out = await createInventoryItem(s.app, {
      item_name: 'Belt',
      quantity_in_stock: 0,
      min_stock_level: 2,
    });
    const critical = await createInventoryItem(s.app, {
      item_name: 'Fuse',
      quantity_in_stock: 1,
      min_stock_level: 2,
    });
    const low = await createInventoryItem(s.app, {
      item_name: 'Seal',
      quantity_in_stock: 2,
      min_stock_level: 2,
    });
    await createInventoryItem(s.app, { item_name: 'Grease', quantity_in_stock: 9, min_stock_level: 2 });
    await createInventoryItem(s.app, {
      item_name: 'Old filter',
      quantity_in_stock: 0,
      archived_at: now.toISOString(),
    });
    const result = await find('low stock');
    expect(result.suggestion).toBe('low-stock');
    expect(idsOf(result)).toEqual([out.id, critical.id, low.id]);
    expect(result.counts.inventory).toBe(3);
  });

  it("'due' finds active maintenance tasks due within 7 days, the soonest first", async () => {
    const asset = await createAsset(s.app);
    const soon = await createMaintenanceTask(s.app, asset.id, { next_due_date: at(1) });
    const week = await createMaintenanceTask(s.app, asset.id, { next_due_date: at(6.9) });
    await createMaintenanceTask(s.app, asset.id, { next_due_date: at(8) });
    await createMaintenanceTask(s.app, asset.id, { next_due_date: at(-1) });
    await createMaintenanceTask(s.app, asset.id, { next_due_date: at(2), is_active: false });
    const result = await find('due');
    expect(result.suggestion).toBe('due');
    expect(idsOf(result)).toEqual([soon.id, week.id]);
    expect(result.counts['maintenance-task']).toBe(2);
    expect(result.data[0].subtitle).toContain('Due 11 Mar 2026');
  });
});

describe('recent searches', () => {
  it('keeps the last ten per person, newest first; a repeat moves to the top', async () => {
    const a = (await signedIn(t.app, 'user')).cookie;
    const b = (await signedIn(t.app, 'technician')).cookie;
    for (let i = 1; i <= 12; i++) {
      const response = await call(t.app, 'POST', '/api/search/recent', a, { term: `term ${i}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    await call(t.app, 'POST', '/api/search/recent', b, { term: 'pump' });
    const list = (await call(t.app, 'GET', '/api/search/recent', a)).json();
    expect(list.data.map((r: { term: string }) => r.term)).toEqual(
      Array.from({ length: 10 }, (_, i) => `term ${12 - i}`),
    );
    const moved = (await call(t.app, 'POST', '/api/search/recent', a, { term: '  TERM   5 ' })).json();
    expect(moved.data.map((r: { term: string }) => r.term).slice(0, 2)).toEqual(['TERM 5', 'term 12']);
    expect(moved.data).toHaveLength(10);
    expect((await call(t.app, 'GET', '/api/search/recent', b)).json().data).toMatchObject([{ term: 'pump' }]);
    const cleared = await call(t.app, 'DELETE', '/api/search/recent', a);
    expect(cleared.json()).toEqual({ data: [] });
    expect((await call(t.app, 'GET', '/api/search/recent', a)).json().data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/search/recent', b)).json().data).toHaveLength(1);
  });
});

describe('refusals', () => {
  it.each([
    '/api/search',
    '/api/search?q=',
    '/api/search?q=%20%20',
    `/api/search?q=${'x'.repeat(101)}`,
    '/api/search?q=pump&type=breakdown',
    '/api/search?q=pump&limit=0',
    '/api/search?q=pump&limit=21',
    '/api/search?q=pump&limit=ten',
  ])('answers 400 to %s', async (url) => {
    const response = await call(t.app, 'GET', url, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeTruthy();
  });

  it('answers 400 to a recent search without a term', async () => {
    for (const body of [{}, { term: '' }, { term: 'x'.repeat(101) }, { term: 5 }])
      expect((await call(t.app, 'POST', '/api/search/recent', cookie, body)).statusCode).toBe(400);
  });

  it('answers 401 to anyone not signed in', async () => {
    for (const [method, url] of [
      ['GET', '/api/search?q=pump'],
      ['GET', '/api/search/recent'],
      ['POST', '/api/search/recent'],
      ['DELETE', '/api/search/recent'],
    ] as const) {
      const response = await call(
        t.app,
        method,
        url,
        undefined,
        method === 'POST' ? { term: 'x' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
