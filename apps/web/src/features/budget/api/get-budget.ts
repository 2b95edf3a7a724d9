import { budgetResponseSchema } from '@plantwise/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { budgetKeys } from './query-keys';

/** A whole year of plan against actual (GET /api/budget), for one site or all. */
export function useBudget(year: number, site: string | undefined) {
  return useQuery({
    queryKey: budgetKeys.year(year, site),
    queryFn: ({ signal }) =>
      api.get('/api/budget', { query: { year, site }, schema: budgetResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of the year (a plain link: the session cookie goes with it). */
export function budgetExportUrl(year: number, site: string | undefined): string {
  const params = new URLSearchParams({ year: String(year) });
  if (site) params.set('site', site);
  return `/api/budget/export.csv?${params}`;
}
