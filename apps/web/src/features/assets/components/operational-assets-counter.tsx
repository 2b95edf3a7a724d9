import { formatCount } from '@plantwise/domain';
import { HeaderCount } from '@/components/header-count';
import { useAssetFacets } from '../api/get-asset-facets';

/** The header's green count of operational assets (spec §1); links to them. */
export function OperationalAssetsCounter() {
  const facets = useAssetFacets();
  const count = facets.data?.by_status.operational;
  if (count === undefined) return null;
  const label = `${formatCount(count)} operational asset${count === 1 ? '' : 's'}`;
  return (
    <HeaderCount
      to="/assets?status=operational"
      label={label}
      title={label}
      className="flex px-2 font-medium text-success hover:bg-accent"
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-success" />
      <span aria-hidden="true">{formatCount(count)}</span>{' '}
      {/* Below 1280 px (a tablet with the sidebar open) the word gives way to the search box; the label says it. */}
      <span aria-hidden="true" className="max-xl:hidden">
        operational
      </span>
    </HeaderCount>
  );
}
