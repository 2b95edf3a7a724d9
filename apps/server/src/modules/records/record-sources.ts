import { type RecordType, workOrderNumber } from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { asset_breakdowns, assets, maintenance_completions, work_orders } from '../../db/schema';

/** What a record says about its completion: its header columns and the snapshot that is hashed. */
export interface RecordContent {
  title: string;
  asset_id: string | null;
  completed_at: string;
  completed_by: string;
  snapshot: Record<string, unknown>;
}

function pick<T extends Record<string, unknown>>(row: T, keys: readonly (keyof T)[]) {
  return Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));
}

async function assetOf(db: DbOrTx, id: string | null) {
  if (!id) return null;
  const [asset] = await db
    .select({
      asset_id: assets.asset_id,
      asset_name: assets.asset_name,
      site: assets.site,
      location: assets.location,
    })
    .from(assets)
    .where(eq(assets.id, id));
  return asset ?? null;
}

const BREAKDOWN_FIELDS = [
  'title',
  'description',
  'severity',
  'category',
  'breakdown_start_time',
  'breakdown_end_time',
  'downtime_hours',
  'completed_at',
  'completed_by',
  'completion_notes',
  'breakdown_categories',
  'safety_compliance_check',
  'fix_type',
  'permanent_repair_deadline',
  'hygiene_clearance',
  'follow_up_work_order_id',
] as const;

const WORK_ORDER_FIELDS = [
  'title',
  'description',
  'maintenance_type',
  'priority',
  'date_scheduled',
  'started_at',
  'date_completed',
  'actual_duration',
  'completed_by',
  'completion_notes',
  'parts_used',
  'checklist_results',
  'hygiene_clearance',
  'fix_type',
  'permanent_repair_deadline',
  'follow_up_required',
  'follow_up_details',
  'follow_up_date',
  'follow_up_task_id',
  'labour_rate',
  'labour_cost',
  'parts_cost',
  'other_cost',
  'cost',
  'certificate_sha256',
] as const;

const PM_FIELDS = [
  'task_id',
  'task_title',
  'due_date',
  'completed_at',
  'completed_by_name',
  'notes',
  'actual_duration',
  'checklist_results',
  'parts_used',
  'hygiene_clearance',
  'follow_up_work_order_id',
  'next_due_date',
] as const;

/**
 * Reads a completed breakdown, work order or PM completion and states it as a record: the fields an
 * auditor asks for (what was done, notes, parts, hygiene clearance, checklist, downtime, fix type,
 * follow-up) and the asset as it was named then. Null when the source is missing or not completed.
 */
export async function readRecordContent(
  db: DbOrTx,
  type: RecordType,
  sourceId: string,
): Promise<RecordContent | null> {
  if (type === 'breakdown') {
    const [row] = await db.select().from(asset_breakdowns).where(eq(asset_breakdowns.id, sourceId));
    if (row?.status !== 'completed' || !row.completed_at) return null;
    return {
      title: row.title,
      asset_id: row.asset_id,
      completed_at: row.completed_at,
      completed_by: row.completed_by ?? 'Unknown',
      snapshot: {
        type,
        source_id: sourceId,
        ...pick(row, BREAKDOWN_FIELDS),
        asset: await assetOf(db, row.asset_id),
      },
    };
  }
  if (type === 'work_order') {
    const [row] = await db.select().from(work_orders).where(eq(work_orders.id, sourceId));
    if (row?.status !== 'completed' || !row.date_completed) return null;
    return {
      title: `${workOrderNumber(row)} ${row.title}`,
      asset_id: row.asset_id,
      completed_at: row.date_completed,
      completed_by: row.completed_by ?? 'Unknown',
      snapshot: {
        type,
        source_id: sourceId,
        number: workOrderNumber(row),
        ...pick(row, WORK_ORDER_FIELDS),
        asset: await assetOf(db, row.asset_id),
      },
    };
  }
  const [row] = await db
    .select()
    .from(maintenance_completions)
    .where(eq(maintenance_completions.id, sourceId));
  if (!row) return null;
  return {
    title: row.task_title,
    asset_id: row.asset_id,
    completed_at: row.completed_at,
    completed_by: row.completed_by_name,
    snapshot: { type, source_id: sourceId, ...pick(row, PM_FIELDS), asset: await assetOf(db, row.asset_id) },
  };
}
