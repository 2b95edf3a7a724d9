import type { ScoreColour } from '@plantwise/domain';

/** Text colours of the spec §9 score colours, readable in both themes; the words beside them say the same. */
export const SCORE_TEXT: Record<ScoreColour, string> = {
  green: 'text-success',
  blue: 'text-primary',
  yellow: 'text-warning',
  orange: 'text-orange-600 dark:text-orange-400',
  red: 'text-destructive',
};
