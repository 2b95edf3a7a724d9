import { describe, expect, it } from 'vitest';
import { VIEW_READS } from './view-reads';

describe('what each view reads', () => {
  it('names each table once per view', () => {
    for (const [view, tables] of Object.entries(VIEW_READS))
      expect(new Set(tables).size, view).toBe(tables.length);
  });

  it('has the budget follow the assets it names, like the server always did', () => {
    expect(VIEW_READS.budget).toContain('assets');
  });
});
