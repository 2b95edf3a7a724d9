import { formatCount } from '@plantwise/domain';
import { Link } from 'react-router';
import { useAssetFacets } from '../api/get-asset-facets';

/** The header's green count of operational assets (spec §1); links to them. */
export function OperationalAssetsCounter() {
  const facets = useAssetFacets();
  const count = facets.data?.by_status.operational;
  if (count === undefined) return null;
  const label = `${formatCount(count)} operational asset${count === 1 ? '' : 's'}`;
  return (
    <Link
      to="/assets?status=operational"
      title={label}
      aria-label={label}
      className="flex h-8 items-center gap-1.5 rounded-md px-2 font-medium text-sm text-success tabular-nums hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-success" />
      <span aria-hidden="true">{formatCount(count)}</span>{' '}
      <span aria-hidden="true" className="max-lg:hidden">
        operational
      </span>
    </Link>
  );
}
