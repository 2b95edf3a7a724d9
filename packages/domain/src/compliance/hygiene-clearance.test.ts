import { describe, expect, it } from 'vitest';
import {
  CLEARED_HYGIENE_CLEARANCE,
  EMPTY_HYGIENE_CLEARANCE,
  HYGIENE_CLEARANCE_ITEMS,
  hygieneClearanceFailures,
  hygieneClearanceSummary,
} from './hygiene-clearance';

describe('hygiene clearance (BRCGS 4.7.4, one rule for breakdowns, work orders and PM)', () => {
  it('has the six items in checklist order', () => {
    expect(HYGIENE_CLEARANCE_ITEMS.map((i) => i.label)).toEqual([
      'All tools and materials removed',
      'Debris removed (swarf, fasteners, rags)',
      'No rust or flaking paint',
      'No structural damage',
      'Guards and detection reinstated',
      'Area cleaned',
    ]);
  });

  it('names every unconfirmed item', () => {
    expect(hygieneClearanceFailures(EMPTY_HYGIENE_CLEARANCE)).toHaveLength(6);
    expect(hygieneClearanceFailures(CLEARED_HYGIENE_CLEARANCE)).toEqual([]);
    expect(hygieneClearanceFailures(null)).toHaveLength(6);
    const allButOne = { ...EMPTY_HYGIENE_CLEARANCE };
    for (const { key } of HYGIENE_CLEARANCE_ITEMS) allButOne[key] = true;
    allButOne.area_cleaned = false;
    expect(hygieneClearanceFailures(allButOne)).toEqual([
      {
        validation_type: 'hygiene_clearance.area_cleaned',
        failure_reason: 'Hygiene clearance not confirmed: Area cleaned',
      },
    ]);
  });
});

describe('hygiene clearance summary', () => {
  it('says once how many items are open, without repeating their names', () => {
    expect(hygieneClearanceSummary(6)).toBe('Hygiene clearance not confirmed: tick the 6 items marked below');
    expect(hygieneClearanceSummary(1)).toBe('Hygiene clearance not confirmed: tick the item marked below');
  });
});
