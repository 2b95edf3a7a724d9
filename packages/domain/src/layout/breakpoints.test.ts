import { describe, expect, it } from 'vitest';
import { deviceClass } from './breakpoints';

describe('deviceClass', () => {
  it('splits at 768 and 1024 px', () => {
    expect(deviceClass(767)).toBe('mobile');
    expect(deviceClass(768)).toBe('tablet');
    expect(deviceClass(1023)).toBe('tablet');
    expect(deviceClass(1024)).toBe('desktop');
  });
});
