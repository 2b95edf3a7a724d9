import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName, personName } from './display-name';

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

describe('personName', () => {
  it('names a person by the full name, else by the whole e-mail', () => {
    expect(personName({ full_name: ' Ada Lovelace ', email: 'ada@plant.test' })).toBe('Ada Lovelace');
    expect(personName({ full_name: '', email: 'j.smith@plant.test' })).toBe('j.smith@plant.test');
    expect(personName({ full_name: null, email: 'ops@plant.test' })).toBe('ops@plant.test');
  });
});
