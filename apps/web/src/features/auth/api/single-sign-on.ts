import type { SingleSignOn } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './query-keys';

/**
 * Whether the server offers single sign-on, and the provider's name. Read by hand rather than with the
 * domain's zod schema: the sign-in page has a JavaScript budget, and two fields need no library.
 */
export async function getSingleSignOn(signal?: AbortSignal): Promise<SingleSignOn> {
  const answer = await api.get<Partial<SingleSignOn> | null>('/api/auth/single-sign-on', { signal });
  return answer?.enabled === true && typeof answer.name === 'string'
    ? { enabled: true, name: answer.name }
    : { enabled: false, name: null };
}

export function useSingleSignOn() {
  return useQuery({
    queryKey: authKeys.singleSignOn(),
    queryFn: ({ signal }) => getSingleSignOn(signal),
    // A server setting: it changes only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
