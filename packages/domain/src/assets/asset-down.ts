import type { Severity } from '../breakdowns/report';
import { ACTIVE_BREAKDOWN_STATUSES, type BreakdownStatus } from '../breakdowns/status';
import type { AssetStatus, ShownAssetStatus } from './asset.schema';

/**
 * A breakdown of these severities stopped the line ("line stopped" in the words of the fault report).
 * While one is active (reported or assigned) the asset is down, whatever its stored status says: the
 * stored status is what people set (operational, maintenance, out of service) and is not rewritten.
 */
export const LINE_STOPPING_SEVERITIES: readonly Severity[] = ['critical'];

/** Whether an active breakdown of this severity stops the asset. */
export function stopsTheLine(breakdown: { severity: Severity; status: BreakdownStatus }): boolean {
  return (
    LINE_STOPPING_SEVERITIES.includes(breakdown.severity) &&
    ACTIVE_BREAKDOWN_STATUSES.includes(breakdown.status)
  );
}

/** The status to show for an asset (see LINE_STOPPING_SEVERITIES). */
export function shownAssetStatus(asset: {
  status: AssetStatus;
  down_since: string | null;
}): ShownAssetStatus {
  return asset.down_since ? 'down' : asset.status;
}
