import { z } from 'zod';

/** POST /api/assets/:id/release: the release is a signature, so it takes the password again. */
export const releaseBodySchema = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
  notes: z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(2000, 'Notes must be 2000 characters or fewer')
    .optional()
    .transform((v) => v ?? ''),
});
export type ReleaseBody = z.output<typeof releaseBodySchema>;

/** The work that put an asset in "Awaiting release": shown in the release dialog ("who did the work"). */
export const pendingReleaseSchema = z.object({
  since: z.string(),
  work: z.array(
    z.object({
      record_id: z.string().nullable(),
      record_number: z.string().nullable(),
      title: z.string(),
      completed_by: z.string(),
      performer_id: z.string().nullable(),
      completed_at: z.string(),
    }),
  ),
});
export type PendingRelease = z.infer<typeof pendingReleaseSchema>;

/** GET /api/assets/:id/release: null when the asset is not awaiting a release. */
export const pendingReleaseResponseSchema = z.object({ pending: pendingReleaseSchema.nullable() });
export type PendingReleaseResponse = z.infer<typeof pendingReleaseResponseSchema>;

export const releaseResultSchema = z.object({
  asset_id: z.string(),
  status: z.string(),
  record_id: z.string(),
  record_number: z.string(),
});
export type ReleaseResult = z.infer<typeof releaseResultSchema>;

/** GET /api/compliance/awaiting-release/count: the header badge and the dashboard. */
export const awaitingReleaseCountSchema = z.object({ count: z.number().int() });
export type AwaitingReleaseCount = z.infer<typeof awaitingReleaseCountSchema>;
