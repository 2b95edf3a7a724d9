import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';
import { seedDemoPlant } from '..';

const t = useTestApp();

interface Row {
  asset: { asset_id: string };
  pattern: string | null;
  trend: string | null;
  basis: string;
  recommended_pm_interval_days: number | null;
  failure_count: number;
}

describe('demo plant failure history', () => {
  it('shows wear-out, random, improving and deteriorating examples on the Predictive AI ranking', async () => {
    expect(await seedDemoPlant(t.app.ctx)).toBe(true);
    const { cookie } = await signedIn(t.app, 'user');
    const response = await call(t.app, 'GET', '/api/predictive/assets', cookie);
    expect(response.statusCode).toBe(200);
    const rows: Row[] = response.json().data;
    const byCode = Object.fromEntries(rows.map((r) => [r.asset.asset_id, r]));
    expect(byCode['MIX-001']).toMatchObject({ basis: 'asset', pattern: 'wear-out' });
    expect(byCode['MIX-001'].recommended_pm_interval_days).toBeGreaterThan(0);
    expect(byCode['FLW-001'].trend).toBe('improving');
    expect(byCode['PMP-001'].trend).toBe('deteriorating');
    expect(rows.some((r) => r.pattern === 'random' && r.basis === 'asset')).toBe(true);
    expect(rows.some((r) => r.basis === 'category')).toBe(true);
    // Seeding the whole plant takes seconds, more on a busy machine.
  }, 120_000);
});
