/**
 * Site access in realtime (docs/decisions/site-access.md): a person limited to sites hears of changes to rows of
 * their sites only; their socket follows a change of their sites at once.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assets, glass_items, profiles } from '../../../db/schema';
import { call, createAssetVia } from '../../../test/factories';
import { type SignedIn, signedIn, useTestApp } from '../../../test/harness';
import { connectRealtime, type RealtimeTestClient } from '../../../test/realtime-client';

const t = useTestApp();
let admin: SignedIn;
const sites = { leeds: '', york: '' };
const asset = { leeds: '', york: '', nowhere: '' };

beforeAll(async () => {
  admin = await signedIn(t.app, 'admin');
  for (const [key, name] of [
    ['leeds', 'Leeds'],
    ['york', 'York'],
  ] as const) {
    const response = await call(t.app, 'POST', '/api/locations', admin.cookie, {
      kind: 'site',
      code: name.toUpperCase(),
      name,
    });
    sites[key] = response.json().id;
  }
  asset.leeds = (await createAssetVia(t.app, admin.cookie, { location_id: sites.leeds })).id;
  asset.york = (await createAssetVia(t.app, admin.cookie, { location_id: sites.york })).id;
  asset.nowhere = (await createAssetVia(t.app, admin.cookie)).id;
});

/** Renames the asset straight in the table (the change every reader of assets may hear of). */
const touch = (id: string) =>
  t.app.ctx.db
    .update(assets)
    .set({ description: randomBytes(4).toString('hex') })
    .where(eq(assets.id, id));

/** A change everyone hears, written last: what a client got before it is all the earlier writes sent it. */
async function settle(clients: RealtimeTestClient[]) {
  const name = `marker ${randomBytes(4).toString('hex')}`;
  await t.app.ctx.db.update(profiles).set({ full_name: name }).where(eq(profiles.id, admin.user.id));
  await Promise.all(
    clients.map((client) => client.waitFor((e) => e.table === 'profiles' && e.id === admin.user.id)),
  );
}

const assetEvents = (client: RealtimeTestClient) =>
  client.events.filter((e) => e.table === 'assets').map((e) => e.id);

describe('realtime for people limited to sites', () => {
  it("sends a limited person the changes of their sites' rows only; unlimited people hear all", async () => {
    const limited = await signedIn(t.app, 'technician');
    await call(t.app, 'PUT', `/api/users/${limited.user.id}/sites`, admin.cookie, {
      site_ids: [sites.leeds],
    });
    const everySite = await signedIn(t.app, 'technician');
    const limitedClient = await connectRealtime(t.app, limited.cookie);
    const everyClient = await connectRealtime(t.app, everySite.cookie);

    await touch(asset.leeds);
    await touch(asset.york);
    await touch(asset.nowhere);
    await settle([limitedClient, everyClient]);

    expect(assetEvents(limitedClient)).toEqual([asset.leeds]);
    expect(assetEvents(everyClient)).toEqual([asset.leeds, asset.york, asset.nowhere]);
    // The sites are used to route the change and never sent.
    expect(limitedClient.events.find((e) => e.table === 'assets')).toEqual({
      table: 'assets',
      op: 'UPDATE',
      id: asset.leeds,
    });
    limitedClient.close();
    everyClient.close();
  });

  it('tells the person of a change of their sites, and follows it from the next change on', async () => {
    const limited = await signedIn(t.app, 'technician');
    await call(t.app, 'PUT', `/api/users/${limited.user.id}/sites`, admin.cookie, {
      site_ids: [sites.leeds],
    });
    const client = await connectRealtime(t.app, limited.cookie);

    const moved = await call(t.app, 'PUT', `/api/users/${limited.user.id}/sites`, admin.cookie, {
      site_ids: [sites.york],
    });
    expect(moved.statusCode).toBe(200);
    await client.waitFor((e) => e.table === 'user_sites' && e.id === limited.user.id);

    await touch(asset.leeds);
    await touch(asset.york);
    await settle([client]);
    expect(assetEvents(client)).toEqual([asset.york]);
    client.close();
  });

  it('hears of an asset moved away from its site (the site it left is named too)', async () => {
    const limited = await signedIn(t.app, 'technician');
    await call(t.app, 'PUT', `/api/users/${limited.user.id}/sites`, admin.cookie, {
      site_ids: [sites.leeds],
    });
    const client = await connectRealtime(t.app, limited.cookie);
    const mover = await createAssetVia(t.app, admin.cookie, { location_id: sites.leeds });
    await call(t.app, 'PATCH', `/api/assets/${mover.id}`, admin.cookie, { location_id: sites.york });
    await touch(mover.id);
    await settle([client]);
    // Its creation and its move; not the change made once it was at York.
    expect(assetEvents(client)).toEqual([mover.id, mover.id]);
    client.close();
  });

  it("sends a limited person the glass register's changes of their sites only (kept by location)", async () => {
    const limited = await signedIn(t.app, 'technician');
    await call(t.app, 'PUT', `/api/users/${limited.user.id}/sites`, admin.cookie, {
      site_ids: [sites.leeds],
    });
    const everySite = await signedIn(t.app, 'technician');
    const limitedClient = await connectRealtime(t.app, limited.cookie);
    const everyClient = await connectRealtime(t.app, everySite.cookie);

    const items = await t.app.ctx.db
      .insert(glass_items)
      .values(
        [sites.leeds, sites.york].map((location_id) => ({
          location_id,
          description: 'Light cover over line 2',
          material: 'glass' as const,
          risk: 'high' as const,
          check_frequency: 'weekly' as const,
        })),
      )
      .returning({ id: glass_items.id });
    await settle([limitedClient, everyClient]);

    const glassEvents = (client: RealtimeTestClient) =>
      client.events.filter((e) => e.table === 'glass_items').map((e) => e.id);
    expect(glassEvents(limitedClient)).toEqual([items[0]?.id]);
    expect(glassEvents(everyClient).sort()).toEqual(items.map((item) => item.id).sort());
    limitedClient.close();
    everyClient.close();
  });
});
