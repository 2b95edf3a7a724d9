import { budgetResponseSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { budgetKeys } from './query-keys';

/** A whole year of plan against actual (GET /api/budget), for one site or all. */
export function useBudget(year: number, site: string | undefined) {
  return useQuery(
    keptGetQuery(budgetKeys.year(year, site), '/api/budget', {
      query: { year, site },
      schema: budgetResponseSchema,
    }),
  );
}

/** The CSV download of the year (a plain link: the session cookie goes with it). */
export function budgetExportUrl(year: number, site: string | undefined): string {
  const params = new URLSearchParams({ year: String(year) });
  if (site) params.set('site', site);
  return `/api/budget/export.csv?${params}`;
}
