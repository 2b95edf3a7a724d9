import { useCallback, useState } from 'react';

/** The state of a dialog that adds a new item or edits one: `add()`, `edit(item)`, whether it is open and on what. */
export function useEditDialog<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  const add = useCallback(() => setState({ open: true, item: null }), []);
  const edit = useCallback((item: T) => setState({ open: true, item }), []);
  const onOpenChange = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  return { open: state.open, item: state.item, add, edit, onOpenChange };
}
