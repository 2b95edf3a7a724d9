import type { AssetStatus } from '../assets/asset.schema';
import { canAccess, FOOD_SAFETY_SIGNERS, type Role } from '../auth/roles';

/**
 * BRCGS 4.7.4: after maintenance on equipment whose surfaces touch food, production restarts only once
 * someone who did not do the work has released it (docs/decisions/hygiene-release.md).
 */
export const AWAITING_RELEASE: AssetStatus = 'awaiting-release';

/**
 * The asset's status once work on it is completed (a work order, a breakdown repair): a food-contact asset
 * waits for its hygiene release; any other keeps the status people set. Null: leave the status alone.
 */
export function assetStatusAfterWork(asset: {
  status: AssetStatus;
  food_contact: boolean;
}): AssetStatus | null {
  if (!asset.food_contact) return null;
  return asset.status === AWAITING_RELEASE ? null : AWAITING_RELEASE;
}

/** The status a release returns the asset to. */
export const RELEASED_STATUS: AssetStatus = 'operational';

export const HYGIENE_RELEASE_MESSAGES = {
  notAwaiting: 'This asset is not awaiting a hygiene release',
  ownWork:
    'You did this work, so you cannot release it: a quality person or a manager who did not do it must',
  role: 'Only a quality person, a manager or an administrator can release an asset for production',
  statusByRelease:
    'An asset leaves "Awaiting release" only through a hygiene release, and only completed work puts it there',
} as const;

/** Whether this role may ever release an asset (the person must still not have done the work). */
export function roleMayRelease(role: Role): boolean {
  return canAccess(role, FOOD_SAFETY_SIGNERS);
}

/**
 * Why this person may not release this asset now, or null: the asset must be awaiting release, the role
 * must be quality, manager or admin, and nobody who did the work releases it (segregation of duties).
 */
export function hygieneReleaseRefusal(input: {
  asset: { status: AssetStatus };
  releaser: { id: string; role: Role };
  /** The accounts that completed the work since the asset started waiting. */
  performerIds: readonly (string | null)[];
}): { reason: 'role' | 'own_work' | 'not_awaiting'; message: string } | null {
  if (!roleMayRelease(input.releaser.role)) return { reason: 'role', message: HYGIENE_RELEASE_MESSAGES.role };
  if (input.asset.status !== AWAITING_RELEASE)
    return { reason: 'not_awaiting', message: HYGIENE_RELEASE_MESSAGES.notAwaiting };
  if (input.performerIds.includes(input.releaser.id))
    return { reason: 'own_work', message: HYGIENE_RELEASE_MESSAGES.ownWork };
  return null;
}

/**
 * Whether an edit may set this status: "Awaiting release" is entered by completed work and left by a
 * release, never typed in a form or an import. `previous` is null for a new asset.
 */
export function statusChangeAllowed(previous: AssetStatus | null, next: AssetStatus): boolean {
  if (previous === next) return true;
  return previous !== AWAITING_RELEASE && next !== AWAITING_RELEASE;
}
