import {
  type AssetImportResponse,
  assetIdKey,
  csvImportCounts,
  DEFAULT_SITE_NAME,
  ERRORS,
  type ExistingAssetForImport,
  formatLocationPath,
  locationNamesFromTexts,
  type PlannedAssetImportRow,
  planAssetImport,
  readAssetCsv,
  wouldMakeCycle,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { scopeLocations } from '../../db/site-scope';
import {
  type Actor,
  type AuditEntry,
  appendAudit,
  appendAuditBatch,
  auditedTransaction,
} from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { countMissingLocations } from '../locations';
import { resolveAssetPlace } from './asset-placement';
import {
  assetValuesOf,
  findAssetsByIdKeys,
  insertAssetRows,
  selectAssetParentKeys,
  updateAssetPlacements,
  updateAssetRows,
} from './assets.queries';

/** The caller's sites for an import: the locations within them and their sites' names; null for every site. */
type ImportScope = Awaited<ReturnType<typeof scopeLocations>>;

async function plan(
  db: DbOrTx,
  scope: ImportScope,
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
  // Asset IDs are unique across every site: one used at a site the caller cannot see is simply taken.
  const elsewhere = new Set<string>();
  for (const asset of await findAssetsByIdKeys(db, keys, { forUpdate })) {
    if (scope && !(asset.location_id && scope.ids.has(asset.location_id))) {
      elsewhere.add(assetIdKey(asset.asset_id));
      continue;
    }
    existing.set(assetIdKey(asset.asset_id), {
      id: asset.id,
      archived: asset.archived_at !== null,
      values: assetValuesOf(asset),
      placement: {
        location_path: formatLocationPath(asset.location_path) || null,
        parent_asset_id: asset.parent_asset?.asset_id ?? null,
      },
    });
  }
  const planned = planAssetImport(rows, existing, { now, timeZone });
  return checkParents(db, scope, keepToScope(planned, scope, elsewhere));
}

/**
 * A caller limited to sites (docs/decisions/site-access.md) imports only at their sites: a row whose asset ID is
 * used at another site, whose location path starts at another site, or that names no location is refused
 * with its reason, like any invalid row.
 */
function keepToScope(
  planned: PlannedAssetImportRow[],
  scope: ImportScope,
  elsewhere: ReadonlySet<string>,
): PlannedAssetImportRow[] {
  if (!scope) return planned;
  return planned.map((row) => {
    if (row.action === 'invalid') return row;
    if (row.asset_id && elsewhere.has(assetIdKey(row.asset_id))) {
      return refuse(row, `Asset ID "${row.asset_id}" is already in use`);
    }
    const names = namesOf(row);
    if (names.length === 0) return refuse(row, ERRORS.assetNeedsSite.message);
    if (!scope.siteNames.has(names[0].toLowerCase())) {
      return refuse(row, `${names[0]} is not one of your sites: ${ERRORS.assetNeedsSite.message}`);
    }
    return row;
  });
}

const refuse = (row: PlannedAssetImportRow, message: string): PlannedAssetImportRow => ({
  ...row,
  action: 'invalid',
  errors: [...row.errors, { message }],
  targetId: null,
  values: null,
  previous: null,
});

/**
 * The parent asset IDs of the file: each must name an asset of the register or of the file, and none may
 * make an asset part of itself (the cycle rule over the register with the file's parents laid over it).
 */
async function checkParents(
  db: DbOrTx,
  scope: ImportScope,
  planned: PlannedAssetImportRow[],
): Promise<PlannedAssetImportRow[]> {
  const valid = planned.filter((row) => row.action !== 'invalid' && row.asset_id);
  const withParent = valid.filter((row) => row.placement.parent_asset_id);
  if (withParent.length === 0) return planned;
  const inFile = new Set(valid.map((row) => assetIdKey(row.asset_id ?? '')));
  const wanted = [...new Set(withParent.map((row) => assetIdKey(row.placement.parent_asset_id ?? '')))];
  const inRegister = new Set(
    (await findAssetsByIdKeys(db, wanted))
      .filter((asset) => !scope || (asset.location_id !== null && scope.ids.has(asset.location_id)))
      .map((asset) => assetIdKey(asset.asset_id)),
  );
  const parents: Map<string, string | null> = await selectAssetParentKeys(db);
  for (const row of valid) {
    if (row.placement.parent_asset_id === undefined) continue;
    const key = assetIdKey(row.asset_id ?? '');
    if (row.placement.parent_asset_id) parents.set(key, assetIdKey(row.placement.parent_asset_id));
    else parents.delete(key);
  }
  return planned.map((row) => {
    const parent = row.action === 'invalid' ? null : row.placement.parent_asset_id;
    if (!parent) return row;
    const parentKey = assetIdKey(parent);
    if (!inRegister.has(parentKey) && !inFile.has(parentKey)) {
      return refuse(row, `Parent asset ID "${parent}" is not in the register or in the file`);
    }
    if (wouldMakeCycle(parents, assetIdKey(row.asset_id ?? ''), parentKey)) {
      return refuse(row, ERRORS.assetParentCycle.message);
    }
    return row;
  });
}

/** The path of names each stored row is placed at: its location path cell, else its site and location. */
const namesOf = (row: PlannedAssetImportRow) =>
  row.placement.location_path?.length
    ? row.placement.location_path
    : locationNamesFromTexts(row.values?.site, row.values?.location, DEFAULT_SITE_NAME);

const stored = (planned: PlannedAssetImportRow[]) =>
  planned.filter((row) => row.action === 'create' || row.action === 'update');

/**
 * Places the stored rows in the tree (creating the locations their paths name) and links them to their
 * parents; returns how many locations it created.
 */
async function placeImported(
  tx: DbOrTx,
  actor: Actor,
  scope: SiteScope,
  rows: { id: string; row: PlannedAssetImportRow }[],
  now: string,
): Promise<number> {
  let created = 0;
  const places = new Map<string, Awaited<ReturnType<typeof resolveAssetPlace>>>();
  const placements = [];
  for (const { id, row } of rows) {
    const names = namesOf(row);
    const key = JSON.stringify(names.map((name) => name.toLowerCase()));
    let place = places.get(key);
    if (!place) {
      place = await resolveAssetPlace(tx, actor, scope, { names, site: null, location: null }, now);
      created += place.locations_created;
      places.set(key, place);
    }
    placements.push({ id, location_id: place.location_id, site: place.site, location: place.location });
  }
  const linked = rows.filter(({ row }) => row.placement.parent_asset_id !== undefined);
  const codes = [...new Set(linked.map(({ row }) => assetIdKey(row.placement.parent_asset_id ?? '')))];
  const idOf = new Map((await findAssetsByIdKeys(tx, codes)).map((a) => [assetIdKey(a.asset_id), a.id]));
  const parents = linked.map(({ id, row }) => ({
    id,
    parent_asset_id: idOf.get(assetIdKey(row.placement.parent_asset_id ?? '')) ?? null,
  }));
  await updateAssetPlacements(tx, placements, parents);
  return created;
}

function summary(
  mode: 'preview' | 'commit',
  planned: PlannedAssetImportRow[],
  ignoredColumns: string[],
  locationsCreated: number,
) {
  const response: AssetImportResponse = {
    mode,
    ...csvImportCounts(planned),
    locations_created: locationsCreated,
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
  siteScope: SiteScope,
  actor: Actor,
  body: { csv: string; mode: 'preview' | 'commit' },
): Promise<AssetImportResponse> {
  const file = readAssetCsv(body.csv);
  if (!file.ok) throw fieldError(ERRORS.validationFailed, 'csv', { message: file.error });

  if (body.mode === 'preview') {
    const scope = await scopeLocations(ctx.db, siteScope);
    const planned = await plan(ctx.db, scope, file.rows, ctx.now(), ctx.config.PLANT_TIME_ZONE, false);
    const missing = await countMissingLocations(ctx.db, stored(planned).map(namesOf));
    return summary('preview', planned, file.ignoredColumns, missing);
  }

  try {
    return await auditedTransaction(ctx.db, async (tx) => {
      const scope = await scopeLocations(tx, siteScope);
      const planned = await plan(tx, scope, file.rows, ctx.now(), ctx.config.PLANT_TIME_ZONE, true);
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
      const placed = [
        ...creates.map((row, i) => ({ id: createdIds[i], row })),
        ...updates.map((row) => ({ id: row.targetId!, row })),
      ];
      const locationsCreated = await placeImported(tx, actor, siteScope, placed, now);
      const result = summary('commit', planned, file.ignoredColumns, locationsCreated);
      await appendAudit(tx, actor, {
        action: 'asset.imported',
        entity_type: 'asset',
        after: {
          total_rows: result.total_rows,
          created: result.created,
          updated: result.updated,
          unchanged: result.unchanged,
          invalid_rows: result.invalid_rows,
          locations_created: result.locations_created,
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
