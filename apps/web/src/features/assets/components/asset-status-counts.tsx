import { ASSET_STATUS_LABELS, ASSET_STATUSES, type AssetFacets, type AssetStatus } from '@plantwise/domain';
import { StatusTiles } from '@/components/status-tiles';

const DOT: Record<AssetStatus, string> = {
  operational: 'bg-success',
  maintenance: 'bg-warning',
  'out-of-service': 'bg-destructive',
};

/** Counts per status (under the other filters); choosing one filters the register by it. */
export function AssetStatusCounts({
  facets,
  status,
  onStatus,
}: {
  facets: AssetFacets | undefined;
  status: AssetStatus | undefined;
  onStatus: (status: AssetStatus | undefined) => void;
}) {
  return (
    <StatusTiles
      label="Assets by status"
      allLabel="All assets"
      total={facets?.total}
      tiles={ASSET_STATUSES.map((s) => ({
        key: s,
        label: ASSET_STATUS_LABELS[s],
        count: facets?.by_status[s],
        dot: DOT[s],
      }))}
      status={status}
      onStatus={onStatus}
    />
  );
}
