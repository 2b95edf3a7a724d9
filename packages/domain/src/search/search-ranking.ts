import { formatCount, formatDateIn } from '../format/display';
import { SEARCH_COUNT_MAX, SEARCH_TYPES, type SearchCounts, type SearchType } from './search.schema';
import type { InterpretedTerm } from './search-terms';

/**
 * The order of search results: the records a suggestion word names first, then an exact
 * match of the record's own code (asset ID, item ID, work-order number, location code), then an exact match of its
 * asset's code (a work order or task of that asset), then a code or a title that starts with the term,
 * then everything else by trigram similarity. Lower is better.
 */
export const SEARCH_TIERS = {
  suggestion: 0,
  exactCode: 1,
  exactAssetCode: 2,
  prefix: 3,
  similar: 4,
} as const;
export type SearchTier = (typeof SEARCH_TIERS)[keyof typeof SEARCH_TIERS];

export interface RankableHit {
  /** The record's own code: asset ID, item ID, work-order number or location code. */
  code: string | null;
  /** The code of the record's asset (work orders and maintenance tasks). */
  assetCode: string | null;
  title: string;
  /** The record is one the suggestion word names (e.g. an overdue work order for 'overdue'). */
  suggested: boolean;
}

const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b;
const startsWith = (a: string | null, b: string) => a?.toLowerCase().startsWith(b) === true;

/** The tier of one hit for a term (see SEARCH_TIERS). */
export function searchTier(term: InterpretedTerm, hit: RankableHit): SearchTier {
  if (hit.suggested) return SEARCH_TIERS.suggestion;
  if (same(hit.code, term.text)) return SEARCH_TIERS.exactCode;
  if (same(hit.assetCode, term.text)) return SEARCH_TIERS.exactAssetCode;
  if (
    startsWith(hit.code, term.text) ||
    startsWith(hit.assetCode, term.text) ||
    startsWith(hit.title, term.text)
  )
    return SEARCH_TIERS.prefix;
  return SEARCH_TIERS.similar;
}

export interface RankedHit {
  type: SearchType;
  tier: SearchTier;
  /** Trigram word similarity of the term to the record's searched text, 0–1. */
  similarity: number;
  title: string;
}

/**
 * Titles compared as `localeCompare(…, 'en', { sensitivity: 'base' })` does, with one collator made once:
 * `localeCompare` with options builds a collator on every call (about a millisecond a search's merge at
 * a group's scale, where many hits share a tier and a similarity).
 */
const compareTitles = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/**
 * Orders hits by tier, then similarity (higher first), then title; hits that tie keep their order,
 * so a type's own order (e.g. the most overdue first) survives the merge of the types.
 */
export function compareSearchHits(a: RankedHit, b: RankedHit): number {
  if (a.tier !== b.tier) return a.tier - b.tier;
  if (a.tier === SEARCH_TIERS.suggestion) return 0;
  if (a.similarity !== b.similarity) return b.similarity - a.similarity;
  return compareTitles(a.title, b.title);
}

/** The best `limit` hits of every type, in one ranked list. */
export function mergeSearchHits<T extends RankedHit>(lists: ReadonlyArray<readonly T[]>, limit: number): T[] {
  return lists.flat().sort(compareSearchHits).slice(0, limit);
}

const SCREENS: Record<Exclude<SearchType, 'location'>, string> = {
  asset: '/assets',
  'work-order': '/work-orders',
  inventory: '/inventory',
  'maintenance-task': '/maintenance',
};

/**
 * Where a result opens: an asset its own page (people search for a machine to look at it, not at the
 * register around it); a location the asset register filtered to it and everything below it (what
 * someone looking up "Line 3" wants is the machines there); the others their screen with
 * `?highlight={id}`, which opens the row's sheet.
 */
export function searchResultUrl(type: SearchType, id: string): string {
  if (type === 'asset') return `/assets/${encodeURIComponent(id)}`;
  if (type === 'location') return `/assets?location=${encodeURIComponent(id)}`;
  return `${SCREENS[type]}?highlight=${encodeURIComponent(id)}`;
}

/** A result's second line: its non-empty parts joined by ' · '. */
export function searchSubtitle(parts: ReadonlyArray<string | null | undefined | false>): string {
  return parts
    .map((p) => (typeof p === 'string' ? p.trim() : ''))
    .filter(Boolean)
    .join(' · ');
}

/**
 * 'Due 14 Mar 2026': a task's next due day as the plant's calendar has it
 * (docs/decisions/product-definitions.md).
 */
export function dueDayLabel(nextDueDate: string, timeZone: string): string {
  return `Due ${formatDateIn(nextDueDate, timeZone)}`;
}

/**
 * A filter chip's count: '1,000+' for a type with more than SEARCH_COUNT_MAX matches; for all types (no
 * `type`), the sum, with '+' when any type has more.
 */
export function searchCountLabel(counts: SearchCounts, type?: SearchType): string {
  const types: readonly SearchType[] = type ? [type] : SEARCH_TYPES;
  const sum = types.reduce((total, t) => total + Math.min(counts[t], SEARCH_COUNT_MAX), 0);
  return `${formatCount(sum)}${types.some((t) => counts[t] > SEARCH_COUNT_MAX) ? '+' : ''}`;
}
