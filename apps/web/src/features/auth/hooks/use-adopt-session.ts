import type { SessionResponse } from '@plantwise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authKeys } from '../api/query-keys';

/**
 * Takes over a session the server has just started on this device (joining, a confirmation link, a
 * reset): the cache starts afresh as this person, so the next screen opens signed in with no round trip
 * (and no 401 on the way).
 */
export function useAdoptSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: SessionResponse) => {
      queryClient.removeQueries();
      queryClient.setQueryData(authKeys.session(), session);
    },
    [queryClient],
  );
}
