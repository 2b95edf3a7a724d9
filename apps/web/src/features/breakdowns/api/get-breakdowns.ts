import { type BreakdownStatus, breakdownSchema, listResponseSchema, type Severity } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
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

export function breakdownsQueryOptions(query: BreakdownListParams) {
  return keptGetQuery(breakdownKeys.list(query), '/api/breakdowns', {
    query: { ...query },
    schema: breakdownListSchema,
  });
}

/** A page of breakdowns: active first, then the newest (GET /api/breakdowns). */
export function useBreakdowns(query: BreakdownListParams) {
  return useQuery(breakdownsQueryOptions(query));
}
