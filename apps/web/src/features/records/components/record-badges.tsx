import { RECORD_STATE_LABELS, type RecordState } from '@plantwise/domain';
import { Badge } from '@/components/ui/badge';

/** Signed in green, awaiting in amber, with the word (colour is not the only signal). */
export function RecordStateBadge({ state }: { state: RecordState }) {
  return (
    <Badge
      variant="outline"
      className={
        state === 'signed'
          ? 'border-success/40 bg-success/10 text-success'
          : // The warning token is too light for small text on white (3.3:1); a darker amber reads at AA.
            'border-warning/40 bg-warning/10 text-amber-800 dark:text-warning'
      }
    >
      {RECORD_STATE_LABELS[state]}
    </Badge>
  );
}
