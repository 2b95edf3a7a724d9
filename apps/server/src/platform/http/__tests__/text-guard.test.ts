import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets } from '../../../db/schema';
import { call, createAssetVia, postAsset } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';
import { findUnsafeText } from '../text-guard';

const t = useTestApp();

const assetCount = async () => (await t.app.ctx.db.select({ n: count() }).from(assets))[0].n;

describe('unsafe text never reaches the database', () => {
  it('refuses a NUL byte in a body field with 400 invalid_text naming the field, and writes nothing', async () => {
    const { cookie } = await signedIn(t.app, 'manager');
    const before = await assetCount();
    const response = await postAsset(t.app, cookie, { asset_name: 'Fill\u0000er' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_text', details: [{ path: 'asset_name' }] });
    expect(await assetCount()).toBe(before);
  });

  it('refuses a lone UTF-16 surrogate on update, and the asset keeps its name', async () => {
    const { cookie } = await signedIn(t.app, 'manager');
    const asset = await createAssetVia(t.app, cookie, { asset_name: 'Spiral cooler' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/assets/${asset.id}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"asset_name":"Spiral \\ud800 cooler"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_text');
    const after = await call(t.app, 'GET', `/api/assets/${asset.id}`, cookie);
    expect(after.json().asset_name).toBe('Spiral cooler');
  });

  it('refuses a NUL in a query string (search) instead of answering 500', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    for (const url of ['/api/assets?q=%00', '/api/users?q=a%00b', '/api/assets/export.csv?q=%00']) {
      const response = await call(t.app, 'GET', url, cookie);
      expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(500);
      if (url.startsWith('/api/assets')) expect(response.json().error.code, url).toBe('invalid_text');
    }
  });

  it('accepts paired surrogates (emoji) and ordinary text', () => {
    expect(findUnsafeText({ note: 'Belt snapped 🔧', list: ['ok'] }, 'body')).toBeNull();
    expect(findUnsafeText({ list: ['ok', 'b\u0000d'] }, 'body')).toBe('body.list.1');
    expect(findUnsafeText({ '\udc00': 1 }, 'body')).toBe('body.\udc00');
  });
});
