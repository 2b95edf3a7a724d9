/**
 * An in-app breakdown report with the reporter's photo (docs/decisions/offline-queue.md): POST /api/breakdowns
 * as a form, the photo checked like the label page's and stored in the report's transaction.
 */
import { reportBreakdownFormFields } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asset_breakdowns, audit_log, files } from '../../../db/schema';
import {
  call,
  createAsset,
  createAssetVia,
  createLocationVia,
  limitToSites,
  PNG,
  report,
} from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

const t = useTestApp();

type Fields = Parameters<typeof reportBreakdownFormFields>[0];

function form(body: Fields, photo?: Blob, filename = 'belt.png') {
  const data = new FormData();
  for (const [name, value] of Object.entries(reportBreakdownFormFields(body))) data.set(name, value);
  if (photo) data.set('photo', photo, filename);
  return data;
}

async function send(cookie: string, data: FormData, key?: string) {
  const request = new Request('http://x', { method: 'POST', body: data });
  return t.app.inject({
    method: 'POST',
    url: '/api/breakdowns',
    headers: {
      cookie,
      'content-type': request.headers.get('content-type') ?? '',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const png = () => new Blob([PNG], { type: 'image/png' });
const breakdownsOf = (assetId: string) =>
  t.app.ctx.db.select().from(asset_breakdowns).where(eq(asset_breakdowns.asset_id, assetId));
const filesOf = (breakdownId: string) =>
  t.app.ctx.db.select().from(files).where(eq(files.owner_id, breakdownId));

describe('POST /api/breakdowns with a photo (multipart)', () => {
  it('reports the breakdown with its photo stored, linked and shown in its description', async () => {
    const { user, cookie } = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const response = await send(
      cookie,
      form(
        {
          asset_id: asset.id,
          title: 'Belt snapped',
          severity: 'critical',
          stage: 'detailed',
          description: 'Loud bang',
          estimated_cost: 120,
          breakdown_categories: ['Mechanical'],
        },
        png(),
      ),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      title: 'Belt snapped',
      severity: 'critical',
      estimated_cost: 120,
      breakdown_categories: ['Mechanical'],
      reported_by: user.id,
    });
    const stored = await filesOf(body.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      owner_type: 'breakdown',
      content_type: 'image/png',
      filename: 'belt.png',
      created_by: user.id,
    });
    expect(body.description).toBe(`Loud bang\n\nPhoto sent with the report: /api/files/${stored[0].id}`);
    const file = await call(t.app, 'GET', `/api/files/${stored[0].id}`, cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const audit = await t.app.ctx.db.select().from(audit_log).where(eq(audit_log.entity_id, body.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['breakdown.photo_added', 'breakdown.reported']);
  });

  it('takes a form without a photo, and JSON as before', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const asset = await createAsset(t.app);
    const bare = await send(cookie, form({ asset_id: asset.id, title: 'No photo', stage: 'quick' }));
    expect(bare.statusCode).toBe(201);
    expect(bare.json().description).toBeNull();
    const json = await report(t.app, cookie, { asset_id: asset.id, title: 'As JSON', stage: 'quick' });
    expect(json.statusCode).toBe(201);
    expect(await filesOf(json.json().id)).toHaveLength(0);
  });

  it('refuses a file that is not an image, or a bad field, and writes nothing', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const asset = await createAsset(t.app);
    const filesBefore = (await t.app.ctx.db.select({ id: files.id }).from(files)).length;
    const fake = new Blob(['<script>alert(1)</script>'], { type: 'image/png' });
    const bad = await send(cookie, form({ asset_id: asset.id, title: 'Fake photo' }, fake));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      message: 'Only JPEG, PNG or WebP images can be uploaded',
      details: [{ path: 'photo' }],
    });
    const data = form({ asset_id: asset.id, title: 'Bad cost' }, png());
    data.set('estimated_cost', 'lots');
    const badCost = await send(cookie, data);
    expect(badCost.statusCode).toBe(400);
    expect(badCost.json().error.details[0].path).toBe('estimated_cost');
    expect(await breakdownsOf(asset.id)).toHaveLength(0);
    expect(await t.app.ctx.db.select({ id: files.id }).from(files)).toHaveLength(filesBefore);
  });

  it('reports once with one photo for the same Idempotency-Key sent twice', async () => {
    const { cookie } = await signedIn(t.app, 'technician');
    const asset = await createAsset(t.app);
    const body = { asset_id: asset.id, title: 'Sent twice', stage: 'quick' as const };
    const first = await send(cookie, form(body, png()), 'photo-report-key-0001');
    expect(first.statusCode).toBe(201);
    // A fresh form: the browser draws a new boundary, the bytes of every part are the same.
    const again = await send(cookie, form(body, png()), 'photo-report-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const rows = await breakdownsOf(asset.id);
    expect(rows).toHaveLength(1);
    expect(await filesOf(rows[0].id)).toHaveLength(1);
    const other = await send(cookie, form({ ...body, title: 'Another' }, png()), 'photo-report-key-0001');
    expect(other.statusCode).toBe(422);
  });

  it("refuses a technician limited to a site another site's asset (404), photo and all", async () => {
    const admin = await signedIn(t.app, 'admin');
    const tech = await signedIn(t.app, 'technician');
    const leeds = await createLocationVia(t.app, admin.cookie, { kind: 'site', code: 'PLD', name: 'Leeds' });
    const york = await createLocationVia(t.app, admin.cookie, { kind: 'site', code: 'PYK', name: 'York' });
    const yorkAsset = await createAssetVia(t.app, admin.cookie, { asset_id: 'PYK-1', location_id: york });
    await limitToSites(t.app, admin.cookie, tech.user.id, [leeds]);
    const refused = await send(tech.cookie, form({ asset_id: yorkAsset.id, title: 'Not mine' }, png()));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('asset_not_found');
    expect(await breakdownsOf(yorkAsset.id)).toHaveLength(0);
  });

  it('refuses a form on a route that does not take one (415)', async () => {
    const { cookie } = await signedIn(t.app, 'manager');
    const asset = await createAsset(t.app);
    const made = await report(t.app, cookie, { asset_id: asset.id, title: 'To edit' });
    const data = new FormData();
    data.set('title', 'Edited');
    const request = new Request('http://x', { method: 'PATCH', body: data });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/breakdowns/${made.json().id}`,
      headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(415);
  });

  it('documents both bodies, the form with its photo file', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/breakdowns'].post;
    expect(operation.operationId).toBe('createBreakdown');
    const { content } = operation.requestBody;
    expect(content['multipart/form-data'].schema.properties.photo).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(content['application/json'].schema.properties.photo).toBeUndefined();
  });
});
