import {
  type AssetImportResponse,
  assetIdKey,
  csvImportCounts,
  ERRORS,
  type ExistingAssetForImport,
  type PlannedAssetImportRow,
  planAssetImport,
  readAssetCsv,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  type Actor,
  type AuditEntry,
  appendAudit,
  appendAuditBatch,
  auditedTransaction,
} from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { assetValuesOf, findAssetsByIdKeys, insertAssetRows, updateAssetRows } from './assets.queries';

async function plan(
  db: DbOrTx,
  rows: Parameters<typeof planAssetImport>[0],
  now: Date,
  timeZone: string,
  forUpdate: boolean,
) {
  const keys = [
    ...new Set(
      rows
        .map((r) => r.values.asset_id)
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
        .map(assetIdKey),
    ),
  ];
  const existing = new Map<string, ExistingAssetForImport>();
  for (const asset of await findAssetsByIdKeys(db, keys, { forUpdate })) {
    existing.set(assetIdKey(asset.asset_id), {
      id: asset.id,
      archived: asset.archived_at !== null,
      values: assetValuesOf(asset),
    });
  }
  return planAssetImport(rows, existing, { now, timeZone });
}

function summary(mode: 'preview' | 'commit', planned: PlannedAssetImportRow[], ignoredColumns: string[]) {
  const response: AssetImportResponse = {
    mode,
    ...csvImportCounts(planned),
    rows: planned.map(({ row, asset_id, asset_name, action, errors }) => ({
      row,
      asset_id,
      asset_name,
      action,
      errors,
    })),
    ignored_columns: ignoredColumns,
  };
  return response;
}

/**
 * CSV import. Preview: what each row would do, with every row's errors. Commit: all valid rows in one
 * transaction (invalid rows are left out), matched by asset ID case-insensitively so a re-import
 * updates rather than duplicates. The plan is made again inside the transaction, on locked rows.
 */
export async function importAssets(
  ctx: AppContext,
  actor: Actor,
  body: { csv: string; mode: 'preview' | 'commit' },
): Promise<AssetImportResponse> {
  const file = readAssetCsv(body.csv);
  if (!file.ok) throw fieldError(ERRORS.validationFailed, 'csv', { message: file.error });

  if (body.mode === 'preview') {
    return summary(
      'preview',
      await plan(ctx.db, file.rows, ctx.now(), ctx.config.PLANT_TIME_ZONE, false),
      file.ignoredColumns,
    );
  }

  try {
    return await auditedTransaction(ctx.db, async (tx) => {
      const planned = await plan(tx, file.rows, ctx.now(), ctx.config.PLANT_TIME_ZONE, true);
      const now = ctx.now().toISOString();
      const creates = planned.filter((r) => r.action === 'create');
      const createdIds = await insertAssetRows(
        tx,
        creates.map((r) => r.values!),
        now,
      );
      const updates = planned.filter((r) => r.action === 'update');
      await updateAssetRows(
        tx,
        updates.map((r) => ({ id: r.targetId!, values: r.values! })),
        now,
      );
      const audits: AuditEntry[] = [
        ...creates.map((r, i) => ({
          action: 'asset.created',
          entity_type: 'asset',
          entity_id: createdIds[i],
          after: { ...r.values, source: 'csv_import' },
        })),
        ...updates.map((r) => ({
          action: 'asset.updated',
          entity_type: 'asset',
          entity_id: r.targetId,
          before: r.previous,
          after: { ...r.values, source: 'csv_import' },
        })),
      ];
      await appendAuditBatch(tx, actor, audits);
      const result = summary('commit', planned, file.ignoredColumns);
      await appendAudit(tx, actor, {
        action: 'asset.imported',
        entity_type: 'asset',
        after: {
          total_rows: result.total_rows,
          created: result.created,
          updated: result.updated,
          unchanged: result.unchanged,
          invalid_rows: result.invalid_rows,
        },
      });
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(ERRORS.assetImportRace);
    }
    throw error;
  }
}
