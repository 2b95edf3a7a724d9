import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createAsset } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';

const t = useTestApp();

const get = (url: string, cookie: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('JSON compression above 4 KB', () => {
  it('gzips a large answer for a client that accepts it, and the body is the same JSON', async () => {
    for (let i = 0; i < 60; i++)
      await createAsset(t.app, { description: 'Stainless filler line '.repeat(4) });
    const { cookie } = await signedIn(t.app, 'user');
    const plain = await get('/api/assets?limit=60', cookie);
    const zipped = await get('/api/assets?limit=60', cookie, 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    const body = gunzipSync(zipped.rawPayload);
    expect(body.length).toBeGreaterThan(4096);
    expect(zipped.rawPayload.length).toBeLessThan(body.length / 4);
    expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
    const refused = await get('/api/assets?limit=60', cookie, 'gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends a small answer as it is', async () => {
    const { cookie } = await signedIn(t.app, 'user');
    const session = await get('/api/auth/session', cookie, 'gzip');
    expect(session.statusCode).toBe(200);
    expect(session.headers['content-encoding']).toBeUndefined();
  });
});
