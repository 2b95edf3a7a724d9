import { useCallback } from 'react';
import { useSearchParam } from './use-search-param';

/**
 * `?highlight={id}`: the row a link (a search result, a notification, a record) or a create points at.
 * The list shows and marks it, or opens it; `setHighlight(null)` goes back to the whole list.
 */
export function useHighlight() {
  const [highlight, setHighlight] = useSearchParam('highlight');
  const clearHighlight = useCallback(() => setHighlight(null), [setHighlight]);
  return { highlight, setHighlight, clearHighlight };
}
