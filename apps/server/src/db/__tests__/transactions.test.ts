import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness';
import { type Database, TRANSACTION_ATTEMPTS } from '../client';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.db.execute(sql`create table retry_probe (id int primary key, n int not null)`);
  await database.db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const raced = (code: string) => Object.assign(new Error('lost a race'), { code });

describe('transactions', () => {
  it('runs a transaction again when it was the victim of a deadlock or a serialization failure', async () => {
    let runs = 0;
    const result = await database.db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`update retry_probe set n = n + 1 where id = 1`);
      if (runs === 1) throw raced('40P01');
      if (runs === 2) throw raced('40001');
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(runs).toBe(3);
    // The failed runs rolled back: one increment.
    const { rows } = await database.query<{ n: number }>('select n from retry_probe where id = 1');
    expect(rows[0].n).toBe(1);
  });

  it('gives up after a few runs, and never retries other errors', async () => {
    let runs = 0;
    await expect(
      database.db.transaction(async () => {
        runs += 1;
        throw raced('40P01');
      }),
    ).rejects.toThrow('lost a race');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    runs = 0;
    await expect(
      database.db.transaction(async () => {
        runs += 1;
        throw raced('23505');
      }),
    ).rejects.toThrow('lost a race');
    expect(runs).toBe(1);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'two transactions locking rows in opposite orders both commit (the deadlock victim runs again)',
    async () => {
      let bothHoldOne!: () => void;
      const barrier = new Promise<void>((resolve) => {
        let waiting = 2;
        bothHoldOne = () => {
          waiting -= 1;
          if (waiting === 0) resolve();
        };
      });
      const opposite = (first: number, second: number) => {
        let run = 0;
        return database.db.transaction(async (tx) => {
          run += 1;
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
          if (run === 1) {
            bothHoldOne();
            await barrier;
          }
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
        });
      };
      await Promise.all([opposite(1, 2), opposite(2, 1)]);
      const { rows } = await database.query<{ n: number }>('select n from retry_probe order by id');
      expect(rows.map((r) => r.n)).toEqual([3, 2]);
    },
  );
});
