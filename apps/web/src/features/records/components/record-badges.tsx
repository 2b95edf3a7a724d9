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
          : 'border-warning/40 bg-warning/10 text-warning'
      }
    >
      {RECORD_STATE_LABELS[state]}
    </Badge>
  );
}
