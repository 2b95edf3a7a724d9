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

export function toBreakdown(row: JoinedRow): Breakdown {
  const b = row.breakdown;
  return {
    ...b,
    breakdown_categories: (b.breakdown_categories as string[] | null) ?? [],
    hygiene_clearance: (b.hygiene_clearance as Record<string, boolean> | null) ?? null,
    asset: row.asset,
    assignee: row.assignee?.id ? row.assignee : null,
    reporter: row.reporter?.id ? row.reporter : null,
    follow_up_work_order_number: row.follow_up_number ?? null,
  };
}
