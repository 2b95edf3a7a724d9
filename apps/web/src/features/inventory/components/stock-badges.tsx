import { STOCK_STATUS_LABELS, type StockStatus } from '@plantwise/domain';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export const STOCK_DOT: Record<StockStatus, string> = {
  'in-stock': 'bg-success',
  'low-stock': 'bg-warning',
  'critical-stock': 'bg-orange-500',
  'out-of-stock': 'bg-destructive',
};

const STATUS_CLASSES: Record<StockStatus, string> = {
  'in-stock': 'border-transparent bg-success/15 text-success',
  'low-stock': 'border-transparent bg-warning/15 text-warning',
  'critical-stock': 'border-transparent bg-orange-500/15 text-orange-700 dark:text-orange-400',
  'out-of-stock': 'border-transparent bg-destructive/15 text-destructive',
};

export function StockStatusBadge({ status, className }: { status: StockStatus; className?: string }) {
  return <Badge className={cn(STATUS_CLASSES[status], className)}>{STOCK_STATUS_LABELS[status]}</Badge>;
}

/** BRCGS 4.7.6: parts and lubricants that may touch product must be food-grade. */
export function FoodGradeBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn('border-success/50 text-success', className)}
      title="Food-grade (BRCGS 4.7.6)"
    >
      Food grade
    </Badge>
  );
}
