import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A filtered list's address: its parameters, the page's offset, and `update`, which changes several filters at
 * once (an empty value removes one) without a history entry and goes back to the first page unless it sets
 * the offset itself.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('offset' in changes)) next.delete('offset');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  return { params, offset, update };
}
