import { parseCsv } from '@plantwise/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAssetVia } from '../../../test/factories';
import { signedInCookies, useTestApp } from '../../../test/harness';

let manager: string;
let user: string;
const t = useTestApp({ now: () => new Date('2026-03-10T12:00:00.000Z') });
beforeAll(async () => {
  ({ manager, user } = await signedInCookies(t.app, 'manager', 'user'));
});

const importCsv = (csv: string, mode: 'preview' | 'commit') =>
  call(t.app, 'POST', '/api/assets/import', manager, { csv, mode });

async function place(parentId: string | null, name: string, code: string) {
  const response = await call(t.app, 'POST', '/api/locations', manager, {
    parent_id: parentId,
    kind: parentId ? 'area' : 'site',
    code,
    name,
  });
  return response.json() as { id: string };
}

describe('assets CSV with locations and parents', () => {
  it('exports the location path and the parent asset ID, and the same file imports back unchanged', async () => {
    const site = await place(null, 'Ripon', 'RIP');
    const area = await place(site.id, 'Packing', 'PK');
    const filler = await createAssetVia(t.app, manager, { asset_id: 'RIP-FIL', location_id: area.id });
    await createAssetVia(t.app, manager, {
      asset_id: 'RIP-MOT',
      location_id: area.id,
      parent_asset_id: filler.id,
    });

    const exported = await call(t.app, 'GET', `/api/assets/export.csv?location_id=${site.id}`, user);
    expect(exported.statusCode).toBe(200);
    const parsed = parseCsv(exported.body);
    if (!parsed.ok) throw new Error(parsed.error);
    const [header, ...rows] = parsed.rows;
    const cell = (row: string[], column: string) => row[header.indexOf(column)];
    expect(
      rows.map((row) => [cell(row, 'asset_id'), cell(row, 'location_path'), cell(row, 'parent_asset_id')]),
    ).toEqual([
      ['RIP-FIL', 'Ripon › Packing', ''],
      ['RIP-MOT', 'Ripon › Packing', 'RIP-FIL'],
    ]);

    const again = await importCsv(exported.body, 'commit');
    expect(again.json()).toMatchObject({ unchanged: 2, created: 0, updated: 0, locations_created: 0 });
  });

  it('creates the locations an unknown path names (counted), links parents, and refuses unknown parents by row', async () => {
    const file = [
      'Asset ID,Asset name,Location path,Parent asset ID',
      'THS-LINE,Line 4,Thirsk › Bakery › Line 4,',
      'THS-OVEN,Oven,Thirsk > Bakery > Line 4,THS-LINE',
      'THS-BELT,Belt,Thirsk › Bakery,NOPE-1',
      'THS-SELF,Loop,Thirsk,THS-SELF',
    ].join('\r\n');
    const preview = await importCsv(file, 'preview');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ created: 2, invalid_rows: 2, locations_created: 3 });
    expect(preview.json().rows[2].errors).toEqual([
      { message: 'Parent asset ID "NOPE-1" is not in the register or in the file' },
    ]);
    expect(preview.json().rows[3].errors[0].message).toMatch(/cannot be part of itself/);

    const committed = await importCsv(file, 'commit');
    expect(committed.json()).toMatchObject({ created: 2, invalid_rows: 2, locations_created: 3 });
    const list = await call(t.app, 'GET', '/api/assets?q=ths-', user);
    const oven = (list.json().data as { asset_id: string }[]).find((a) => a.asset_id === 'THS-OVEN');
    expect(oven).toMatchObject({
      site: 'Thirsk',
      location: 'Bakery › Line 4',
      parent_asset: { asset_id: 'THS-LINE' },
    });
    const tree = (await call(t.app, 'GET', '/api/locations', user)).json().data as {
      name: string;
      kind: string;
      asset_count: number;
    }[];
    expect(
      tree.filter((l) => ['Thirsk', 'Bakery', 'Line 4'].includes(l.name)).map((l) => [l.kind, l.asset_count]),
    ).toEqual([
      ['site', 2],
      ['area', 2],
      ['line', 2],
    ]);
  });
});
