import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { meter_readings } from '../../../db/schema';
import { auditOf, call, createAsset, createAssetVia } from '../../../test/factories';
import { type SignedIn, signedIn, useTestApp } from '../../../test/harness';

let manager: SignedIn;
let technician: SignedIn;
let user: SignedIn;
const t = useTestApp();
beforeAll(async () => {
  manager = await signedIn(t.app, 'manager');
  technician = await signedIn(t.app, 'technician');
  user = await signedIn(t.app, 'user');
});

async function meterOn(name: string, kind = 'cumulative') {
  const asset = await createAsset(t.app);
  const response = await call(t.app, 'POST', `/api/assets/${asset.id}/meters`, manager.cookie, {
    name,
    unit: 'h',
    kind,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { asset, meter: response.json() as { id: string } };
}

const importCsv = (csv: string, mode: 'preview' | 'commit', cookie = technician.cookie) =>
  call(t.app, 'POST', '/api/meter-readings/import', cookie, { csv, mode });

const readingsOf = (meterId: string) =>
  t.app.ctx.db.select().from(meter_readings).where(eq(meter_readings.meter_id, meterId));

describe('POST /api/meter-readings/import', () => {
  it('records rows named by asset ID and meter name or by meter id, with the hand-reading rules per row', async () => {
    const { asset, meter } = await meterOn('Run hours');
    const csv = [
      'asset_id,meter,value,taken_at,reset',
      `${asset.asset_id.toLowerCase()},run HOURS,100,2026-01-05 06:00,`,
      `,${meter.id},150,2026-01-06T06:00:00Z,no`,
      `${asset.asset_id},Run hours,120,2026-01-07 06:00,`, // below the last: refused
      `${asset.asset_id},Run hours,5,2026-01-08 06:00,yes`, // a reset counts again from zero
      `${asset.asset_id},Oil temp,5,2026-01-08 06:00,`, // no such meter
      `${asset.asset_id},Run hours,200,2999-01-01 06:00,`, // ahead of now
      `${asset.asset_id},Run hours,lots,2026-01-09 06:00,`,
    ].join('\n');

    const preview = await importCsv(csv, 'preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ mode: 'preview', total_rows: 7, created: 3, invalid_rows: 4 });
    expect(await readingsOf(meter.id)).toHaveLength(0);

    const done = await importCsv(csv, 'commit');
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json();
    expect(result).toMatchObject({ mode: 'commit', total_rows: 7, created: 3, invalid_rows: 4, updated: 0 });
    const byRow = Object.fromEntries(
      result.rows.map((r: { row: number; action: string; errors: { message: string }[] }) => [
        r.row,
        r.action === 'create' ? 'ok' : r.errors.map((e) => e.message).join(' / '),
      ]),
    );
    expect(byRow[2]).toBe('ok');
    expect(byRow[3]).toBe('ok');
    expect(byRow[4]).toMatch(/The reading before this one was 150/);
    expect(byRow[5]).toBe('ok');
    expect(byRow[6]).toBe(`Asset ${asset.asset_id} has no meter named "Oil temp"`);
    expect(byRow[7]).toMatch(/5 minutes ahead/);
    expect(byRow[8]).toBe('Value "lots" is not a number');

    const stored = await readingsOf(meter.id);
    expect(stored.map((r) => [r.value, r.reset]).sort()).toEqual(
      [
        [100, false],
        [150, false],
        [5, true],
      ].sort(),
    );
    // 06:00 on the plant's clock in January is 06:00 UTC.
    expect(stored.some((r) => new Date(r.taken_at).toISOString() === '2026-01-05T06:00:00.000Z')).toBe(true);
    // The same file again doubles nothing: its recorded rows are already there.
    const again = (await importCsv(csv, 'commit')).json();
    expect(again).toMatchObject({ created: 0, unchanged: 3, invalid_rows: 4 });
    expect(await readingsOf(meter.id)).toHaveLength(3);
    const audit = await auditOf(t.app, 'meter', meter.id);
    expect(audit.filter((a) => a.action === 'meter.reading_recorded')).toHaveLength(3);
    expect(audit.find((a) => a.action === 'meter.reading_recorded')?.after).toMatchObject({
      source: 'csv_import',
    });
  });

  it('refuses a file without the needed columns, and anyone below technician', async () => {
    const bad = await importCsv('meter,value\nx,1', 'preview');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toMatchObject({
      path: 'csv',
      message: expect.stringContaining('taken_at'),
    });
    expect(
      (await importCsv('meter,value,taken_at\nx,1,2026-01-01 06:00', 'commit', user.cookie)).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/meter-readings/import under site access', () => {
  it("refuses a row naming another site's meter as if it did not exist, and records the caller's own", async () => {
    const admin = await signedIn(t.app, 'admin');
    const limited = await signedIn(t.app, 'technician');
    const site = async (code: string, name: string) =>
      (await call(t.app, 'POST', '/api/locations', admin.cookie, { kind: 'site', code, name })).json().id;
    const leeds = await site('LDS', 'Leeds');
    const york = await site('YRK', 'York');
    const meterAt = async (assetCode: string, locationId: string) => {
      const asset = await createAssetVia(t.app, admin.cookie, {
        asset_id: assetCode,
        location_id: locationId,
      });
      const meter = await call(t.app, 'POST', `/api/assets/${asset.id}/meters`, admin.cookie, {
        name: 'Run hours',
        unit: 'h',
        kind: 'cumulative',
      });
      return meter.json().id as string;
    };
    const leedsMeter = await meterAt('LDS-M1', leeds);
    const yorkMeter = await meterAt('YRK-M1', york);
    const put = await call(t.app, 'PUT', `/api/users/${limited.user.id}/sites`, admin.cookie, {
      site_ids: [leeds],
    });
    expect(put.statusCode).toBe(200);

    const csv = [
      'asset_id,meter,value,taken_at,reset',
      'LDS-M1,Run hours,10,2026-01-05 06:00,',
      'YRK-M1,Run hours,10,2026-01-05 06:00,',
      `,${yorkMeter},10,2026-01-05 06:00,`,
    ].join('\n');
    const done = await importCsv(csv, 'commit', limited.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ created: 1, invalid_rows: 2 });
    const messages = done
      .json()
      .rows.map((r: { errors: { message: string }[] }) => r.errors.map((e) => e.message));
    expect(messages[1]).toEqual(['Asset YRK-M1 has no meter named "Run hours"']);
    expect(messages[2]).toEqual([`No meter has the id ${yorkMeter}`]);
    expect(await readingsOf(leedsMeter)).toHaveLength(1);
    expect(await readingsOf(yorkMeter)).toHaveLength(0);
  });
});
