import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from '../common/api.schema';
import { WORK_ORDER_STATUSES } from '../common/enums';
import { TEMPORARY_REPAIR_SOURCES, TEMPORARY_REPAIR_STATES } from './temporary-repairs';

/** GET /api/compliance/temporary-repairs?state&location_id: a page of the register. */
export const temporaryRepairListQuerySchema = pageQuerySchema.extend({
  state: z.enum(TEMPORARY_REPAIR_STATES).optional(),
  /** The repairs on assets at this location of the tree or below it. */
  location_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid({ error: 'location_id must be the id of a location' }).optional(),
  ),
});
export type TemporaryRepairListQuery = z.infer<typeof temporaryRepairListQuerySchema>;

export const temporaryRepairSchema = z.object({
  /** The breakdown's or work order's id. */
  id: z.string(),
  source: z.enum(TEMPORARY_REPAIR_SOURCES),
  /** WO-… for a work order; null for a breakdown (they have no number). */
  number: z.string().nullable(),
  title: z.string(),
  asset_id: z.string().nullable(),
  asset_code: z.string().nullable(),
  asset_name: z.string().nullable(),
  /** What was done temporarily (the completion notes), by whom and when. */
  temporary_fix: z.string().nullable(),
  fixed_by: z.string().nullable(),
  fixed_at: z.string().nullable(),
  permanent_repair_deadline: z.string().nullable(),
  follow_up: z
    .object({
      id: z.string(),
      number: z.string(),
      title: z.string(),
      status: z.enum(WORK_ORDER_STATUSES),
      date_completed: z.string().nullable(),
    })
    .nullable(),
  state: z.enum(TEMPORARY_REPAIR_STATES),
});
export type TemporaryRepair = z.infer<typeof temporaryRepairSchema>;

const count = z.number().int().nonnegative();
export const temporaryRepairCountsSchema = z.object({ open: count, overdue: count, closed: count });
export type TemporaryRepairCounts = z.infer<typeof temporaryRepairCountsSchema>;

/** A page of the register, and how many repairs are in each state under the same location and sites. */
export const temporaryRepairListSchema = listResponseSchema(temporaryRepairSchema).extend({
  counts: temporaryRepairCountsSchema,
});
export type TemporaryRepairList = z.infer<typeof temporaryRepairListSchema>;
