import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Whether the database answers a trivial query. */
export function databaseAnswers(db: DbOrTx): Promise<boolean> {
  return db
    .execute(sql`select 1`)
    .then(() => true)
    .catch(() => false);
}
