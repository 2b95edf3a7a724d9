import { type BreakdownStatus, breakdownSchema, listResponseSchema, type Severity } from '@plantwise/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { breakdownKeys } from './query-keys';

const breakdownListSchema = listResponseSchema(breakdownSchema);

/** The filters of GET /api/breakdowns as the screens hold them. */
export interface BreakdownListParams {
  limit: number;
  offset: number;
  status?: BreakdownStatus;
  severity?: Severity;
  asset_id?: string;
  from?: string;
  to?: string;
  active?: boolean;
}

export function getBreakdowns(params: BreakdownListParams, signal?: AbortSignal) {
  const { active, ...rest } = params;
  const query = { ...rest, active: active === undefined ? undefined : String(active) };
  return api.get('/api/breakdowns', { query, schema: breakdownListSchema, signal });
}

export function breakdownsQueryOptions(query: BreakdownListParams) {
  return queryOptions({
    queryKey: breakdownKeys.list(query),
    queryFn: ({ signal }) => getBreakdowns(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of breakdowns: active first, then the newest (GET /api/breakdowns). */
export function useBreakdowns(query: BreakdownListParams) {
  return useQuery(breakdownsQueryOptions(query));
}
