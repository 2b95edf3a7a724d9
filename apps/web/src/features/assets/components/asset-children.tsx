import { PuzzleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, QueryState } from '@/components/query-state';
import { useAssetChildren } from '../api/get-asset-children';
import { AssetStatusBadge } from './asset-badges';

/** The assets that are part of this one, each linking to its own page. */
export function AssetChildren({ assetId }: { assetId: string }) {
  const children = useAssetChildren(assetId);
  return (
    <QueryState
      query={children}
      loadingLabel="Loading the parts of this asset"
      errorTitle="The parts of this asset could not be loaded"
      skeleton={{ rows: 2 }}
      isEmpty={(page) => page.data.length === 0}
      empty={
        <EmptyState icon={PuzzleIcon} className="p-6">
          <p className="text-sm">
            No parts recorded. An asset becomes a part of this one when its "Part of" names this asset.
          </p>
        </EmptyState>
      }
    >
      {(page) => (
        <ul className="grid gap-2" aria-label="Parts of this asset">
          {page.data.map((child) => (
            <li
              key={child.id}
              className="flex min-h-12 flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
            >
              <Link
                to={`/assets/${child.id}`}
                className="min-w-0 font-medium text-primary underline-offset-4 hover:underline"
              >
                <span className="font-mono">{child.asset_id}</span> · {child.asset_name}
              </Link>
              <AssetStatusBadge asset={child} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
