import { z } from 'zod';

/** The one error shape of every non-2xx answer (docs/architecture.md#the-api-contract). */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 50;

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Lists answer `{ data, total }` so a screen can page without loading the table. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int() });
}

/**
 * A count for each of a fixed set of keys, as an object with one property per key. Not
 * `z.record(z.enum(keys), …)`: that converts to an OpenAPI 3.0 schema that requires the keys without
 * declaring them (3.0 has no `propertyNames`), which linters refuse and generated clients read as a loose map.
 */
export function countsByKey<const K extends readonly [string, ...string[]]>(keys: K) {
  return z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().int()])) as { [Key in K[number]]: z.ZodNumber },
  );
}

export const idParamsSchema = z.object({ id: z.uuid() });
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** Optional text from a form: trimmed, and empty becomes null (spec §5). */
export const optionalText = (max = 2000) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => {
      const trimmed = v?.trim();
      return trimmed ? trimmed : null;
    });
