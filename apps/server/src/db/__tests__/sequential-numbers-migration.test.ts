import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../client';

const TAG = 'sequential_numbers';
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The migrations folder as it was before the one tagged `tag`: the database an upgrade starts from. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  folders.push(folder);
  fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith(tag));
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// It builds its own PGlite database: once is enough when the suite also runs on PostgreSQL.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('upgrading to sequential work-order numbers', () => {
  it('numbers existing work orders per year in creation order, and new ones carry on from there', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore(TAG) });
    // Inserted out of creation order, across two years, with a record counter to carry over.
    await client.exec(`
      insert into work_orders (title, date_created) values
        ('third of 2025', '2025-12-31T23:30:00Z'),
        ('first of 2025', '2025-01-02T08:00:00Z'),
        ('second of 2025', '2025-06-01T08:00:00Z'),
        ('first of 2026', '2026-01-01T00:30:00Z');
      insert into record_counters (year, last) values (2026, 41);`);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const numbered = await client.query<{ title: string; number: string }>(
      'select title, number from work_orders order by number',
    );
    expect(numbered.rows).toEqual([
      { title: 'first of 2025', number: 'WO-2025-000001' },
      { title: 'second of 2025', number: 'WO-2025-000002' },
      { title: 'third of 2025', number: 'WO-2025-000003' },
      { title: 'first of 2026', number: 'WO-2026-000001' },
    ]);
    const next = await client.query<{ number: string }>(
      `insert into work_orders (title, date_created) values ('new', '2026-03-01T09:00:00Z') returning number`,
    );
    expect(next.rows[0].number).toBe('WO-2026-000002');
    const record = await client.query<{ n: number }>(`select plantwise_next_number('record', 2026) as n`);
    expect(record.rows[0].n).toBe(42);
    await client.close();
    // Every migration from an empty database: slow on PGlite, and the machine may be busy.
  }, 240_000);
});
