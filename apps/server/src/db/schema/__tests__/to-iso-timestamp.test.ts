import { describe, expect, it } from 'vitest';
import { toIsoTimestamp } from '../columns';

/** What every timestamp went through before the text path: PostgreSQL's form made ISO, parsed as a Date. */
const byDate = (value: string) =>
  new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();

describe('toIsoTimestamp', () => {
  it.each([
    '2026-11-21 08:00:00+00',
    '2026-11-21 08:00:00.5+00',
    '2026-11-21 08:00:00.05+00',
    '2026-11-21 08:00:00.123+00',
    '2026-11-21 08:00:00.1239+00',
    '2026-11-21 23:59:59.999999+00',
    '1999-01-01 00:00:00.000001+00',
    '2026-11-21 08:00:00.5+02',
    '2026-11-21 08:00:00-05',
    '2026-03-29 01:30:00.25+05:30',
    // The form inside JSON (row_to_json, to_jsonb): the list pages built in the database.
    '2026-11-21T08:00:00+00:00',
    '2026-11-21T08:00:00.5+00:00',
    '2026-11-21T08:00:00.05+00:00',
    '2026-11-21T08:00:00.1239+00:00',
    '2026-11-21T23:59:59.999999+00:00',
    '1999-01-01T00:00:00.000001+00:00',
    '2026-11-21T08:00:00.5+02:00',
    '2026-11-21T08:00:00-05:00',
  ])('gives %s as Date parsing does', (value) => {
    expect(toIsoTimestamp(value)).toBe(byDate(value));
  });

  it('reads a Date as it is', () => {
    expect(toIsoTimestamp(new Date('2026-11-21T08:00:00.500Z'))).toBe('2026-11-21T08:00:00.500Z');
  });
});
