import {
  ASSET_CATEGORY_LABELS,
  ASSET_FIELD_LABELS,
  type Asset,
  type AssetField,
  CRITICALITY_LABELS,
  formatCurrency,
  formatDate,
  formatLocationPath,
  formatPercent,
  orDash,
} from '@plantwise/domain';
import { Link } from 'react-router';
import { AssetStatusBadge, CriticalityBadge } from './asset-badges';
import { ASSET_FORM_SECTIONS } from './asset-fields';

function display(asset: Asset, field: AssetField): React.ReactNode {
  const value = asset[field];
  if (value === null || value === undefined || value === '') return '—';
  switch (field) {
    case 'status':
      return <AssetStatusBadge asset={asset} />;
    case 'criticality':
      return <CriticalityBadge criticality={asset.criticality} />;
    case 'category':
      return ASSET_CATEGORY_LABELS[asset.category];
    case 'purchase_cost':
    case 'current_market_value':
      return formatCurrency(value as number);
    case 'annual_depreciation_rate':
      return formatPercent(value as number);
    case 'purchase_date':
    case 'warranty_expiry':
      return formatDate(value as string);
    case 'parts_availability_risk':
      return CRITICALITY_LABELS[value as keyof typeof CRITICALITY_LABELS] ?? String(value);
    case 'condition_score':
      return `${value} / 100`;
    case 'food_contact':
      return value ? 'Yes: released for production after work' : 'No';
    default:
      return orDash(value as string | number);
  }
}

/** Where the asset is and what it is part of (a link to it), as terms of a description list. */
export function AssetPlacementFacts({ asset }: { asset: Pick<Asset, 'location_path' | 'parent_asset'> }) {
  return (
    <>
      <dt className="text-muted-foreground">Location</dt>
      <dd className="min-w-0 break-words">
        {asset.location_path.length > 0 ? formatLocationPath(asset.location_path) : '—'}
      </dd>
      <dt className="text-muted-foreground">Part of</dt>
      <dd className="min-w-0 break-words">
        {asset.parent_asset ? (
          <Link
            to={`/assets/${asset.parent_asset.id}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {asset.parent_asset.asset_id} · {asset.parent_asset.asset_name}
          </Link>
        ) : (
          '—'
        )}
      </dd>
    </>
  );
}

/** Every field of the asset, in the form's groups. */
export function AssetDetails({ asset }: { asset: Asset }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {ASSET_FORM_SECTIONS.map((section) => (
        <section
          key={section.title}
          aria-labelledby={`asset-section-${section.title}`}
          className="grid content-start gap-3"
        >
          <h3 id={`asset-section-${section.title}`} className="font-semibold text-sm">
            {section.title}
          </h3>
          <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
            {section.placement && <AssetPlacementFacts asset={asset} />}
            {section.fields.map(({ field }) => (
              <div key={field} className="contents">
                <dt className="text-muted-foreground">{ASSET_FIELD_LABELS[field]}</dt>
                <dd className="min-w-0 break-words">{display(asset, field)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
