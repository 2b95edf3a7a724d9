import { PackageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, QueryState } from '@/components/query-state';
import { useInventoryItems } from '../api/get-inventory';
import { FoodGradeBadge, StockStatusBadge } from './stock-badges';

/** The asset detail's "Parts" section: the items linked to the asset. */
export function AssetParts({ assetId }: { assetId: string }) {
  const parts = useInventoryItems({
    asset_id: assetId,
    sort: 'item_name',
    order: 'asc',
    limit: 100,
    offset: 0,
  });
  return (
    <section aria-labelledby="asset-parts-heading" className="grid gap-3">
      <h2 id="asset-parts-heading" className="font-semibold text-lg">
        Parts
      </h2>
      <QueryState
        query={parts}
        loadingLabel="Loading parts..."
        errorTitle="Parts could not be loaded"
        isEmpty={(page) => page.total === 0}
        empty={<EmptyState icon={PackageIcon} title="No parts linked to this asset" />}
      >
        {(page) => (
          <ul className="grid gap-2">
            {page.data.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
              >
                <Link
                  to={`/inventory?highlight=${item.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  <span className="font-mono">{item.item_id}</span> {item.item_name}
                </Link>
                <span className="flex items-center gap-2">
                  <span className="tabular-nums">
                    {item.quantity_in_stock} {item.unit}
                  </span>
                  <StockStatusBadge status={item.status} />
                  {item.food_grade && <FoodGradeBadge />}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
