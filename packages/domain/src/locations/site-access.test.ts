import { describe, expect, it } from 'vitest';
import { ERRORS, errorText } from '../common/error-catalogue';
import { notSitesReason, siteHasPeopleReason, sitesSummary } from './site-access';

describe('site access wording', () => {
  it('names the locations that are not sites, one or several', () => {
    expect(notSitesReason(['Packing'])).toBe('Packing is not a site');
    expect(notSitesReason(['Packing', 'Line 1'])).toBe('Packing and Line 1 are not sites');
    expect(notSitesReason(['Packing', 'Line 1', 'Stores'])).toBe('Packing, Line 1 and Stores are not sites');
    expect(errorText(ERRORS.sitesNotSites, { reason: notSitesReason(['Packing']) })).toBe(
      'Choose sites only: Packing is not a site',
    );
  });

  it('counts the people limited to a site that is to be deleted', () => {
    expect(siteHasPeopleReason('Leeds', 1)).toBe('1 person is limited to Leeds');
    expect(siteHasPeopleReason('Leeds', 3)).toBe('3 people are limited to Leeds');
    expect(errorText(ERRORS.siteHasPeople, { reason: siteHasPeopleReason('Leeds', 2) })).toBe(
      '2 people are limited to Leeds: change their sites before deleting it',
    );
  });

  it('sums up a person’s sites, none meaning every site', () => {
    expect(sitesSummary([])).toBe('Every site');
    expect(sitesSummary(['Leeds'])).toBe('Leeds');
    expect(sitesSummary(['Leeds', 'York'])).toBe('Leeds and York');
  });
});
