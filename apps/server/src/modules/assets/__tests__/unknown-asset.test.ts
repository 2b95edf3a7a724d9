import { randomUUID } from 'node:crypto';
import { ERRORS, errorText } from '@plantwise/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createAsset, createMaintenanceTask, createWorkOrder, PNG } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

let admin: string;
/** An archived asset, and a work order and a task on a live one, for the routes that change them. */
const ids = { archived: '', workOrder: '', task: '' };
const t = useTestApp();
beforeAll(async () => {
  admin = (await signedIn(t.app, 'admin')).cookie;
  const live = await createAsset(t.app);
  ids.archived = (await createAsset(t.app, { archived_at: new Date().toISOString() })).id;
  ids.workOrder = (await createWorkOrder(t.app, live.id)).id;
  ids.task = (await createMaintenanceTask(t.app, live.id)).id;
});

type Case = [
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  body?: Record<string, unknown>,
];

/** Every route that names an asset, in its path or as the asset_id of its body. */
function casesFor(id: string): Case[] {
  return [
    ['POST', '/api/work-orders', { title: 'Seal', asset_id: id }],
    ['PATCH', `/api/work-orders/${ids.workOrder}`, { asset_id: id }],
    ['POST', '/api/breakdowns', { title: 'Stopped', asset_id: id, severity: 'high' }],
    ['POST', '/api/maintenance-tasks', { title: 'Grease', asset_id: id }],
    ['PATCH', `/api/maintenance-tasks/${ids.task}`, { asset_id: id }],
    [
      'POST',
      '/api/budget/expenses',
      { date: '2026-01-01', site: null, category: 'other', amount: 5, supplier: 'x', asset_id: id },
    ],
    ['GET', `/api/assets/${id}`],
    ['PATCH', `/api/assets/${id}`, { asset_name: 'Renamed' }],
    ['DELETE', `/api/assets/${id}`],
    ['GET', `/api/assets/${id}/history`],
    ['GET', `/api/assets/${id}/performance`],
    ['GET', `/api/assets/${id}/images`],
    ['POST', `/api/assets/${id}/images/${randomUUID()}/featured`],
    ['DELETE', `/api/assets/${id}/images/${randomUUID()}`],
    ['GET', `/api/assets/${id}/report-token`],
    ['POST', `/api/assets/${id}/report-token`],
    ['GET', `/api/analytics/assets/${id}`],
    ['GET', `/api/predictive/assets/${id}`],
  ];
}

function expectUnknownAsset(response: { statusCode: number; json: () => unknown }, id: string, what: string) {
  expect(response.statusCode, what).toBe(404);
  const { error } = response.json() as { error: { code: string; message: string } };
  expect(error.code, what).toBe('asset_not_found');
  expect(error.message, what).toBe(errorText(ERRORS.assetNotFound, { id }));
}

describe('an unknown asset', () => {
  it('answers 404 asset_not_found with the spec text on every route that names an asset', async () => {
    const id = randomUUID();
    for (const [method, url, body] of casesFor(id)) {
      expectUnknownAsset(await call(t.app, method, url, admin, body), id, `${method} ${url}`);
    }
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/assets/${id}/images?filename=photo`,
      headers: { 'content-type': 'image/png', cookie: admin },
      payload: PNG,
    });
    expectUnknownAsset(upload, id, 'POST images');
  });

  it('names the field when a body sent it, so the form shows it beside the asset', async () => {
    const id = randomUUID();
    const response = await call(t.app, 'POST', '/api/work-orders', admin, { title: 'Seal', asset_id: id });
    expect(response.json().error.details).toEqual([
      { path: 'asset_id', message: errorText(ERRORS.assetNotFound, { id }) },
    ]);
  });

  it('answers the same for an archived asset where new work is planned on it', async () => {
    for (const [method, url, body] of casesFor(ids.archived).slice(0, 5)) {
      expectUnknownAsset(await call(t.app, method, url, admin, body), ids.archived, `${method} ${url}`);
    }
  });
});
