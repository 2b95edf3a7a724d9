import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?highlight={id}`: the row a link (a search result, a notification, a record) or a create points at.
 * The list shows and marks it, or opens it; `setHighlight(null)` goes back to the whole list.
 */
export function useHighlight() {
  const [params, setParams] = useSearchParams();
  const setHighlight = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('highlight', id);
          else next.delete('highlight');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clearHighlight = useCallback(() => setHighlight(null), [setHighlight]);
  return { highlight: params.get('highlight'), setHighlight, clearHighlight };
}
