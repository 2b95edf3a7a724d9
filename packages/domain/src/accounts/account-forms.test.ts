import { describe, expect, it } from 'vitest';
import {
  canSubmitAcceptForm,
  validateAcceptForm,
  validateInvitationCode,
  validateSignUpForm,
} from './account-forms';

describe('invite signup forms (spec §5)', () => {
  it("refuses a code that is not exactly 6 digits with 'Invalid invitation code format'", () => {
    expect(validateInvitationCode('123456')).toBeNull();
    expect(validateInvitationCode('12345')).toBe('Invalid invitation code format');
    expect(validateInvitationCode('12345x')).toBe('Invalid invitation code format');
  });

  it('requires a full name, a 6-character password and a matching confirmation', () => {
    expect(validateSignUpForm({ full_name: ' ', password: '12345', confirm_password: '1234' })).toEqual({
      full_name: 'Full name is required',
      password: 'Password must be at least 6 characters',
      confirm_password: 'Passwords do not match',
    });
    expect(validateSignUpForm({ full_name: 'Tess', password: '123456', confirm_password: '123456' })).toEqual(
      {},
    );
  });
});

describe('invite accept form (spec §5)', () => {
  it('requires 8 characters and a matching confirmation', () => {
    expect(validateAcceptForm({ password: '1234567', confirm_password: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect(validateAcceptForm({ password: '12345678', confirm_password: '12345679' })).toEqual({
      confirm_password: 'Passwords do not match',
    });
    expect(validateAcceptForm({ password: '12345678', confirm_password: '12345678' })).toEqual({});
  });

  it('enables submit only when both fields are filled and equal', () => {
    expect(canSubmitAcceptForm({ password: '', confirm_password: '' })).toBe(false);
    expect(canSubmitAcceptForm({ password: 'abc', confirm_password: 'abd' })).toBe(false);
    expect(canSubmitAcceptForm({ password: 'abc', confirm_password: 'abc' })).toBe(true);
  });
});
