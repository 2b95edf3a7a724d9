import { describe, expect, it } from 'vitest';
import { locationCreateBodySchema, locationUpdateBodySchema } from './location.schema';
import {
  assetLocationTexts,
  depthFirst,
  formatLocationPath,
  locationCodeFromName,
  locationInUseReason,
  locationKindAtDepth,
  locationKindProblem,
  locationNamesFromTexts,
  locationPathOf,
  parentMap,
  parseLocationPath,
  shortLocationPath,
  wouldMakeCycle,
} from './location-tree';

// Leeds › Packing › Line 3, and York beside Leeds.
const nodes = [
  { id: 'leeds', parent_id: null, name: 'Leeds' },
  { id: 'packing', parent_id: 'leeds', name: 'Packing' },
  { id: 'line3', parent_id: 'packing', name: 'Line 3' },
  { id: 'york', parent_id: null, name: 'York' },
];
const parents = parentMap(nodes);

describe('wouldMakeCycle', () => {
  it('refuses a node as its own parent', () => {
    expect(wouldMakeCycle(parents, 'packing', 'packing')).toBe(true);
  });

  it('refuses a parent below the node', () => {
    expect(wouldMakeCycle(parents, 'leeds', 'line3')).toBe(true);
    expect(wouldMakeCycle(parents, 'packing', 'line3')).toBe(true);
  });

  it('accepts a parent elsewhere in the tree, above it, or none', () => {
    expect(wouldMakeCycle(parents, 'packing', 'york')).toBe(false);
    expect(wouldMakeCycle(parents, 'line3', 'leeds')).toBe(false);
    expect(wouldMakeCycle(parents, 'line3', null)).toBe(false);
  });

  it('stops on a cycle already stored instead of looping', () => {
    const looped = new Map<string, string | null>([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(wouldMakeCycle(looped, 'c', 'a')).toBe(true);
  });
});

describe('locationPathOf', () => {
  const byId = new Map(nodes.map((node) => [node.id, node]));

  it('lists the path from the site down to the node itself', () => {
    expect(locationPathOf(byId, 'line3')).toEqual([
      { id: 'leeds', name: 'Leeds' },
      { id: 'packing', name: 'Packing' },
      { id: 'line3', name: 'Line 3' },
    ]);
    expect(locationPathOf(byId, 'york')).toEqual([{ id: 'york', name: 'York' }]);
  });

  it('is empty for an unknown node', () => {
    expect(locationPathOf(byId, 'nowhere')).toEqual([]);
  });
});

describe('formatLocationPath and parseLocationPath', () => {
  it('writes a path with "›" between the names', () => {
    expect(formatLocationPath(['Leeds', 'Packing', 'Line 3'])).toBe('Leeds › Packing › Line 3');
    expect(formatLocationPath([{ name: 'Leeds' }])).toBe('Leeds');
    expect(formatLocationPath([])).toBe('');
  });

  it('reads back what it writes', () => {
    expect(parseLocationPath(formatLocationPath(['Leeds', 'High-care', 'Line 3']))).toEqual([
      'Leeds',
      'High-care',
      'Line 3',
    ]);
  });

  it('accepts ">" as typed in a spreadsheet, spaces around either, and drops empty steps', () => {
    expect(parseLocationPath(' Leeds>Packing ›  Line   3 › ')).toEqual(['Leeds', 'Packing', 'Line 3']);
    expect(parseLocationPath('')).toEqual([]);
    expect(parseLocationPath(null)).toEqual([]);
  });
});

describe('locationKindAtDepth', () => {
  it('makes a site, an area, a line, then rooms below', () => {
    expect([0, 1, 2, 3, 4].map(locationKindAtDepth)).toEqual(['site', 'area', 'line', 'room', 'room']);
  });
});

describe('locationKindProblem', () => {
  it('keeps sites at the top and everything else inside a site', () => {
    expect(locationKindProblem('site', null)).toBeNull();
    expect(locationKindProblem('line', 'packing')).toBeNull();
    expect(locationKindProblem('site', 'leeds')).toMatch(/cannot be inside/);
    expect(locationKindProblem('area', null)).toMatch(/Only a site/);
  });
});

describe('assetLocationTexts and locationNamesFromTexts', () => {
  it('gives the site name and the path below it', () => {
    expect(assetLocationTexts([{ name: 'Leeds' }, { name: 'Packing' }, { name: 'Line 3' }])).toEqual({
      site: 'Leeds',
      location: 'Packing › Line 3',
    });
    expect(assetLocationTexts([{ name: 'Leeds' }])).toEqual({ site: 'Leeds', location: null });
    expect(assetLocationTexts([])).toEqual({ site: null, location: null });
  });

  it('reads the old texts as a path, under the default site when the site is empty', () => {
    expect(locationNamesFromTexts('Leeds', 'Packing › Line 3', 'Main site')).toEqual([
      'Leeds',
      'Packing',
      'Line 3',
    ]);
    expect(locationNamesFromTexts(null, 'Boiler house', 'Main site')).toEqual(['Main site', 'Boiler house']);
    expect(locationNamesFromTexts('  Leeds ', '  ', 'Main site')).toEqual(['Leeds']);
    expect(locationNamesFromTexts(null, '', 'Main site')).toEqual([]);
  });
});

describe('locationInUseReason', () => {
  it('names what is below the location', () => {
    expect(locationInUseReason('Line 3', 12, 2)).toBe('Line 3 has 12 assets and 2 locations below it');
    expect(locationInUseReason('Line 3', 1, 0)).toBe('Line 3 has 1 asset below it');
    expect(locationInUseReason('Packing', 0, 1)).toBe('Packing has 1 location below it');
    expect(locationInUseReason('Packing', 0, 0)).toBeNull();
  });
});

describe('locationCodeFromName', () => {
  it('upper-cases the name and joins its words with "-"', () => {
    expect(locationCodeFromName('Line 3')).toBe('LINE-3');
    expect(locationCodeFromName('Yard - North')).toBe('YARD-NORTH');
    expect(locationCodeFromName('  Raw materials & stores ')).toBe('RAW-MATERIALS-STORES');
    expect(locationCodeFromName('£££')).toBe('LOC');
  });
});

describe('location bodies', () => {
  it('refuses a name with a path separator', () => {
    const result = locationCreateBodySchema.safeParse({ kind: 'site', code: 'LDS', name: 'Leeds › East' });
    expect(result.success).toBe(false);
  });

  it('makes a create without a parent a top-level one, and refuses an empty update', () => {
    expect(locationCreateBodySchema.parse({ kind: 'site', code: 'LDS', name: ' Leeds ' })).toEqual({
      parent_id: null,
      kind: 'site',
      code: 'LDS',
      name: 'Leeds',
    });
    expect(locationUpdateBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('depthFirst', () => {
  it('puts each parent before its children and siblings by position, then name', () => {
    const tree = [
      { id: 'york', parent_id: null, name: 'York', position: 1 },
      { id: 'line2', parent_id: 'packing', name: 'Line 2', position: 0 },
      { id: 'packing', parent_id: 'leeds', name: 'Packing', position: 1 },
      { id: 'leeds', parent_id: null, name: 'Leeds', position: 0 },
      { id: 'line1', parent_id: 'packing', name: 'Line 1', position: 0 },
      { id: 'raw', parent_id: 'leeds', name: 'Raw materials', position: 0 },
    ];
    expect(depthFirst(tree).map((node) => node.id)).toEqual([
      'leeds',
      'raw',
      'packing',
      'line1',
      'line2',
      'york',
    ]);
  });
});

describe('shortLocationPath', () => {
  const path = ['Leeds Bakery', 'Packing', 'Line 1'];
  it('keeps a path that fits whole', () => {
    expect(shortLocationPath(path, 40)).toBe('Leeds Bakery › Packing › Line 1');
  });
  it('drops whole leading steps, never part of a name, and keeps the last', () => {
    expect(shortLocationPath(path, 24)).toBe('… › Packing › Line 1');
    expect(shortLocationPath(path, 12)).toBe('… › Line 1');
    expect(shortLocationPath(['Leeds Bakery', 'Packing'], 12)).toBe('… › Packing');
    expect(shortLocationPath(['Hull Chilled Foods'], 10)).toBe('Hull Chilled Foods');
  });
});
