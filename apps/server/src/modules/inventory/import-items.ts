import {
  csvImportCounts,
  ERRORS,
  type ExistingItemForImport,
  type InventoryImportResponse,
  inventoryValuesOf,
  itemIdKey,
  type PlannedInventoryImportRow,
  planInventoryImport,
  readInventoryCsv,
  stockStatus,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { findLiveAssetIds } from '../../db/shared-queries';
import type { SiteScope } from '../../db/site-scope';
import {
  type Actor,
  type AuditEntry,
  appendAudit,
  appendAuditBatch,
  auditedTransaction,
} from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import {
  assetIdsInScope,
  findItemsByIdKeys,
  insertItem,
  insertMovements,
  updateItem,
} from './inventory.queries';
import { duplicateCodeError } from './item-guards';
import { linksAfterEdit } from './linked-assets';
import { notifyLowStockCrossing } from './stock-ledger';

type Rows = Extract<ReturnType<typeof readInventoryCsv>, { ok: true }>['rows'];

async function plan(db: DbOrTx, scope: SiteScope, rows: Rows, forUpdate: boolean) {
  const keys = [
    ...new Set(
      rows
        .map((r) => r.values.item_id)
        .filter((v): v is string => typeof v === 'string')
        .map(itemIdKey),
    ),
  ];
  const existing = new Map<string, ExistingItemForImport>();
  const found = await findItemsByIdKeys(db, keys, { forUpdate });
  for (const item of found)
    existing.set(itemIdKey(item.item_id), {
      id: item.id,
      archived: item.archived_at !== null,
      values: inventoryValuesOf(item),
    });
  const assetIds = [
    ...new Set(
      rows.flatMap((r) => (Array.isArray(r.values.linked_asset_ids) ? r.values.linked_asset_ids : [])),
    ),
  ].filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id));
  // Another site's asset is not found for an importer limited to sites, as in the edit form.
  const linkable = await assetIdsInScope(db, scope, [...(await findLiveAssetIds(db, assetIds))]);
  return { planned: planInventoryImport(rows, existing, linkable), found };
}

function summary(mode: 'preview' | 'commit', planned: PlannedInventoryImportRow[], ignored: string[]) {
  const response: InventoryImportResponse = {
    mode,
    ...csvImportCounts(planned),
    rows: planned.map(({ row, item_id, item_name, action, errors }) => ({
      row,
      item_id,
      item_name,
      action,
      errors,
    })),
    ignored_columns: ignored,
  };
  return response;
}

/**
 * CSV import, upsert by item ID (case-insensitive). Preview: each row's action and errors. Commit: all
 * valid rows in one transaction on locked rows; a changed quantity is a ledger row 'CSV import', so
 * the ledger still sums to the stock.
 */
export async function importItems(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  body: { csv: string; mode: 'preview' | 'commit' },
): Promise<InventoryImportResponse> {
  const file = readInventoryCsv(body.csv);
  if (!file.ok) throw fieldError(ERRORS.validationFailed, 'csv', { message: file.error });
  if (body.mode === 'preview')
    return summary('preview', (await plan(ctx.db, scope, file.rows, false)).planned, file.ignoredColumns);

  try {
    return await auditedTransaction(ctx.db, async (tx) => {
      const { planned, found } = await plan(tx, scope, file.rows, true);
      const byId = new Map(found.map((item) => [item.id, item]));
      const at = ctx.now().toISOString();
      const audits: AuditEntry[] = [];
      for (const row of planned) {
        if (!row.values || (row.action !== 'create' && row.action !== 'update')) continue;
        const before = row.targetId ? byId.get(row.targetId) : undefined;
        // An item's links to assets the importer may not see (never in their export) stay as they are.
        const values =
          before && row.values.linked_asset_ids
            ? {
                ...row.values,
                linked_asset_ids: await linksAfterEdit(
                  tx,
                  scope,
                  before.linked_asset_ids,
                  row.values.linked_asset_ids,
                ),
              }
            : row.values;
        const status = stockStatus(values.quantity_in_stock, values.min_stock_level);
        const item = before
          ? await updateItem(tx, before.id, { ...values, status, updated_at: at })
          : await insertItem(tx, { ...values, status, created_at: at, updated_at: at });
        const delta = item.quantity_in_stock - (before?.quantity_in_stock ?? 0);
        if (delta !== 0)
          await insertMovements(tx, [
            {
              inventory_item_id: item.id,
              delta: Math.round(delta * 1000) / 1000,
              quantity_after: item.quantity_in_stock,
              reason: 'CSV import',
              unit_cost: item.unit_cost,
              user_id: actor.id,
              created_at: at,
            },
          ]);
        if (before) await notifyLowStockCrossing(tx, before, item);
        audits.push({
          action: before ? 'inventory.updated' : 'inventory.created',
          entity_type: 'inventory_item',
          entity_id: item.id,
          before: row.previous,
          after: { ...values, source: 'csv_import' },
        });
      }
      await appendAuditBatch(tx, actor, audits);
      const result = summary('commit', planned, file.ignoredColumns);
      await appendAudit(tx, actor, {
        action: 'inventory.imported',
        entity_type: 'inventory_item',
        occurred_at: at,
        after: {
          total_rows: result.total_rows,
          created: result.created,
          updated: result.updated,
          invalid_rows: result.invalid_rows,
        },
      });
      return result;
    });
  } catch (error) {
    throw duplicateCodeError(error, 'in this file');
  }
}
