/**
 * Records by the location tree and under site access (docs/decisions/site-access.md): a record follows its
 * asset; a manager limited to Leeds never sees York's records, and York's record answers 404.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { records } from '../../../db/schema';
import { call, createAsset, post, reported, signedIn, VALID_COMPLETION } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { createTwoSites, type TestLocation } from '../../../test/location-tree';
import { pdfText } from '../../../test/pdf-text';

const t = useTestApp();
let admin: string;
let limited: string;
let tree: Record<'leeds' | 'packing' | 'line1' | 'baking' | 'york', TestLocation>;
const record = { leeds: { id: '', number: '' }, york: { id: '', number: '' } };

/** A breakdown on an asset at `location`, reported and completed through the API; returns its record. */
async function recordAt(cookie: string, location: TestLocation) {
  const asset = await createAsset(t.app, {
    asset_name: `Detector ${location.name}`,
    location_id: location.id,
  });
  const b = await reported(t.app, cookie, {
    asset_id: asset.id,
    title: `Reject arm stuck at ${location.name}`,
  });
  const done = await post(t.app, cookie, `/api/breakdowns/${b.id}/complete`, VALID_COMPLETION);
  expect(done.statusCode, done.body).toBe(200);
  const [row] = await t.app.ctx.db.select().from(records).where(eq(records.source_id, b.id));
  return { id: row.id, number: row.number };
}

beforeAll(async () => {
  admin = (await signedIn(t.app, 'admin')).cookie;
  tree = await createTwoSites(t.app, admin);
  const tech = await signedIn(t.app, 'technician');
  record.leeds = await recordAt(tech.cookie, tree.line1);
  record.york = await recordAt(tech.cookie, tree.york);
  const manager = await signedIn(t.app, 'manager');
  const response = await call(t.app, 'PUT', `/api/users/${manager.user.id}/sites`, admin, {
    site_ids: [tree.leeds.id],
  });
  expect(response.statusCode, response.body).toBe(200);
  limited = manager.cookie;
});

const numbers = (body: { data: Array<{ number: string }> }) => body.data.map((r) => r.number).sort();

describe('records filtered by a node of the location tree', () => {
  it('lists and exports the records of the assets at the node and below it', async () => {
    const all = (await call(t.app, 'GET', '/api/records', admin)).json();
    expect(numbers(all)).toEqual([record.leeds.number, record.york.number].sort());
    for (const node of [tree.leeds, tree.packing, tree.line1]) {
      const page = (await call(t.app, 'GET', `/api/records?location_id=${node.id}`, admin)).json();
      expect(numbers(page), node.name).toEqual([record.leeds.number]);
    }
    const baking = (await call(t.app, 'GET', `/api/records?location_id=${tree.baking.id}`, admin)).json();
    expect(baking.total).toBe(0);
    const csv = await call(t.app, 'GET', `/api/records/export.csv?location_id=${tree.york.id}`, admin);
    expect(csv.body).toContain(record.york.number);
    expect(csv.body).not.toContain(record.leeds.number);
  });

  it('builds the audit pack of a site, given as site_id (DESIGN §7) or location_id', async () => {
    for (const param of ['site_id', 'location_id']) {
      const pack = await call(t.app, 'GET', `/api/records/audit-pack.pdf?${param}=${tree.york.id}`, admin);
      expect(pack.statusCode, param).toBe(200);
      const { text } = await pdfText(pack.rawPayload);
      expect(text).toContain(record.york.number);
      expect(text).not.toContain(record.leeds.number);
    }
    expect((await call(t.app, 'GET', '/api/records/audit-pack.pdf?site_id=york', admin)).statusCode).toBe(
      400,
    );
  });
});

describe('records for a manager limited to Leeds', () => {
  it('lists, exports and packs only Leeds', async () => {
    const page = (await call(t.app, 'GET', '/api/records', limited)).json();
    expect(numbers(page)).toEqual([record.leeds.number]);
    expect(page.total).toBe(1);
    const csv = await call(t.app, 'GET', '/api/records/export.csv', limited);
    expect(csv.body).not.toContain(record.york.number);
    const pack = await call(t.app, 'GET', '/api/records/audit-pack.pdf', limited);
    const { text } = await pdfText(pack.rawPayload);
    expect(text).toContain(record.leeds.number);
    expect(text).not.toContain(record.york.number);
    const queue = (await call(t.app, 'GET', '/api/signatures', limited)).json();
    expect(numbers(queue)).toEqual([record.leeds.number]);
    const york = (await call(t.app, 'GET', `/api/records?location_id=${tree.york.id}`, limited)).json();
    expect(york.total).toBe(0);
  });

  it("answers 404 for York's record: detail, certificate, signing and amending", async () => {
    expect((await call(t.app, 'GET', `/api/records/${record.leeds.id}`, limited)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/records/${record.york.id}`, limited)).statusCode).toBe(404);
    const certificate = await call(t.app, 'GET', `/api/records/${record.york.id}/certificate.pdf`, limited);
    expect(certificate.statusCode).toBe(404);
    const sign = await post(t.app, limited, `/api/records/${record.york.id}/signatures`, {
      meaning: 'approved',
      password: 'whatever-password-1',
    });
    expect(sign.statusCode).toBe(404);
    const amend = await post(t.app, limited, `/api/records/${record.york.id}/amendments`, {
      reason: 'Wrong time',
      changes: { completion_notes: 'Fixed' },
    });
    expect(amend.statusCode).toBe(404);
    // Signing several at once: York's is refused as unknown, Leeds's is found.
    const batch = await post(t.app, limited, '/api/records/signatures', {
      record_ids: [record.york.id],
      meaning: 'approved',
      password: 'Correct-horse-1',
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json()).toMatchObject({ signed: [], refused: [{ id: record.york.id, number: null }] });
  });
});
