import { z } from 'zod';
import { SEARCH_MAX_RESULTS } from '../common/constants';

/** The kinds of record the global search finds (spec §2), in the order its filter chips show them. */
export const SEARCH_TYPES = ['asset', 'work-order', 'inventory', 'maintenance-task', 'location'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The filter chips' words for each type. */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  asset: 'Assets',
  'work-order': 'Work Orders',
  inventory: 'Inventory',
  'maintenance-task': 'Maintenance',
  location: 'Locations',
};

export const SEARCH_TERM_MAX_LENGTH = 100;
/** Recent searches kept per person (the newest first). */
export const RECENT_SEARCHES_KEPT = 10;

/** A search term: trimmed, inner runs of white space made one space, 1–100 characters. */
export const searchTermSchema = z
  .string({ error: 'Search term must be text' })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'Enter a search term')
      .max(SEARCH_TERM_MAX_LENGTH, `Search term must be at most ${SEARCH_TERM_MAX_LENGTH} characters`),
  );

/** `GET /api/search?q&type&limit`: at most 20 results (spec §9). */
export const searchQuerySchema = z.object({
  q: searchTermSchema,
  type: z.enum(SEARCH_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_RESULTS).default(SEARCH_MAX_RESULTS),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The screen that shows the record: `/assets/{id}`, `/work-orders?highlight={id}`, `/assets?location={id}`, … */
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * Matches counted per type at most: a type with more is counted as SEARCH_COUNT_MAX + 1 and its chip says
 * '1,000+'. A common word matches hundreds of thousands of a group's work orders; counting them all took
 * seconds for a number nobody reads exactly (docs/decisions/group-scale.md, "Search").
 */
export const SEARCH_COUNT_MAX = 1000;

/** Matches per type, up to SEARCH_COUNT_MAX; SEARCH_COUNT_MAX + 1 means more. */
export const searchCountsSchema = z.object({
  asset: z.number().int(),
  'work-order': z.number().int(),
  inventory: z.number().int(),
  'maintenance-task': z.number().int(),
  location: z.number().int(),
});
export type SearchCounts = z.infer<typeof searchCountsSchema>;

export const SEARCH_SUGGESTIONS = ['critical', 'overdue', 'low-stock', 'due'] as const;
export type SearchSuggestion = (typeof SEARCH_SUGGESTIONS)[number];

export const searchResponseSchema = z.object({
  data: z.array(searchResultSchema),
  /** Matches per type, whatever the type filter (the chips' counts), up to SEARCH_COUNT_MAX + 1 (= more). */
  counts: searchCountsSchema,
  /** The quick suggestion the term was read as ('overdue' → overdue work orders), if any. */
  suggestion: z.enum(SEARCH_SUGGESTIONS).nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const recentSearchSchema = z.object({ term: z.string(), searched_at: z.string() });
export type RecentSearch = z.infer<typeof recentSearchSchema>;
export const recentSearchListSchema = z.object({ data: z.array(recentSearchSchema) });
export type RecentSearchList = z.infer<typeof recentSearchListSchema>;
export const recentSearchBodySchema = z.object({ term: searchTermSchema });
export type RecentSearchBody = z.infer<typeof recentSearchBodySchema>;
