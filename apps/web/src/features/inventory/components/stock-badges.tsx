import { STOCK_STATUS_LABELS, type StockStatus } from '@plantwise/domain';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export const STOCK_DOT: Record<StockStatus, string> = {
  'in-stock': 'bg-success',
  'low-stock': 'bg-warning',
  'critical-stock': 'bg-orange-500',
  'out-of-stock': 'bg-destructive',
};

// On their 15 % tint the tokens fall under 4.5:1 for small text in the light theme; a darker shade
// of the same hue reads at AA (the dark theme's tokens already do).
const STATUS_CLASSES: Record<StockStatus, string> = {
  'in-stock': 'border-transparent bg-success/15 text-green-800 dark:text-success',
  'low-stock': 'border-transparent bg-warning/15 text-amber-800 dark:text-warning',
  'critical-stock': 'border-transparent bg-orange-500/15 text-orange-800 dark:text-orange-400',
  'out-of-stock': 'border-transparent bg-destructive/15 text-red-800 dark:text-destructive',
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
