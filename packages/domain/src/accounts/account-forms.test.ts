import { describe, expect, it } from 'vitest';
import { confirmationProblem, validateInvitationCode } from './account-forms';

describe('invitation and password forms (spec §5)', () => {
  it("refuses a code that is not exactly 6 digits with 'Invalid invitation code format'", () => {
    expect(validateInvitationCode('123456')).toBeNull();
    expect(validateInvitationCode('12345')).toBe('Invalid invitation code format');
    expect(validateInvitationCode('12345x')).toBe('Invalid invitation code format');
  });

  it("says 'Passwords do not match' when the confirmation differs", () => {
    expect(confirmationProblem('blue-conveyor', 'blue-conveyer')).toBe('Passwords do not match');
    expect(confirmationProblem('blue-conveyor', 'blue-conveyor')).toBeNull();
  });
});
