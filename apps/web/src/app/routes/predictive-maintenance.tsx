import { ASSET_CATEGORIES, ASSET_CATEGORY_LABELS, type AssetCategory } from '@plantwise/domain';
import { ActivityIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryState } from '@/components/query-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useAssetFacets } from '@/features/assets';
import { PredictivePanel, PredictiveTable, usePredictiveFleet } from '@/features/predictive';

const ALL = 'all';

/** /predictive-ai and /maintenance/predictive — failure risk from the plant's own breakdown history. */
export default function PredictiveMaintenanceRoute() {
  const [params, setParams] = useSearchParams();
  const site = params.get('site') ?? undefined;
  const category = (params.get('category') as AssetCategory | null) ?? undefined;
  const selected = params.get('asset');
  const fleet = usePredictiveFleet({ site, category });
  const facets = useAssetFacets();
  const update = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === ALL) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key !== 'asset' },
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Predictive AI"
        description="Statistics from your breakdown history, not sensors: which assets are likely to fail soon, and whether a fixed PM interval would help."
      />
      <p className="text-muted-foreground text-sm">
        Weibull analysis of the operating hours between recorded breakdowns (cancelled ones excluded) and a
        Crow-AMSAA trend per asset. Each estimate says how many failures it rests on; below 3 failures an
        asset borrows its category's history, and with too little data no number is shown. Thirty days means
        720 operating hours.
      </p>
      <div className="flex flex-wrap gap-3">
        <Select value={site ?? ALL} onValueChange={(value) => update('site', value)}>
          <SelectTrigger className="w-44" aria-label="Site">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All sites</SelectItem>
            {(facets.data?.sites ?? []).map((s) => (
              <SelectItem key={s} value={s}>
                {s}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={category ?? ALL} onValueChange={(value) => update('category', value)}>
          <SelectTrigger className="w-44" aria-label="Category">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All categories</SelectItem>
            {ASSET_CATEGORIES.map((c) => (
              <SelectItem key={c} value={c}>
                {ASSET_CATEGORY_LABELS[c]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {selected && <PredictivePanel assetId={selected} onClose={() => update('asset', null)} />}
      <QueryState
        query={fleet}
        loadingLabel="Loading the failure risk ranking"
        errorTitle="Could not load the failure risk ranking"
        isEmpty={(data) => data.data.length === 0}
        empty={
          <EmptyState icon={ActivityIcon} title="No assets to rank">
            <p>No assets match these filters.</p>
          </EmptyState>
        }
      >
        {(data) => (
          <PredictiveTable
            rows={data.data}
            loading={fleet.isFetching}
            selectedId={selected}
            onSelect={(row) => update('asset', row.asset.id)}
          />
        )}
      </QueryState>
    </div>
  );
}
