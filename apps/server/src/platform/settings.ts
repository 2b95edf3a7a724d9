import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema';

/** One run-time setting: its stored JSON when it parses with `schema`, else the default. */
export async function readSetting<T>(db: DbOrTx, key: string, schema: z.ZodType<T>, fallback: T): Promise<T> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) return fallback;
  const parsed = schema.safeParse(row.value);
  return parsed.success ? parsed.data : fallback;
}

export async function writeSetting(
  tx: DbOrTx,
  key: string,
  value: unknown,
  by: { userId: string | null; at: string },
): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value, updated_by: by.userId, updated_at: by.at })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updated_by: by.userId, updated_at: by.at },
    });
}
