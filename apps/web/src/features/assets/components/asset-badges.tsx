import {
  ASSET_STATUS_LABELS,
  type AssetStatus,
  CRITICALITY_LABELS,
  type Criticality,
  type ScoreColour,
} from '@plantwise/domain';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STATUS_CLASSES: Record<AssetStatus, string> = {
  operational: 'border-transparent bg-success/15 text-success',
  maintenance: 'border-transparent bg-warning/15 text-warning',
  'out-of-service': 'border-transparent bg-destructive/15 text-destructive',
};

export function AssetStatusBadge({ status, className }: { status: AssetStatus; className?: string }) {
  return <Badge className={cn(STATUS_CLASSES[status], className)}>{ASSET_STATUS_LABELS[status]}</Badge>;
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
