import {
  type AssetFacets,
  SHOWN_ASSET_STATUS_LABELS,
  SHOWN_ASSET_STATUSES,
  type ShownAssetStatus,
} from '@plantwise/domain';
import { StatusTiles } from '@/components/status-tiles';

const DOT: Record<ShownAssetStatus, string> = {
  operational: 'bg-success',
  maintenance: 'bg-warning',
  'out-of-service': 'bg-muted-foreground',
  'awaiting-release': 'bg-warning',
  down: 'bg-destructive',
};

/**
 * Counts per status as people see it (a down asset counts as down), under the other filters; choosing
 * one filters the register by it.
 */
export function AssetStatusCounts({
  facets,
  status,
  onStatus,
}: {
  facets: AssetFacets | undefined;
  status: ShownAssetStatus | undefined;
  onStatus: (status: ShownAssetStatus | undefined) => void;
}) {
  return (
    <StatusTiles
      label="Assets by status"
      allLabel="All assets"
      total={facets?.total}
      tiles={SHOWN_ASSET_STATUSES.map((s) => ({
        key: s,
        label: SHOWN_ASSET_STATUS_LABELS[s],
        count: facets?.by_status[s],
        dot: DOT[s],
      }))}
      status={status}
      onStatus={onStatus}
    />
  );
}
