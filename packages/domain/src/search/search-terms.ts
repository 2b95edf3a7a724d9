import type { SearchSuggestion, SearchType } from './search.schema';

/**
 * The Quick Suggestions shown with an empty term (spec §2): each fills the box with its term, and
 * that term means something: 'critical' → critical assets and assets with an open critical
 * breakdown; 'overdue' → overdue work orders; 'low stock' → low, critical and out-of-stock items;
 * 'due' → maintenance tasks due within 7 days (docs/decisions/product-definitions.md).
 */
export const QUICK_SUGGESTIONS: ReadonlyArray<{
  label: string;
  term: string;
  suggestion: SearchSuggestion;
  type: SearchType;
}> = [
  { label: 'Critical Assets', term: 'critical', suggestion: 'critical', type: 'asset' },
  { label: 'Overdue Work Orders', term: 'overdue', suggestion: 'overdue', type: 'work-order' },
  { label: 'Low Stock Items', term: 'low stock', suggestion: 'low-stock', type: 'inventory' },
  { label: 'Due Maintenance', term: 'due', suggestion: 'due', type: 'maintenance-task' },
];

const SUGGESTION_WORDS: Record<string, SearchSuggestion> = {
  critical: 'critical',
  overdue: 'overdue',
  'low stock': 'low-stock',
  'low-stock': 'low-stock',
  due: 'due',
};

/** Words per search at most; more add nothing but work. */
export const SEARCH_MAX_WORDS = 8;

export interface InterpretedTerm {
  /** Lower-cased, trimmed, single-spaced: what codes, titles and the trigram similarity compare with. */
  text: string;
  /** Each must appear in a record's searched fields (spec §9) for a text match. */
  words: string[];
  /** The quick suggestion the whole term names, if it names one. */
  suggestion: SearchSuggestion | null;
  /** The old id-based work-order reference the term may be ('WO-1a2b3c4d', or its first characters). */
  workOrderIdPrefix: string | null;
  /** The start of a sequential work-order number the term may be ('WO-2026-000123', 'WO-2026-0001'), upper-cased. */
  workOrderNumberPrefix: string | null;
}

/** How a search term is read: its words, and whether it is a suggestion word or a work-order number. */
export function interpretSearchTerm(term: string): InterpretedTerm {
  const text = term.trim().replace(/\s+/g, ' ').toLowerCase();
  const words = [...new Set(text.split(' ').filter(Boolean))].slice(0, SEARCH_MAX_WORDS);
  const legacy = /^wo-?([0-9a-f]{4,8})$/.exec(text);
  const sequential = /^wo-?(\d{4})(?:-(\d{0,7}))?$/.exec(text);
  return {
    text,
    words,
    suggestion: SUGGESTION_WORDS[text] ?? null,
    workOrderIdPrefix: legacy ? legacy[1] : null,
    workOrderNumberPrefix: sequential
      ? `WO-${sequential[1]}${sequential[2] === undefined ? '' : `-${sequential[2]}`}`
      : null,
  };
}

/**
 * The range of uuids whose text starts with `prefix` (hex, at most 8 characters): a work order's number
 * is 'WO-' plus its id's first 8 characters (spec §3), so its primary key finds it by range.
 */
export function uuidPrefixRange(prefix: string): { from: string; to: string } {
  const hex = prefix.toLowerCase().slice(0, 8);
  const pad = (fill: string) => {
    const head = hex.padEnd(8, fill);
    return `${head}-${fill.repeat(4)}-${fill.repeat(4)}-${fill.repeat(4)}-${fill.repeat(12)}`;
  };
  return { from: pad('0'), to: pad('f') };
}

/** The shortest term worth a similar-matches pass: shorter ones resemble too much. */
export const SIMILAR_SEARCH_MIN_LENGTH = 4;

/**
 * Whether to search again for similar words (trigram similarity) because nothing matched every word:
 * a misspelt 'compresor' then still finds 'Compressor'. Only then: a term that matches is answered
 * exactly, so codes like 'CMP-001' do not bring their neighbours 'CMP-002', 'CMP-003' along.
 */
export function searchSimilarNext(term: InterpretedTerm, matches: number): boolean {
  return matches === 0 && term.suggestion === null && term.text.length >= SIMILAR_SEARCH_MIN_LENGTH;
}
