import {
  type Asset,
  CRITICALITY_LABELS,
  type Criticality,
  formatDateTime,
  type ScoreColour,
  SHOWN_ASSET_STATUS_LABELS,
  type ShownAssetStatus,
  shownAssetStatus,
} from '@plantwise/domain';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

// On their 15 % tint the tokens fall under 4.5:1 for small text in the light theme; a darker shade
// of the same hue reads at AA (the dark theme's tokens already do).
const STATUS_CLASSES: Record<ShownAssetStatus, string> = {
  operational: 'border-transparent bg-success/15 text-green-800 dark:text-success',
  maintenance: 'border-transparent bg-warning/15 text-amber-800 dark:text-warning',
  'out-of-service': 'border-transparent bg-destructive/15 text-red-800 dark:text-destructive',
  'awaiting-release': 'border-transparent bg-warning/25 text-amber-900 dark:text-warning',
  down: 'border-transparent bg-destructive text-destructive-foreground',
};

/** The asset's status as people should read it: down while a line-stopping breakdown is active. */
export function AssetStatusBadge({
  asset,
  className,
}: {
  asset: Pick<Asset, 'status' | 'down_since'>;
  className?: string;
}) {
  const shown = shownAssetStatus(asset);
  return (
    <Badge
      className={cn(STATUS_CLASSES[shown], className)}
      title={asset.down_since ? `Line stopped since ${formatDateTime(asset.down_since)}` : undefined}
    >
      {SHOWN_ASSET_STATUS_LABELS[shown]}
    </Badge>
  );
}

const CRITICALITY_CLASSES: Record<Criticality, string> = {
  low: 'text-muted-foreground',
  medium: '',
  high: 'border-warning/50 text-warning',
  critical: 'border-destructive/50 text-destructive',
};

export function CriticalityBadge({
  criticality,
  className,
}: {
  criticality: Criticality;
  className?: string;
}) {
  return (
    <Badge variant="outline" className={cn(CRITICALITY_CLASSES[criticality], className)}>
      {CRITICALITY_LABELS[criticality]}
    </Badge>
  );
}

/** Text colours of the spec §9 score colours, readable in both themes. */
export const SCORE_TEXT_CLASSES: Record<ScoreColour, string> = {
  green: 'text-success',
  blue: 'text-primary',
  yellow: 'text-warning',
  orange: 'text-orange-600 dark:text-orange-400',
  red: 'text-destructive',
};
