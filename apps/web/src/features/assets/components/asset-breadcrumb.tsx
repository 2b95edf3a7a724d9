import type { Asset } from '@plantwise/domain';
import { ChevronRightIcon } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useAsset } from '../api/get-asset';

const LINK = 'text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

/** The most parent assets a breadcrumb climbs (a chain deeper than this is cut at the top). */
const MAX_PARENT_STEPS = 8;

function Step({ to, label }: { to: string; label: string }) {
  return (
    <>
      <li>
        <Link to={to} className={LINK}>
          {label}
        </Link>
      </li>
      <li aria-hidden="true" className="text-muted-foreground">
        <ChevronRightIcon className="size-3.5" />
      </li>
    </>
  );
}

/**
 * One parent asset and, before it, the asset that one is part of, and so on up the chain (Filler 1 › Main
 * drive motor › Gearbox). Each parent's own answer tells its parent; the name shows at once from the summary.
 * A parent the person may not see (another site) is null in the answer, so the chain stops there.
 */
function ParentSteps({ parent, depth }: { parent: NonNullable<Asset['parent_asset']>; depth: number }) {
  const loaded = useAsset(depth < MAX_PARENT_STEPS ? parent.id : null);
  const grandparent = loaded.data?.parent_asset ?? null;
  return (
    <>
      {grandparent && <ParentSteps parent={grandparent} depth={depth + 1} />}
      <Step to={`/assets/${parent.id}`} label={parent.asset_name} />
    </>
  );
}

/**
 * Where the asset sits: the register, its site, area, line and room (each opening the register at that
 * location and everything below it), the whole chain of assets it is part of, then the asset itself.
 */
export function AssetBreadcrumb({ asset }: { asset: Asset }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        <Step to="/assets" label="Asset Management" />
        {asset.location_path.map((step) => (
          <Fragment key={step.id}>
            <Step to={`/assets?location=${step.id}`} label={step.name} />
          </Fragment>
        ))}
        {asset.parent_asset && <ParentSteps parent={asset.parent_asset} depth={1} />}
        <li>
          <span aria-current="page" className="font-medium">
            {asset.asset_name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
