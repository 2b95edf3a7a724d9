import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** One parameter of the address, and a setter that changes only it (null removes it) without a history entry. */
export function useSearchParam(name: string) {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams, name],
  );
  return [params.get(name), set] as const;
}
