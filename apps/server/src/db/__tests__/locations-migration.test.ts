import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../client';

const TAG = 'locations';
let folder: string | undefined;
afterAll(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

/** The migrations folder up to the one before `tag`: the database an upgrade starts from. */
function migrationsUpTo(tag: string): string {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag.endsWith(tag)),
  );
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

interface Placed {
  asset_id: string;
  site: string | null;
  location: string | null;
  path: { name: string }[] | null;
  kind: string | null;
}

// It builds its own PGlite database: once is enough when the suite also runs on PostgreSQL.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')(
  'upgrading free-text sites to the location tree',
  () => {
    it('makes each site a site and each location of a site an area, and points every asset at its place', async () => {
      const client = await PGlite.create({ extensions: { pg_trgm } });
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: migrationsUpTo(TAG) });
      await client.exec(`
      insert into assets (asset_id, asset_name, site, location) values
        ('A1', 'Mixer', 'Leeds', 'Raw materials'),
        ('A2', 'Oven', 'leeds ', 'Packing'),
        ('A3', 'Slicer', 'Leeds', '  packing'),
        ('A4', 'Boiler', 'Leeds', null),
        ('A5', 'Compressor', null, 'Boiler  house'),
        ('A6', 'Forklift', 'York', 'Yard > North'),
        ('A7', 'Spare', null, '   '),
        ('A8', 'Van', 'York', '');`);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

      const tree = await client.query<{ kind: string; code: string; name: string; parent: string | null }>(
        `select l.kind, l.code, l.name, p.name as parent from locations l
         left join locations p on p.id = l.parent_id order by p.name nulls first, l.position`,
      );
      expect(tree.rows).toEqual([
        { kind: 'site', code: 'LEEDS', name: 'Leeds', parent: null },
        { kind: 'site', code: 'MAIN-SITE', name: 'Main site', parent: null },
        { kind: 'site', code: 'YORK', name: 'York', parent: null },
        { kind: 'area', code: 'PACKING', name: 'Packing', parent: 'Leeds' },
        { kind: 'area', code: 'RAW-MATERIALS', name: 'Raw materials', parent: 'Leeds' },
        { kind: 'area', code: 'BOILER-HOUSE', name: 'Boiler house', parent: 'Main site' },
        { kind: 'area', code: 'YARD-NORTH', name: 'Yard - North', parent: 'York' },
      ]);

      const placed = await client.query<Placed>(
        `select a.asset_id, a.site, a.location, l.path, l.kind from assets a
         left join locations l on l.id = a.location_id order by a.asset_id`,
      );
      const names = (row: Placed) => row.path?.map((step) => step.name) ?? null;
      expect(placed.rows.map((row) => [row.asset_id, row.site, row.location, names(row)])).toEqual([
        ['A1', 'Leeds', 'Raw materials', ['Leeds', 'Raw materials']],
        ['A2', 'Leeds', 'Packing', ['Leeds', 'Packing']],
        ['A3', 'Leeds', 'Packing', ['Leeds', 'Packing']],
        ['A4', 'Leeds', null, ['Leeds']],
        ['A5', 'Main site', 'Boiler house', ['Main site', 'Boiler house']],
        ['A6', 'York', 'Yard - North', ['York', 'Yard - North']],
        ['A7', null, '   ', null],
        ['A8', 'York', null, ['York']],
      ]);

      // The materialised path finds a site and everything below it with one indexed condition.
      const belowLeeds = await client.query<{ n: number }>(
        `select count(*)::int as n from assets where location_id in (
         select id from locations where ancestor_ids @> array[(select id from locations where name = 'Leeds')])`,
      );
      expect(belowLeeds.rows[0].n).toBe(4);
      await client.close();
      // Every migration from an empty database: slow on PGlite, and the machine may be busy.
    }, 240_000);
  },
);
