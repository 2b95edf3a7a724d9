import { randomBytes } from 'node:crypto';
import type { Asset } from '@plantwise/domain';
import type { App } from '../../../app';
import { asset_breakdowns, maintenance_tasks, work_orders } from '../../../db/schema';

let counter = 0;

/** Factory: a valid create body with a unique asset ID; override anything. */
export function buildAssetBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    asset_id: `T-${counter}-${randomBytes(2).toString('hex')}`,
    asset_name: `Test asset ${counter}`,
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export async function call(app: App, method: Method, url: string, cookie?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Creates an asset through the API as `cookie` (a manager or admin) and returns it. */
export async function createAssetVia(app: App, cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await call(app, 'POST', '/api/assets', cookie, buildAssetBody(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as Asset;
}

/** Records that refer to an asset, written straight to their tables (their modules may not exist yet). */
export async function addWorkOrder(
  app: App,
  assetId: string,
  values: Partial<typeof work_orders.$inferInsert> = {},
) {
  const [row] = await app.ctx.db
    .insert(work_orders)
    .values({ title: 'Replace seal', asset_id: assetId, ...values })
    .returning();
  return row;
}

export async function addBreakdown(
  app: App,
  assetId: string,
  values: Partial<typeof asset_breakdowns.$inferInsert> = {},
) {
  const [row] = await app.ctx.db
    .insert(asset_breakdowns)
    .values({ title: 'Motor tripped', asset_id: assetId, ...values })
    .returning();
  return row;
}

export async function addTask(
  app: App,
  assetId: string,
  values: Partial<typeof maintenance_tasks.$inferInsert> = {},
) {
  const [row] = await app.ctx.db
    .insert(maintenance_tasks)
    .values({ title: 'Lubricate bearings', asset_id: assetId, ...values })
    .returning();
  return row;
}

/** The smallest files of each kind, by their first bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
export const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000');
