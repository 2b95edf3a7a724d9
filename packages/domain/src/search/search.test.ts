import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_RESULTS } from '../common/constants';
import { recentSearchBodySchema, SEARCH_COUNT_MAX, SEARCH_TYPES, searchQuerySchema } from './search.schema';
import {
  compareSearchHits,
  dueDayLabel,
  mergeSearchHits,
  type RankedHit,
  SEARCH_TIERS,
  searchCountLabel,
  searchResultUrl,
  searchSubtitle,
  searchTier,
} from './search-ranking';
import { interpretSearchTerm, QUICK_SUGGESTIONS, searchSimilarNext, uuidPrefixRange } from './search-terms';

describe('the search query (spec §9: "Search debounce 300 ms; at most 20 results")', () => {
  it('keeps the spec numbers', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_MAX_RESULTS).toBe(20);
  });
  it('answers at most 20 results, 20 unless asked for fewer', () => {
    expect(searchQuerySchema.parse({ q: 'pump' }).limit).toBe(20);
    expect(searchQuerySchema.parse({ q: 'pump', limit: '5' }).limit).toBe(5);
    expect(searchQuerySchema.safeParse({ q: 'pump', limit: '21' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'pump', limit: '0' }).success).toBe(false);
  });
  it('filters by the types of spec §2 (All, asset, work-order, inventory, maintenance-task) and location, last', () => {
    expect(SEARCH_TYPES).toEqual(['asset', 'work-order', 'inventory', 'maintenance-task', 'location']);
    expect(searchQuerySchema.parse({ q: 'x', type: 'location' }).type).toBe('location');
    expect(searchQuerySchema.parse({ q: 'x', type: 'work-order' }).type).toBe('work-order');
    expect(searchQuerySchema.safeParse({ q: 'x', type: 'breakdown' }).success).toBe(false);
  });
  it('trims the term, makes inner spaces one, and refuses an empty or overlong one', () => {
    expect(searchQuerySchema.parse({ q: '  low   stock ' }).q).toBe('low stock');
    expect(searchQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(recentSearchBodySchema.safeParse({ term: 'x'.repeat(100) }).success).toBe(true);
  });
});

describe('quick suggestions (spec §2: Critical Assets, Overdue Work Orders, Low Stock Items, Due Maintenance)', () => {
  it('fill the term with critical, overdue, low stock and due', () => {
    expect(QUICK_SUGGESTIONS.map((s) => [s.label, s.term])).toEqual([
      ['Critical Assets', 'critical'],
      ['Overdue Work Orders', 'overdue'],
      ['Low Stock Items', 'low stock'],
      ['Due Maintenance', 'due'],
    ]);
  });
  it('reads those terms as their suggestion, whatever their case and spacing', () => {
    expect(interpretSearchTerm('Critical').suggestion).toBe('critical');
    expect(interpretSearchTerm(' OVERDUE ').suggestion).toBe('overdue');
    expect(interpretSearchTerm('low  stock').suggestion).toBe('low-stock');
    expect(interpretSearchTerm('low-stock').suggestion).toBe('low-stock');
    expect(interpretSearchTerm('due').suggestion).toBe('due');
  });
  it('reads other terms as text only', () => {
    expect(interpretSearchTerm('critical pump').suggestion).toBeNull();
    expect(interpretSearchTerm('due date').suggestion).toBeNull();
  });
});

describe('reading a term', () => {
  it('splits it into distinct lower-case words, at most eight', () => {
    expect(interpretSearchTerm('  Pump PUMP  Seal ').words).toEqual(['pump', 'seal']);
    expect(interpretSearchTerm('a b c d e f g h i j').words).toHaveLength(8);
  });
  it('recognises a work-order number (spec §3: "WO-" plus the first 8 characters of the id)', () => {
    expect(interpretSearchTerm('WO-1a2b3c4d').workOrderIdPrefix).toBe('1a2b3c4d');
    expect(interpretSearchTerm('wo-1A2B').workOrderIdPrefix).toBe('1a2b');
    expect(interpretSearchTerm('wo-12').workOrderIdPrefix).toBeNull();
    expect(interpretSearchTerm('wood').workOrderIdPrefix).toBeNull();
  });
  it('recognises a sequential work-order number or its start (WO-2026-000123)', () => {
    expect(interpretSearchTerm('wo-2026-000123').workOrderNumberPrefix).toBe('WO-2026-000123');
    expect(interpretSearchTerm('WO-2026-0001').workOrderNumberPrefix).toBe('WO-2026-0001');
    expect(interpretSearchTerm('wo-2026').workOrderNumberPrefix).toBe('WO-2026');
    expect(interpretSearchTerm('wo-1a2b3c4d').workOrderNumberPrefix).toBeNull();
    expect(interpretSearchTerm('2026-000123').workOrderNumberPrefix).toBeNull();
  });
  it('turns a number prefix into the range of ids that start with it', () => {
    expect(uuidPrefixRange('1a2b')).toEqual({
      from: '1a2b0000-0000-0000-0000-000000000000',
      to: '1a2bffff-ffff-ffff-ffff-ffffffffffff',
    });
  });
});

describe('ranking (exact code match first, then prefix, then trigram similarity)', () => {
  const term = interpretSearchTerm('CMP-01');
  const hit = { code: null, assetCode: null, title: 'Air compressor', suggested: false };
  it('puts the record whose own code is the term first', () => {
    expect(searchTier(term, { ...hit, code: 'cmp-01' })).toBe(SEARCH_TIERS.exactCode);
  });
  it('then the work orders and tasks of the asset with that code', () => {
    expect(searchTier(term, { ...hit, assetCode: 'CMP-01' })).toBe(SEARCH_TIERS.exactAssetCode);
  });
  it('then codes and titles that start with the term', () => {
    expect(searchTier(term, { ...hit, code: 'CMP-010' })).toBe(SEARCH_TIERS.prefix);
    expect(searchTier(term, { ...hit, assetCode: 'CMP-011' })).toBe(SEARCH_TIERS.prefix);
    expect(searchTier(interpretSearchTerm('air'), hit)).toBe(SEARCH_TIERS.prefix);
  });
  it('then the rest; a suggestion word names its records before all', () => {
    expect(searchTier(term, hit)).toBe(SEARCH_TIERS.similar);
    expect(searchTier(term, { ...hit, code: 'CMP-01', suggested: true })).toBe(SEARCH_TIERS.suggestion);
  });
  it('orders by tier, then similarity, then title; ties keep their order', () => {
    const h = (title: string, tier: RankedHit['tier'], similarity: number): RankedHit => ({
      type: 'asset',
      title,
      tier,
      similarity,
    });
    const list = [h('b', 4, 0.9), h('a', 4, 0.9), h('c', 4, 0.95), h('code', 1, 0.2), h('pre', 3, 0.1)];
    expect([...list].sort(compareSearchHits).map((x) => x.title)).toEqual(['code', 'pre', 'c', 'a', 'b']);
    // Titles compare by their letters alone: case and accents tie (and keep their order), 'a' before 'B'.
    const titles = [h('pump', 4, 0.5), h('B', 4, 0.5), h('Pümp', 4, 0.5), h('Pump', 4, 0.5), h('a', 4, 0.5)];
    expect([...titles].sort(compareSearchHits).map((x) => x.title)).toEqual([
      'a',
      'B',
      'pump',
      'Pümp',
      'Pump',
    ]);
    const overdue = [h('most overdue', 0, 0), h('less overdue', 0, 1)];
    expect(mergeSearchHits([overdue, [h('x', 1, 1)]], 20).map((x) => x.title)).toEqual([
      'most overdue',
      'less overdue',
      'x',
    ]);
  });
  it('keeps at most the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      type: 'asset' as const,
      title: `t${i}`,
      tier: 4 as const,
      similarity: 0.5,
    }));
    expect(mergeSearchHits([many], SEARCH_MAX_RESULTS)).toHaveLength(20);
  });
});

describe('result links (spec §2)', () => {
  it("open an asset's own page, a location's assets in the register, and each other screen with ?highlight={id}", () => {
    expect(searchResultUrl('asset', 'a1')).toBe('/assets/a1');
    expect(searchResultUrl('work-order', 'w1')).toBe('/work-orders?highlight=w1');
    expect(searchResultUrl('inventory', 'i1')).toBe('/inventory?highlight=i1');
    expect(searchResultUrl('maintenance-task', 't1')).toBe('/maintenance?highlight=t1');
    expect(searchResultUrl('location', 'l1')).toBe('/assets?location=l1');
  });
  it('join a subtitle from its present parts', () => {
    expect(searchSubtitle(['CMP-01', null, ' ', 'Line 2', false])).toBe('CMP-01 · Line 2');
  });
});

describe("a task subtitle's due day", () => {
  it('is the plant calendar day (docs/decisions/product-definitions.md: calendar days use the plant time zone)', () => {
    expect(dueDayLabel('2026-03-14T23:30:00Z', 'Europe/London')).toBe('Due 14 Mar 2026');
    expect(dueDayLabel('2026-07-14T23:30:00Z', 'Europe/London')).toBe('Due 15 Jul 2026');
  });
});

describe('similar matches (trigram similarity)', () => {
  it('are searched only when nothing matched every word, for terms of 4 characters or more', () => {
    expect(searchSimilarNext(interpretSearchTerm('compresor'), 0)).toBe(true);
    expect(searchSimilarNext(interpretSearchTerm('compresor'), 1)).toBe(false);
    expect(searchSimilarNext(interpretSearchTerm('cmp'), 0)).toBe(false);
    expect(searchSimilarNext(interpretSearchTerm('overdue'), 0)).toBe(false);
  });
});

describe("the filter chips' counts (at most 1,000 counted per type)", () => {
  const none = { asset: 0, 'work-order': 0, inventory: 0, 'maintenance-task': 0, location: 0 };
  it("counts up to 1,000 and says '1,000+' above, the sum of all types with '+' when one has more", () => {
    expect(SEARCH_COUNT_MAX).toBe(1000);
    const counts = { ...none, asset: 25, 'work-order': SEARCH_COUNT_MAX + 1, inventory: 1000 };
    expect(searchCountLabel(counts, 'asset')).toBe('25');
    expect(searchCountLabel(counts, 'inventory')).toBe('1,000');
    expect(searchCountLabel(counts, 'work-order')).toBe('1,000+');
    expect(searchCountLabel(counts)).toBe('2,025+');
    expect(searchCountLabel({ ...none, asset: 7 })).toBe('7');
  });
});
