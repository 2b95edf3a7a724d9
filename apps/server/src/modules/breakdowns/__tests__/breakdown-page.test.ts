/**
 * The breakdowns page is built as JSON by the database (selectBreakdownPage) and a limited person's site is
 * checked against a hash of its asset ids. Its rows must be exactly what the ORM's read of one breakdown gives
 * (findBreakdown, without the notes the list never carries), in the list's order, for every filter and scope:
 * the rows here are compared with that read and with an order computed in the test.
 */
import type { Breakdown, BreakdownListFilters } from '@plantwise/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteScope } from '../../../db/site-scope';
import {
  createAssetVia,
  createBreakdown,
  createLocationVia,
  createUser,
  createWorkOrder,
} from '../../../test/factories';
import { type SignedIn, signedIn, useTestApp } from '../../../test/harness';
import { findBreakdown, selectBreakdownPage } from '../breakdowns.queries';

const t = useTestApp();
let admin: SignedIn;
const site = { leeds: '', york: '' };
const assetAt = { leeds: '', york: '', nowhere: '' };
/** Every breakdown as the ORM reads it, with the site its asset is at. */
const all: Array<{ breakdown: Breakdown; site: string | null }> = [];

const STATUSES = ['reported', 'assigned', 'resolved', 'completed', 'cancelled'] as const;
const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
  const location = (body: Record<string, unknown>) => createLocationVia(t.app, admin.cookie, body);
  site.leeds = await location({ kind: 'site', code: 'LDS', name: 'Leeds' });
  const packing = await location({ kind: 'area', code: 'PK', name: 'Packing', parent_id: site.leeds });
  site.york = await location({ kind: 'site', code: 'YRK', name: 'York' });
  assetAt.leeds = (await createAssetVia(t.app, admin.cookie, { asset_id: 'LDS-1', location_id: packing })).id;
  assetAt.york = (
    await createAssetVia(t.app, admin.cookie, { asset_id: 'YRK-1', location_id: site.york })
  ).id;
  assetAt.nowhere = (await createAssetVia(t.app, admin.cookie, { asset_id: 'NOWHERE-1' })).id;
  const fitter = await createUser(t.app, { role: 'technician', full_name: 'Priya Patel' });
  const reporter = await createUser(t.app, { role: 'user', full_name: null });
  const followUp = await createWorkOrder(t.app, assetAt.leeds, { title: 'Follow-up' });
  const assets = [assetAt.leeds, assetAt.york, assetAt.nowhere];
  // Ties on the start time (the id decides), fractions of a second beyond milliseconds, money and hours with
  // cents, JSON columns, people and a follow-up: everything the page's JSON could print differently.
  for (let i = 0; i < 36; i++) {
    // The last six start at the same moment as six others, to the microsecond.
    const n = i >= 30 ? i - 12 : i;
    const start = new Date(Date.UTC(2026, 2, 1 + (n % 9), 8, n % 4, 0, (n * 137) % 1000));
    await createBreakdown(t.app, assets[i % 3], {
      title: `Stop ${i}`,
      description: i % 2 ? `Line ${i} stopped` : null,
      status: STATUSES[i % 5],
      severity: SEVERITIES[(i * 7) % 4],
      breakdown_start_time: `${start.toISOString().slice(0, 23)}${String(n).padStart(3, '0')}Z`,
      breakdown_end_time: i % 5 >= 2 ? new Date(start.getTime() + 3_600_000 * (1 + i)).toISOString() : null,
      downtime_hours: i % 5 >= 2 ? 1.25 * (i + 1) : null,
      estimated_cost: i % 3 ? 1234.5 + i : null,
      assigned_to: i % 4 ? fitter.id : null,
      reported_by: i % 6 ? reporter.id : null,
      breakdown_categories: i % 2 ? ['electrical', 'safety'] : [],
      hygiene_clearance: i % 7 === 0 ? { area_cleaned: true, swab_taken: false } : null,
      tool_counts: i % 8 === 0 ? [{ name: 'Spanner', out: 2, in: 2 }] : [],
      follow_up_work_order_id: i === 4 ? followUp.id : null,
      completed_at: i % 5 === 3 ? start.toISOString() : null,
    });
  }
  const { rows } = (await t.app.ctx.db.execute(
    'select b.id, a.site_id from asset_breakdowns b join assets a on a.id = b.asset_id',
  )) as unknown as { rows: Array<{ id: string; site_id: string | null }> };
  for (const row of rows) {
    const found = await findBreakdown(t.app.ctx.db, row.id, null);
    if (!found) throw new Error(`breakdown ${row.id} not found`);
    const { public_notes: _notes, ...breakdown } = found;
    all.push({ breakdown: breakdown as Breakdown, site: row.site_id });
  }
});

const ACTIVE = ['reported', 'assigned'];
const rank = (b: Breakdown) => [
  ACTIVE.includes(b.status) ? 0 : 1,
  ACTIVE.includes(b.status) ? ['critical', 'high', 'medium', 'low'].indexOf(b.severity) : 0,
];

/** The list's answer computed in the test: active first (most severe first), then newest start, then id. */
function expected(scope: SiteScope, query: BreakdownListFilters): Breakdown[] {
  return all
    .filter(({ site: at }) => scope === null || (at !== null && scope.includes(at)))
    .map(({ breakdown }) => breakdown)
    .filter(
      (b) =>
        (!query.status || b.status === query.status) &&
        (!query.severity || b.severity === query.severity) &&
        (!query.asset_id || b.asset_id === query.asset_id) &&
        (!query.from || b.breakdown_start_time >= query.from) &&
        (!query.to || b.breakdown_start_time <= query.to) &&
        (query.active === undefined || ACTIVE.includes(b.status) === query.active),
    )
    .sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      if (ra[0] !== rb[0]) return ra[0] - rb[0];
      if (ra[1] !== rb[1]) return ra[1] - rb[1];
      if (a.breakdown_start_time !== b.breakdown_start_time)
        return a.breakdown_start_time < b.breakdown_start_time ? 1 : -1;
      return a.id < b.id ? 1 : -1;
    })
    .slice(query.offset, query.offset + query.limit);
}

describe('the breakdowns page built in the database', () => {
  it('gives every row as the ORM reads it, in the list order, for every filter, page and scope', async () => {
    const scopes: SiteScope[] = [null, [site.leeds], [site.york], [site.leeds, site.york], []];
    const queries: Array<Partial<BreakdownListFilters>> = [
      {},
      { offset: 7, limit: 9 },
      { active: true },
      { active: false, limit: 5, offset: 3 },
      { status: 'completed' },
      { severity: 'critical' },
      { asset_id: assetAt.york },
      { asset_id: assetAt.nowhere },
      { from: '2026-03-03T00:00:00.000Z', to: '2026-03-06T23:59:59.999Z' },
    ];
    let compared = 0;
    for (const scope of scopes)
      for (const filters of queries) {
        const query = { limit: 50, offset: 0, ...filters } as BreakdownListFilters;
        const page = await selectBreakdownPage(t.app.ctx.db, scope, query);
        expect(page, JSON.stringify({ scope, filters })).toStrictEqual(expected(scope, query));
        compared += page.length;
      }
    // The comparison is not vacuous: the seeded rows reach the pages, a follow-up number among them.
    expect(compared).toBeGreaterThan(150);
    expect(all.some(({ breakdown }) => breakdown.follow_up_work_order_number !== null)).toBe(true);
    expect(all.some(({ breakdown }) => breakdown.hygiene_clearance !== null)).toBe(true);
  });
});
