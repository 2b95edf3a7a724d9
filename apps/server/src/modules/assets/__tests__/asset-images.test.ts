import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../db/schema';
import { call, createAssetVia, GIF, JPEG, PNG, pngDeclaring, WEBP } from '../../../test/factories';
import { signedInCookies, useTestApp } from '../../../test/harness';

let manager: string;
let technician: string;
let user: string;
const t = useTestApp();
beforeAll(async () => {
  ({ manager, technician, user } = await signedInCookies(t.app, 'manager', 'technician', 'user'));
});

const upload = (
  assetId: string,
  bytes: Buffer,
  contentType: string,
  cookie: string | undefined = manager,
  name = 'photo',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/assets/${assetId}/images?filename=${encodeURIComponent(name)}`,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: bytes,
  });

describe('asset images', () => {
  it('stores a PNG in files, makes the first image featured and serves it with its type and caching', async () => {
    const asset = await createAssetVia(t.app, manager);
    const response = await upload(asset.id, PNG, 'image/png', manager, 'front.png');
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({
      filename: 'front.png',
      content_type: 'image/png',
      size_bytes: PNG.length,
      featured: true,
    });
    expect(image.url).toBe(`/api/files/${image.id}`);

    const read = (await call(t.app, 'GET', `/api/assets/${asset.id}`, user)).json();
    expect(read).toMatchObject({ images: [image.url], featured_image_url: image.url });

    const served = await call(t.app, 'GET', image.url, user);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.headers['content-disposition']).toContain('inline; filename="front.png"');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const cached = await t.app.inject({
      method: 'GET',
      url: image.url,
      headers: { cookie: user, 'if-none-match': served.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    expect((await call(t.app, 'GET', image.url)).statusCode).toBe(401);
  });

  it('decodes the header: refuses 50,000 × 50,000 px, a 3-byte JPEG and a truncated PNG with 400 naming the reason', async () => {
    const asset = await createAssetVia(t.app, manager);
    const bomb = await upload(asset.id, pngDeclaring(50_000, 50_000), 'image/png');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().error).toMatchObject({
      message: 'The image is too large: 50,000 × 50,000 pixels (at most 40 megapixels)',
      details: [{ path: 'file' }],
    });
    const stub = await upload(asset.id, Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    expect(stub.statusCode).toBe(400);
    expect(stub.json().error.message).toBe('The JPEG image is incomplete: the file ends too early');
    const cut = await upload(asset.id, PNG.subarray(0, 40), 'image/png');
    expect(cut.json().error.message).toBe('The PNG image is incomplete: the file ends too early');
    expect(await t.app.ctx.db.select().from(files).where(eq(files.owner_id, asset.id))).toHaveLength(0);
  });

  it('stores only the image of an HTML polyglot, under its real extension without control characters; served nosniff', async () => {
    const asset = await createAssetVia(t.app, manager);
    const polyglot = Buffer.concat([
      PNG,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const response = await upload(asset.id, polyglot, 'image/png', manager, 'report\u202Egnp.html');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ filename: 'reportgnp.png', size_bytes: PNG.length });
    const served = await call(t.app, 'GET', response.json().url, user);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="reportgnp.png"; filename*=UTF-8''reportgnp.png`,
    );
    const svg = await upload(asset.id, JPEG, 'image/jpeg', manager, 'logo.svg');
    expect(svg.json().filename).toBe('logo.jpg');
  });

  it('types a file by its bytes: a JPEG sent as octet-stream is stored as image/jpeg', async () => {
    const asset = await createAssetVia(t.app, manager);
    const response = await upload(asset.id, JPEG, 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    expect(response.json().content_type).toBe('image/jpeg');
    expect((await upload(asset.id, WEBP, 'image/webp')).json().content_type).toBe('image/webp');
  });

  it('lists images, switches the featured one, and on deleting it features the next', async () => {
    const asset = await createAssetVia(t.app, manager);
    const first = (await upload(asset.id, PNG, 'image/png')).json();
    const second = (await upload(asset.id, JPEG, 'image/jpeg')).json();
    expect(second.featured).toBe(false);

    const featured = await call(
      t.app,
      'POST',
      `/api/assets/${asset.id}/images/${second.id}/featured`,
      manager,
    );
    expect(featured.statusCode).toBe(200);
    expect(featured.json().featured_image_url).toBe(second.url);
    const listed = (await call(t.app, 'GET', `/api/assets/${asset.id}/images`, user)).json();
    expect(listed.total).toBe(2);
    expect(listed.data.map((i: { id: string; featured: boolean }) => [i.id, i.featured])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);

    const deleted = await call(t.app, 'DELETE', `/api/assets/${asset.id}/images/${second.id}`, manager);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ images: [first.url], featured_image_url: first.url });
    expect((await call(t.app, 'GET', second.url, user)).statusCode).toBe(404);
  });

  it('refuses files that are not JPEG, PNG or WebP by their bytes, whatever they claim (400)', async () => {
    const asset = await createAssetVia(t.app, manager);
    const gif = await upload(asset.id, GIF, 'image/png');
    expect(gif.statusCode).toBe(400);
    expect(gif.json().error.message).toBe('Only JPEG, PNG or WebP images can be uploaded');
    const lying = await upload(asset.id, JPEG, 'image/png');
    expect(lying.json().error.message).toBe('The file content does not match its declared image type');
    const svg = await upload(
      asset.id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(400);
    const json = await call(t.app, 'POST', `/api/assets/${asset.id}/images`, manager, { image: 'x' });
    expect(json.statusCode).toBe(400);
    const stored = await t.app.ctx.db.select().from(files).where(eq(files.owner_id, asset.id));
    expect(stored).toHaveLength(0);
  });

  it('refuses images over 10 MB (400)', async () => {
    const asset = await createAssetVia(t.app, manager);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PNG.copy(big);
    const response = await upload(asset.id, big, 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Images must be 10 MB or smaller');
  });

  it('is for admins and managers; everyone signed in may look', async () => {
    const asset = await createAssetVia(t.app, manager);
    expect((await upload(asset.id, PNG, 'image/png', technician)).statusCode).toBe(403);
    expect((await upload(asset.id, PNG, 'image/png', user)).statusCode).toBe(403);
    expect((await upload(asset.id, PNG, 'image/png', '')).statusCode).toBe(401);
    const image = (await upload(asset.id, PNG, 'image/png')).json();
    expect(
      (await call(t.app, 'POST', `/api/assets/${asset.id}/images/${image.id}/featured`, technician))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/assets/${asset.id}/images/${image.id}`, user)).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'GET', `/api/assets/${asset.id}/images`, user)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown asset, an image of another asset, and an unknown file', async () => {
    const asset = await createAssetVia(t.app, manager);
    const other = await createAssetVia(t.app, manager);
    const image = (await upload(other.id, PNG, 'image/png')).json();
    expect((await upload('00000000-0000-4000-8000-000000000000', PNG, 'image/png')).statusCode).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/assets/${asset.id}/images/${image.id}/featured`, manager)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/assets/${asset.id}/images/${image.id}`, manager)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/files/00000000-0000-4000-8000-000000000000', user)).statusCode,
    ).toBe(404);
  });

  it("deletes an asset's images with the asset", async () => {
    const asset = await createAssetVia(t.app, manager);
    await upload(asset.id, PNG, 'image/png');
    await call(t.app, 'DELETE', `/api/assets/${asset.id}`, manager);
    const stored = await t.app.ctx.db
      .select()
      .from(files)
      .where(and(eq(files.owner_type, 'asset'), eq(files.owner_id, asset.id)));
    expect(stored).toHaveLength(0);
  });
});
