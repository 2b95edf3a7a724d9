import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName } from './display-name';

describe('displayName', () => {
  it('uses the full name when there is one', () => {
    expect(displayName({ full_name: ' Ada Lovelace ', email: 'ada@plant.test' })).toBe('Ada Lovelace');
  });
  it('falls back to the part of the e-mail before the at-sign', () => {
    expect(displayName({ full_name: null, email: 'j.smith@plant.test' })).toBe('j.smith');
    expect(displayName({ full_name: '  ', email: 'ops@plant.test' })).toBe('ops');
  });
  it('gives the initial letter in upper case', () => {
    expect(avatarInitial({ full_name: null, email: 'mike@plant.test' })).toBe('M');
  });
});
