import type { Asset } from '@plantwise/domain';
import { ChevronRightIcon } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';

const LINK = 'text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

/**
 * Where the asset sits: the register, its site, area, line and room (each opening the register at that
 * location and everything below it), the asset it is part of, then the asset itself.
 */
export function AssetBreadcrumb({ asset }: { asset: Asset }) {
  const steps = [
    { key: 'register', to: '/assets', label: 'Asset Management' },
    ...asset.location_path.map((step) => ({
      key: step.id,
      to: `/assets?location=${step.id}`,
      label: step.name,
    })),
    ...(asset.parent_asset
      ? [{ key: 'parent', to: `/assets/${asset.parent_asset.id}`, label: asset.parent_asset.asset_name }]
      : []),
  ];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        {steps.map((step) => (
          <Fragment key={step.key}>
            <li>
              <Link to={step.to} className={LINK}>
                {step.label}
              </Link>
            </li>
            <li aria-hidden="true" className="text-muted-foreground">
              <ChevronRightIcon className="size-3.5" />
            </li>
          </Fragment>
        ))}
        <li>
          <span aria-current="page" className="font-medium">
            {asset.asset_name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
