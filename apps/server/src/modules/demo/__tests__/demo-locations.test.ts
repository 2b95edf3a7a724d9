import { describe, expect, it } from 'vitest';
import { call, signedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { seedDemoPlant } from '..';

const t = useTestApp();

interface Listed {
  name: string;
  kind: string;
  path: { name: string }[];
  asset_count: number;
}

describe('demo plant locations', () => {
  it('places every demo asset in a two-site tree and makes a few assets part of others', async () => {
    expect(await seedDemoPlant(t.app.ctx)).toBe(true);
    const { cookie } = await signedIn(t.app, 'user');
    const tree = (await call(t.app, 'GET', '/api/locations', cookie)).json().data as Listed[];
    const sites = tree.filter((l) => l.kind === 'site');
    expect(sites.map((s) => [s.name, s.asset_count])).toEqual([
      ['Leeds Bakery', 22],
      ['Hull Chilled Foods', 10],
    ]);
    const leedsAreas = tree.filter((l) => l.kind === 'area' && l.path[0].name === 'Leeds Bakery');
    expect(leedsAreas.map((a) => a.name)).toEqual(['Raw materials', 'High-care', 'Packing', 'Utilities']);
    expect(
      tree.some(
        (l) =>
          l.kind === 'line' && l.path.map((s) => s.name).join(' › ') === 'Leeds Bakery › Packing › Line 1',
      ),
    ).toBe(true);

    const register = (await call(t.app, 'GET', '/api/assets?limit=100', cookie)).json().data as {
      asset_id: string;
      id: string;
      location_id: string | null;
      site: string;
      location: string | null;
      parent_asset: { asset_id: string } | null;
    }[];
    // 30 machines and the depositor's drive motor and gearbox, parts of it.
    expect(register).toHaveLength(32);
    expect(register.every((a) => a.location_id !== null)).toBe(true);
    const slicer = register.find((a) => a.asset_id === 'SLC-001');
    expect(slicer).toMatchObject({ site: 'Leeds Bakery', location: 'Packing › Line 1' });
    const children = await call(t.app, 'GET', `/api/assets/${slicer?.id}/children`, cookie);
    expect(children.json().data.map((a: { asset_id: string }) => a.asset_id)).toEqual(['CNV-001']);
    expect(register.filter((a) => a.parent_asset).length).toBe(7);
    // A chain three deep: the gearbox is part of the motor, which is part of the depositor.
    const byCode = (code: string) => register.find((a) => a.asset_id === code);
    expect(byCode('GBX-001')?.parent_asset?.asset_id).toBe('MOT-001');
    expect(byCode('MOT-001')?.parent_asset?.asset_id).toBe('DEP-001');
    expect(byCode('MOT-001')).toMatchObject({ site: 'Hull Chilled Foods', location: 'Production › Line 3' });
  }, 120_000);
});
