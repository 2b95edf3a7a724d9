import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkToolCount, missingToolsText, toolControlFields } from './tool-count';

const spanner = { name: 'Spanner 13 mm', out: 1, in: 1 };
const ties = { name: 'Cable ties', out: 3, in: 1 };

describe('tool count (BRCGS 4.9: tools counted out and back in)', () => {
  it('lets a completion through when every tool is back, or no tools were taken', () => {
    expect(checkToolCount([spanner], null)).toEqual({ ok: true, missing: [] });
    expect(checkToolCount([], undefined)).toEqual({ ok: true, missing: [] });
  });

  it('refuses a count that does not match, naming what is not back', () => {
    expect(checkToolCount([spanner, ties], null)).toEqual({
      ok: false,
      message:
        'Tool count does not match: 2 × Cable ties not back. Find it, or write a missing-tool incident.',
    });
  });

  it('lets it through with a missing-tool incident, listing the missing tools', () => {
    expect(checkToolCount([spanner, ties], { description: 'Two ties lost near the slicer' })).toEqual({
      ok: true,
      missing: [{ name: 'Cable ties', missing: 2 }],
    });
  });

  it('refuses more back than went out, and an incident with nothing missing', () => {
    expect(checkToolCount([{ name: 'Torch', out: 1, in: 2 }], null)).toMatchObject({
      ok: false,
      message: 'Torch: 2 came back but 1 went out. Check the count.',
    });
    expect(checkToolCount([spanner], { description: 'Nothing lost really' })).toMatchObject({ ok: false });
  });

  it('words several missing tools', () => {
    expect(
      missingToolsText([
        { name: 'Spanner', missing: 1 },
        { name: 'Ties', missing: 2 },
      ]),
    ).toBe('1 × Spanner, 2 × Ties');
  });

  it('takes whole counts of at least one tool out and an incident of at least 10 characters', () => {
    const body = z.object(toolControlFields);
    expect(body.parse({})).toEqual({ tools: [] });
    expect(body.safeParse({ tools: [{ name: 'Torch', out: 0, in: 0 }] }).success).toBe(false);
    expect(body.safeParse({ tools: [{ name: 'Torch', out: 1.5, in: 1 }] }).success).toBe(false);
    expect(body.safeParse({ tools: [{ name: ' ', out: 1, in: 1 }] }).success).toBe(false);
    expect(body.safeParse({ missing_tool_incident: { description: 'lost' } }).success).toBe(false);
  });
});
