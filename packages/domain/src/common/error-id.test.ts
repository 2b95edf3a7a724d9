import { describe, expect, it } from 'vitest';
import { createErrorId, ERROR_ID_PATTERN } from './error-id';

describe('createErrorId', () => {
  it('joins the time and six base-36 characters', () => {
    const values = [0, 0.5, 0.999, 0.1, 0.2, 0.3];
    let i = 0;
    const id = createErrorId(1_767_225_600_000, () => values[i++] ?? 0);
    expect(id).toBe('ERR-1767225600000-0iz37a');
    expect(id).toMatch(ERROR_ID_PATTERN);
  });

  it('always has six characters after the time', () => {
    for (let n = 0; n < 50; n++) {
      expect(createErrorId(Date.now(), Math.random)).toMatch(ERROR_ID_PATTERN);
    }
  });
});
