import {
  BREAKDOWN_STATUS_LABELS,
  type BreakdownStatus,
  SEVERITY_LABELS,
  type Severity,
} from '@plantwise/domain';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export { SEVERITY_LABELS };
export const STATUS_LABELS = BREAKDOWN_STATUS_LABELS;

// Text colours that keep 4.5:1 contrast on their tinted backgrounds in both themes.
const SEVERITY_CLASSES: Record<Severity, string> = {
  critical: 'border-red-600 bg-red-600 text-white dark:border-red-500 dark:bg-red-700',
  high: 'border-orange-300 bg-orange-100 text-orange-900 dark:border-orange-700 dark:bg-orange-950 dark:text-orange-100',
  medium:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  low: 'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
};

const STATUS_CLASSES: Record<BreakdownStatus, string> = {
  reported: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  assigned:
    'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
  resolved:
    'border-teal-300 bg-teal-50 text-teal-900 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-100',
  cancelled:
    'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
  completed:
    'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
};

export function SeverityBadge({ severity, className }: { severity: Severity; className?: string }) {
  return (
    <Badge variant="outline" className={cn(SEVERITY_CLASSES[severity], className)}>
      {SEVERITY_LABELS[severity]}
    </Badge>
  );
}

export function StatusBadge({ status, className }: { status: BreakdownStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_CLASSES[status], className)}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
