import { type RecordType, workOrderNumber } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type {
  asset_breakdowns,
  hygiene_releases,
  maintenance_completions,
  work_orders,
} from '../../db/schema';
import { selectAssetHeaders, selectSourceRows } from './records.queries';

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
  'tool_counts',
  'missing_tool_incident',
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
  'tool_counts',
  'missing_tool_incident',
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
  'tool_counts',
  'missing_tool_incident',
  'follow_up_work_order_id',
  'next_due_date',
] as const;

type BreakdownRow = typeof asset_breakdowns.$inferSelect;
type WorkOrderRow = typeof work_orders.$inferSelect;
type CompletionRow = typeof maintenance_completions.$inferSelect;
type ReleaseRow = typeof hygiene_releases.$inferSelect;
/** The asset as it was named when the work was done. */
type AssetNames = {
  asset_id: string;
  asset_name: string;
  site: string | null;
  location: string | null;
} | null;

function breakdownContent(row: BreakdownRow, asset: AssetNames): RecordContent | null {
  if (row.status !== 'completed' || !row.completed_at) return null;
  return {
    title: row.title,
    asset_id: row.asset_id,
    completed_at: row.completed_at,
    completed_by: row.completed_by ?? 'Unknown',
    snapshot: { type: 'breakdown', source_id: row.id, ...pick(row, BREAKDOWN_FIELDS), asset },
  };
}

function workOrderContent(row: WorkOrderRow, asset: AssetNames): RecordContent | null {
  if (row.status !== 'completed' || !row.date_completed) return null;
  return {
    title: `${workOrderNumber(row)} ${row.title}`,
    asset_id: row.asset_id,
    completed_at: row.date_completed,
    completed_by: row.completed_by ?? 'Unknown',
    snapshot: {
      type: 'work_order',
      source_id: row.id,
      number: workOrderNumber(row),
      ...pick(row, WORK_ORDER_FIELDS),
      asset,
    },
  };
}

function pmContent(row: CompletionRow, asset: AssetNames): RecordContent {
  return {
    title: row.task_title,
    asset_id: row.asset_id,
    completed_at: row.completed_at,
    completed_by: row.completed_by_name,
    snapshot: { type: 'pm', source_id: row.id, ...pick(row, PM_FIELDS), asset },
  };
}

/** A hygiene release (docs/decisions/hygiene-release.md): the work it releases, who released it, when, notes. */
function releaseContent(row: ReleaseRow, asset: AssetNames): RecordContent | null {
  if (!row.released_at) return null;
  return {
    title: `Hygiene release of ${asset ? `${asset.asset_id} ${asset.asset_name}` : 'an asset'}`,
    asset_id: row.asset_id,
    completed_at: row.released_at,
    completed_by: row.released_by_name ?? 'Unknown',
    snapshot: {
      type: 'hygiene_release',
      source_id: row.id,
      waiting_since: row.waiting_since,
      work: row.work,
      released_at: row.released_at,
      released_by: row.released_by_name,
      notes: row.notes ?? '',
      asset,
    },
  };
}

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
  return (await readRecordContents(db, type, [sourceId])).get(sourceId) ?? null;
}

/** readRecordContent for many sources of one type at once (a few queries, whatever their number). */
export async function readRecordContents(
  db: DbOrTx,
  type: RecordType,
  sourceIds: readonly string[],
): Promise<Map<string, RecordContent>> {
  const contents = new Map<string, RecordContent>();
  for (let i = 0; i < sourceIds.length; i += 500) {
    const ids = sourceIds.slice(i, i + 500);
    const rows: Array<BreakdownRow | WorkOrderRow | CompletionRow | ReleaseRow> = await selectSourceRows(
      db,
      type,
      ids,
    );
    const assetIds = [...new Set(rows.map((r) => r.asset_id).filter((id): id is string => !!id))];
    const names = new Map(
      assetIds.length === 0
        ? []
        : (await selectAssetHeaders(db, assetIds)).map(({ id, ...asset }) => [id, asset]),
    );
    for (const row of rows) {
      const asset = (row.asset_id && names.get(row.asset_id)) || null;
      const content =
        type === 'breakdown'
          ? breakdownContent(row as BreakdownRow, asset)
          : type === 'work_order'
            ? workOrderContent(row as WorkOrderRow, asset)
            : type === 'hygiene_release'
              ? releaseContent(row as ReleaseRow, asset)
              : pmContent(row as CompletionRow, asset);
      if (content) contents.set(row.id, content);
    }
  }
  return contents;
}
