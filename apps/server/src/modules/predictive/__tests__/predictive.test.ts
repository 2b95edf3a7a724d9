import { randomBytes, randomUUID } from 'node:crypto';
import { fitCrowAmsaa, fitWeibullMle, sampleWeibull, seededRandom } from '@plantwise/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { asset_breakdowns, assets, maintenance_tasks, meter_readings, meters } from '../../../db/schema';
import { signedIn, useTestApp } from '../../../test/harness';

const NOW = new Date('2026-06-01T08:00:00.000Z');
const H = 3_600_000;
const DOWN = 2; // hours of downtime per breakdown
let cookie: string;

type AssetOverrides = Partial<typeof assets.$inferInsert>;

async function createAsset(overrides: AssetOverrides) {
  const code = `PM-${randomBytes(3).toString('hex').toUpperCase()}`;
  const [row] = await t.app.ctx.db
    .insert(assets)
    .values({ asset_id: code, asset_name: code, site: 'Leeds', ...overrides })
    .returning();
  return row;
}

/**
 * An asset registered `gaps` + downtime ago whose breakdowns come after running `gaps[i]` hours each;
 * the last repair ends `runningSince` hours before now (the censored interval).
 */
async function assetWithHistory(
  name: string,
  gaps: number[],
  runningSince: number,
  overrides: AssetOverrides = {},
) {
  const span = gaps.reduce((s, g) => s + g + DOWN, 0) + runningSince;
  const registered = NOW.getTime() - span * H;
  const asset = await createAsset({
    asset_name: name,
    created_at: new Date(registered).toISOString(),
    ...overrides,
  });
  let cursor = registered;
  const rows = gaps.map((gap, i) => {
    const start = cursor + gap * H;
    cursor = start + DOWN * H;
    return {
      asset_id: asset.id,
      title: `${name} failure ${i + 1}`,
      status: 'completed' as const,
      breakdown_start_time: new Date(start).toISOString(),
      breakdown_end_time: new Date(cursor).toISOString(),
      downtime_hours: DOWN,
    };
  });
  if (rows.length) await t.app.ctx.db.insert(asset_breakdowns).values(rows);
  return asset;
}

const random = seededRandom(2026);
const thirtyGaps = Array.from({ length: 30 }, () => Math.round(sampleWeibull(random, 3, 400) * 100) / 100);
let zero: typeof assets.$inferSelect;
let one: typeof assets.$inferSelect;
let two: typeof assets.$inferSelect;
let thirty: typeof assets.$inferSelect;
let lonely: typeof assets.$inferSelect;

const t = useTestApp({ now: () => NOW });
beforeAll(async () => {
  ({ cookie } = await signedIn(t.app, 'user'));
  zero = await assetWithHistory('Zero failures', [], 500);
  one = await assetWithHistory('One failure', [350], 100);
  two = await assetWithHistory('Two failures', [300, 420], 50);
  thirty = await assetWithHistory('Thirty failures', thirtyGaps, 250.5, { site: 'York' });
  lonely = await assetWithHistory('Lonely chiller', [800], 10, { category: 'hvac' });
  // A cancelled breakdown is not a failure.
  await t.app.ctx.db.insert(asset_breakdowns).values({
    asset_id: two.id,
    title: 'Reported by mistake',
    status: 'cancelled',
    breakdown_start_time: new Date(NOW.getTime() - 10 * H).toISOString(),
  });
  await t.app.ctx.db.insert(maintenance_tasks).values([
    { asset_id: thirty.id, title: 'Monthly service', frequency: 'monthly' },
    { asset_id: thirty.id, title: 'Belt check', frequency: 'custom', custom_frequency_days: 12 },
    { asset_id: thirty.id, title: 'Old task', frequency: 'weekly', is_active: false },
    // A daily CIP clean is planned work but not a PM interval: the comparison ignores it.
    { asset_id: thirty.id, title: 'Daily CIP clean', type: 'cleaning', frequency: 'daily' },
  ]);
});

function get(url: string, withCookie = true) {
  return t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });
}

describe('GET /api/predictive/assets', () => {
  it('ranks the fleet by 30-day failure probability with the data basis of each estimate', async () => {
    const response = await get('/api/predictive/assets');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 5, horizon_days: 30, target_reliability: 0.9 });
    const byName = Object.fromEntries(
      body.data.map((row: { asset: { asset_name: string } }) => [row.asset.asset_name, row]),
    );

    // 30 failures: its own fit, equal to the domain fit of the same intervals and the censored 250.5 h.
    const own = fitWeibullMle({ failures: thirtyGaps, censored: [250.5] });
    const crow = fitCrowAmsaa(
      thirtyGaps.map((_, i) => thirtyGaps.slice(0, i + 1).reduce((s, g) => s + g, 0)),
      thirtyGaps.reduce((s, g) => s + g, 0) + 250.5,
    );
    expect(byName['Thirty failures']).toMatchObject({
      failure_count: 30,
      basis: 'asset',
      basis_label: 'from 30 failures',
      basis_failures: 30,
      method: 'weibull-mle',
      pattern: 'wear-out',
      trend: crow?.trend,
      current_pm_interval_days: 12,
      down_now: false,
    });
    expect(byName['Thirty failures'].beta).toBeCloseTo(own?.beta ?? 0, 6);
    expect(byName['Thirty failures'].eta_hours).toBeCloseTo(own?.eta ?? 0, 3);
    expect(byName['Thirty failures'].crow_beta).toBeCloseTo(crow?.beta ?? 0, 6);
    expect(byName['Thirty failures'].age_hours).toBeCloseTo(250.5, 6);
    expect(byName['Thirty failures'].recommended_pm_interval_days).toBeGreaterThan(0);

    // 0, 1 and 2 failures: pooled from the category (30 + 0 + 1 + 2 intervals; the cancelled one is not counted).
    for (const [name, count] of [
      ['Zero failures', 0],
      ['One failure', 1],
      ['Two failures', 2],
    ] as const) {
      expect(byName[name]).toMatchObject({
        failure_count: count,
        basis: 'category',
        basis_failures: 33,
        basis_label: 'pooled from category (33 failures)',
        trend: null,
        crow_beta: null,
      });
      expect(byName[name].failure_probability_30d).toBeGreaterThan(0);
    }
    // One failure in its category: no number at all.
    expect(byName['Lonely chiller']).toMatchObject({
      basis: 'insufficient',
      basis_label: 'insufficient data',
      method: 'none',
      failure_probability_30d: null,
      recommended_pm_interval_days: null,
    });
    const probabilities = body.data.map(
      (r: { failure_probability_30d: number | null }) => r.failure_probability_30d ?? -1,
    );
    expect(probabilities).toEqual([...probabilities].sort((a: number, b: number) => b - a));
    expect(body.data.at(-1).asset.asset_name).toBe('Lonely chiller');
  });

  it('filters by site and category', async () => {
    const york = (await get('/api/predictive/assets?site=York')).json();
    expect(york.data.map((r: { asset: { id: string } }) => r.asset.id)).toEqual([thirty.id]);
    const hvac = (await get('/api/predictive/assets?category=hvac')).json();
    expect(hvac.data.map((r: { asset: { id: string } }) => r.asset.id)).toEqual([lonely.id]);
    expect((await get('/api/predictive/assets?category=spaceships')).statusCode).toBe(400);
  });

  it('requires a signed-in user', async () => {
    const response = await get('/api/predictive/assets', false);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBeDefined();
  });
});

describe('GET /api/predictive/assets/:id', () => {
  it('returns the fit with bounds, the plots and the explanation', async () => {
    const response = await get(`/api/predictive/assets/${thirty.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.fit.beta_bounds.lower).toBeLessThan(body.fit.beta);
    expect(body.fit.beta_bounds.upper).toBeGreaterThan(body.fit.beta);
    expect(body.fit).toMatchObject({ failures: 30, censored: 1, confidence: 0.95 });
    expect(body.probability_plot.points).toHaveLength(30);
    expect(body.crow_amsaa.points).toHaveLength(30);
    expect(body.crow_amsaa.points.at(-1).y).toBe(30);
    expect(body.reliability_curve[0]).toEqual({ x: 0, y: 1 });
    expect(body.today.age_hours).toBeCloseTo(250.5, 6);
    expect(body.explanation[0]).toBe(
      'Based on 30 times between failures of this asset and the time it has run since its last repair.',
    );
    expect(body.explanation.join(' ')).toMatch(/Servicing it every \d+ days keeps a 90 % chance/);
  });

  it('counts MTBF in run hours for an asset with an hours meter, and in calendar hours otherwise', async () => {
    // Failures 300 h and 722 h after registration, on a line that runs one hour in three: the meter reads
    // 100 h and about 240.7 h of running at them, so 140.7 run hours between failures (422 on the clock).
    const asset = await assetWithHistory('Run-hours filler', [300, 420], 50, { category: 'electrical' });
    const registered = new Date(asset.created_at).getTime();
    const [meter] = await t.app.ctx.db
      .insert(meters)
      .values({ asset_id: asset.id, name: 'Run hours', unit: 'h', kind: 'cumulative' })
      .returning();
    const span = (NOW.getTime() - registered) / H;
    await t.app.ctx.db.insert(meter_readings).values([
      { meter_id: meter.id, value: 1000, taken_at: new Date(registered).toISOString(), reset: false },
      { meter_id: meter.id, value: 1000 + span / 3, taken_at: NOW.toISOString(), reset: false },
    ]);
    const run = (await get(`/api/predictive/assets/${asset.id}`)).json();
    expect(run.mtbf_basis).toBe('run_hours');
    expect(run.mtbf_basis_label).toBe('based on run hours');
    expect(run.mtbf_hours).toBeCloseTo(422 / 3, 6);
    expect(run.explanation.at(-1)).toBe(
      'Mean time between failures is 141 run hours, based on run hours read off the "Run hours" meter at each failure.',
    );
    const calendar = (await get(`/api/predictive/assets/${two.id}`)).json();
    expect(calendar).toMatchObject({
      mtbf_basis: 'calendar_hours',
      mtbf_basis_label: 'based on calendar hours',
    });
  });

  it('explains pooling and insufficient data', async () => {
    const pooled = (await get(`/api/predictive/assets/${one.id}`)).json();
    expect(pooled.explanation[0]).toBe(
      'This asset has only 1 recorded breakdown, so the estimate pools the 33 failures of all machinery assets.',
    );
    expect(pooled.crow_amsaa).toBeNull();
    const none = (await get(`/api/predictive/assets/${lonely.id}`)).json();
    expect(none.fit).toBeNull();
    expect(none.probability_plot).toBeNull();
    expect(none.explanation[0]).toMatch(/^Insufficient data/);
    const zeroBody = (await get(`/api/predictive/assets/${zero.id}`)).json();
    expect(zeroBody.age_hours).toBeCloseTo(500, 6);
    expect((await get(`/api/predictive/assets/${two.id}`)).json().failure_count).toBe(2);
  });

  it('answers 404 for an unknown asset and 400 for a malformed id', async () => {
    const missing = await get(`/api/predictive/assets/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('asset_not_found');
    expect((await get('/api/predictive/assets/not-a-uuid')).statusCode).toBe(400);
  });
});
