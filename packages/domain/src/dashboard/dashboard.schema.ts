import { z } from 'zod';
import { kpiTargetsSchema } from '../analytics/kpi-targets';
import { PRIORITIES } from '../common/enums';

const count = z.number().int().nonnegative();
const standing = z.enum(['met', 'missed', 'no-data']);

/** A KPI tile: the figure, the plant's target for it and whether it meets it. */
const kpiTileSchema = z.object({ value: z.number().nullable(), target: z.number(), standing });

/** One item of work on the dashboard's lists (the next 7 days, my work). */
export const dashboardWorkItemSchema = z.object({
  kind: z.enum(['work-order', 'maintenance-task', 'breakdown']),
  id: z.uuid(),
  title: z.string(),
  asset_name: z.string().nullable(),
  /** Due date of a task, scheduled date of a work order, start of a breakdown. */
  at: z.string().nullable(),
  status: z.string(),
  priority: z.enum(PRIORITIES).nullable(),
  overdue: z.boolean(),
  url: z.string(),
});
export type DashboardWorkItem = z.infer<typeof dashboardWorkItemSchema>;

/** GET /api/dashboard?location_id=: the plant, or one location of the tree and everything below it. */
export const dashboardQuerySchema = z.object({
  location_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid({ error: 'location_id must be the id of a location' }).optional(),
  ),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** GET /api/dashboard: the morning picture of the plant, in one request. */
export const dashboardResponseSchema = z.object({
  generated_at: z.string(),
  /** The location the figures are narrowed to, or null for the whole plant (of the caller's sites). */
  location_id: z.uuid().nullable(),
  counters: z.object({
    operational_assets: count,
    critical_breakdowns: count,
    open_work_orders: count,
  }),
  tiles: z.object({
    active_breakdowns: count,
    overdue_work_orders: count,
    pm_due_7_days: count,
    low_stock_items: count,
    records_awaiting_signatures: count,
    /** The temporary repairs register's overdue count, by the same query (BRCGS 4.7.3). */
    temporary_repairs_overdue: count,
    availability: kpiTileSchema,
    mttr_hours: kpiTileSchema,
    pm_compliance: kpiTileSchema.extend({ due: count, on_time: count }),
  }),
  weekly: z.array(
    z.object({ week_start: z.string(), breakdowns: count, downtime_hours: z.number().nonnegative() }),
  ),
  top_downtime: z.array(
    z.object({
      id: z.uuid(),
      asset_id: z.string(),
      asset_name: z.string(),
      breakdowns: count,
      downtime_hours: z.number().nonnegative(),
    }),
  ),
  upcoming: z.array(dashboardWorkItemSchema),
  my_work: z.array(dashboardWorkItemSchema),
  targets: kpiTargetsSchema,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
