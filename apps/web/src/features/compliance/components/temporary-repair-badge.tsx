import { TEMPORARY_REPAIR_STATE_LABELS, type TemporaryRepairState } from '@plantwise/domain';
import { Badge } from '@/components/ui/badge';

const TONE: Record<TemporaryRepairState, string> = {
  closed: 'border-success/40 bg-success/10 text-success',
  // The warning token is too light for small text on white (3.3:1); a darker amber reads at AA.
  open: 'border-warning/40 bg-warning/10 text-amber-800 dark:text-warning',
  overdue: 'border-destructive/40 bg-destructive/10 text-destructive',
};

/** Closed in green, open in amber, overdue in red, with the word (colour is not the only signal). */
export function TemporaryRepairStateBadge({ state }: { state: TemporaryRepairState }) {
  return (
    <Badge variant="outline" className={TONE[state]}>
      {TEMPORARY_REPAIR_STATE_LABELS[state]}
    </Badge>
  );
}
