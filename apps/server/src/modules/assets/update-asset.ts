import {
  ASSET_FIELDS,
  type Asset,
  type AssetField,
  type AssetUpdateBody,
  assetFieldsNotEditableBy,
  ERRORS,
  statusChangeAllowed,
  validateAssetData,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { assertNotArchived, assetIdTakenError, assetRuleError, requireAsset } from './asset-guards';
import { assertParentAsset, resolveAssetPlace } from './asset-placement';
import { assetValuesOf, findTakenAssetIds, updateAssetRow } from './assets.queries';

const PLACEMENT_FIELDS = ['location_id', 'parent_asset_id'] as const;
const isPlacement = (key: string) => (PLACEMENT_FIELDS as readonly string[]).includes(key);
const AUDITED_CHANGES: [string, (key: string) => boolean][] = [
  ['asset.updated', (key) => !isPlacement(key)],
  ['asset.placed', isPlacement],
];

/**
 * Changes only the supplied fields (spec §7). Admins and managers may change any field (the location and
 * the parent asset too), technicians only the status and condition fields. The asset as it would be stored must pass every rule.
 */
export async function updateAsset(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  id: string,
  body: AssetUpdateBody,
): Promise<Asset> {
  const fields = Object.keys(body).filter((k): k is AssetField =>
    (ASSET_FIELDS as readonly string[]).includes(k),
  );
  const placementFields = PLACEMENT_FIELDS.filter((field) => body[field] !== undefined);
  if (assetFieldsNotEditableBy(auth.profile.role, [...fields, ...placementFields]).length > 0) {
    throw new AppError(ERRORS.assetFieldsForbidden);
  }
  try {
    return await auditedTransaction(ctx.db, async (tx) => {
      const scope = auth.siteIds;
      const current = await requireAsset(tx, id, scope, { forUpdate: true });
      assertNotArchived(current);
      const merged = { ...assetValuesOf(current), ...body };
      const takenAssetIds = await findTakenAssetIds(tx, merged.asset_id, id);
      const check = validateAssetData(merged, {
        now: ctx.now(),
        timeZone: ctx.config.PLANT_TIME_ZONE,
        takenAssetIds,
      });
      if (!check.ok) throw assetRuleError(check.errors);
      // "Awaiting release" is entered by completed work and left by a hygiene release, never by an edit.
      if (!statusChangeAllowed(current.status, check.value.status))
        throw new AppError(ERRORS.assetStatusByRelease);

      // The texts follow the location; a new text names a place in the tree (docs/decisions/locations.md).
      const next: Record<string, unknown> = { ...check.value };
      const changing: (AssetField | (typeof PLACEMENT_FIELDS)[number])[] = [...fields];
      if (body.location_id !== undefined || fields.includes('site') || fields.includes('location')) {
        const { locations_created: _created, ...place } = await resolveAssetPlace(
          tx,
          actor,
          scope,
          { location_id: body.location_id, site: check.value.site, location: check.value.location },
          ctx.now().toISOString(),
        );
        Object.assign(next, place);
        changing.push('site', 'location', 'location_id');
      }
      if (body.parent_asset_id !== undefined) {
        await assertParentAsset(tx, scope, id, body.parent_asset_id);
        next.parent_asset_id = body.parent_asset_id;
        changing.push('parent_asset_id');
      }

      const changes: Record<string, unknown> = {};
      const before: Record<string, unknown> = {};
      for (const field of new Set(changing)) {
        if ((current[field] ?? null) === (next[field] ?? null)) continue;
        changes[field] = next[field];
        before[field] = current[field];
      }
      if (Object.keys(changes).length === 0) return current;
      const asset = await updateAssetRow(tx, id, changes, ctx.now().toISOString());
      // The entered fields in one entry, where it sits in the tree in another (asset.placed).
      for (const [action, keys] of AUDITED_CHANGES) {
        const changed = Object.keys(changes).filter((key) => keys(key));
        if (changed.length === 0) continue;
        await appendAudit(tx, actor, {
          action,
          entity_type: 'asset',
          entity_id: id,
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, changes[key]])),
        });
      }
      return asset;
    });
  } catch (error) {
    throw assetIdTakenError(error, body.asset_id);
  }
}
