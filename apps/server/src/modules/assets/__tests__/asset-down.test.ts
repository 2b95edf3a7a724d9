import { describe, expect, it } from 'vitest';
import { call, createAsset, post, reported, signedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';

const t = useTestApp();

describe('an asset is down while a breakdown that stopped the line is active', () => {
  it('shows it down on the asset, in the register and in the header count, without rewriting its status', async () => {
    const tech = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app, { asset_id: 'DOWN-1', status: 'operational' });
    // The header's count is the facets' operational figure; the dashboard's counters say the same.
    const counters = async () => {
      const facets = (await call(t.app, 'GET', '/api/assets/facets', tech.cookie)).json();
      const dashboard = (await call(t.app, 'GET', '/api/dashboard', tech.cookie)).json();
      expect(dashboard.counters.operational_assets).toBe(facets.by_status.operational);
      return facets.by_status.operational as number;
    };
    const listed = async (status: string) =>
      (await call(t.app, 'GET', `/api/assets?status=${status}&limit=100`, tech.cookie))
        .json()
        .data.map((a: { asset_id: string }) => a.asset_id);
    const register = async () =>
      (await call(t.app, 'GET', '/api/assets?asset_id=DOWN-1', tech.cookie)).json().data[0];
    const before = await counters();
    expect((await register()).down_since).toBeNull();

    // A high breakdown does not stop the line.
    const high = await reported(t.app, tech.cookie, { asset_id: asset.id, severity: 'high' });
    expect((await register()).down_since).toBeNull();
    expect(await counters()).toBe(before);

    const critical = await reported(t.app, tech.cookie, { asset_id: asset.id, severity: 'critical' });
    const page = (await call(t.app, 'GET', `/api/assets/${asset.id}`, tech.cookie)).json();
    expect(page).toMatchObject({ status: 'operational', down_since: critical.breakdown_start_time });
    expect((await register()).down_since).toBe(critical.breakdown_start_time);
    expect(await counters()).toBe(before - 1);
    expect(await listed('down')).toEqual(['DOWN-1']);
    expect(await listed('operational')).not.toContain('DOWN-1');
    expect((await call(t.app, 'GET', '/api/assets/facets', tech.cookie)).json().by_status.down).toBe(1);

    // Stopping the clock ends it: the asset is back to its stored status everywhere.
    expect((await post(t.app, tech.cookie, `/api/breakdowns/${critical.id}/stop`)).statusCode).toBe(200);
    expect((await register()).down_since).toBeNull();
    expect(await counters()).toBe(before);
    expect(await listed('operational')).toContain('DOWN-1');
    expect((await call(t.app, 'GET', `/api/assets/${asset.id}`, tech.cookie)).json().down_since).toBeNull();
    expect(high.severity).toBe('high');
  });
});
