import type { Breakdown } from '@plantwise/domain';
import type { asset_breakdowns } from '../../db/schema';

/** A breakdown row joined with its asset, assignee and reporter summaries. */
export interface JoinedRow {
  breakdown: typeof asset_breakdowns.$inferSelect;
  asset: { id: string; asset_id: string; asset_name: string };
  assignee: { id: string; full_name: string | null; email: string } | null;
  reporter: { id: string; full_name: string | null; email: string } | null;
  follow_up_number: string | null;
}

/**
 * The API's breakdown, made of the row's own object (fresh from the driver and not read again) rather than a
 * copy: a spread of every key with more cost several times the setting of the few (toWorkOrder).
 */
export function toBreakdown(row: JoinedRow): Breakdown {
  const b = row.breakdown;
  const out = b as unknown as Record<keyof Breakdown, unknown>;
  out.breakdown_categories = (b.breakdown_categories as string[] | null) ?? [];
  out.hygiene_clearance = (b.hygiene_clearance as Record<string, boolean> | null) ?? null;
  out.asset = row.asset;
  out.assignee = row.assignee?.id ? row.assignee : null;
  out.reporter = row.reporter?.id ? row.reporter : null;
  out.follow_up_work_order_number = row.follow_up_number ?? null;
  return out as unknown as Breakdown;
}
