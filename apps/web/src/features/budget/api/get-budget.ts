import { budgetResponseSchema } from '@plantwise/domain';
import { useQuery } from '@tanstack/react-query';
import { keptGetQuery } from '@/lib/kept-query';
import { budgetKeys } from './query-keys';

/** Where the budget looks: a location of the tree, or (older links) a site's name; neither: all sites. */
export interface BudgetPlace {
  location?: string;
  site?: string;
}

/** A whole year of plan against actual (GET /api/budget), for a location, a site or all. */
export function useBudget(year: number, place: BudgetPlace) {
  return useQuery(
    keptGetQuery(budgetKeys.year(year, place), '/api/budget', {
      query: { year, location_id: place.location, site: place.site },
      schema: budgetResponseSchema,
    }),
  );
}

/** The CSV download of the year (a plain link: the session cookie goes with it). */
export function budgetExportUrl(year: number, place: BudgetPlace): string {
  const params = new URLSearchParams({ year: String(year) });
  if (place.location) params.set('location_id', place.location);
  if (place.site) params.set('site', place.site);
  return `/api/budget/export.csv?${params}`;
}
