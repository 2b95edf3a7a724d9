import { describe, expect, it } from 'vitest';
import { crowAmsaaExpected, fitCrowAmsaa, trendOf } from './crow-amsaa';

describe('fitCrowAmsaa', () => {
  it('reproduces the reliability library’s Crow-AMSAA reference result (failure-truncated)', () => {
    // reliability (M. Reid), tests/test_Reliability_testing: reliability_growth(times, model="Crow-AMSAA"):
    // Beta 0.741656619656656, Lambda 0.0007886414235385733, instantaneous DMTBF 45937.70094814556.
    const times = [10400, 26900, 43400, 66400, 89400, 130400, 163400, 232000, 242000, 340700];
    const fit = fitCrowAmsaa(times, 340700);
    expect(fit?.beta).toBeCloseTo(0.741656619656656, 10);
    expect(fit?.lambda).toBeCloseTo(0.0007886414235385733, 14);
    expect(fit?.instantaneous_mtbf).toBeCloseTo(45937.70094814556, 5);
    expect(fit?.trend).toBe('improving');
  });

  it('expects as many failures as observed by the end of observation (λ T^β = n)', () => {
    const fit = fitCrowAmsaa([100, 300, 450, 520, 580, 610], 650);
    expect(fit && crowAmsaaExpected(fit, 650)).toBeCloseTo(6, 10);
    expect(fit?.trend).toBe('deteriorating');
  });

  it('needs three failures', () => {
    expect(fitCrowAmsaa([100, 200], 300)).toBeNull();
  });

  it('labels the trend: improving below 0.8, deteriorating above 1.2, stable between', () => {
    expect(trendOf(0.79)).toBe('improving');
    expect(trendOf(0.8)).toBe('stable');
    expect(trendOf(1.2)).toBe('stable');
    expect(trendOf(1.21)).toBe('deteriorating');
  });
});
