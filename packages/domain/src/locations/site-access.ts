/**
 * Site access (docs/decisions/site-access.md): the words of its refusals. A person is limited to sites, the
 * top level of the location tree; an empty list of sites means every site.
 */

/** Names joined for a sentence: "Packing", "Packing and Line 1", "Packing, Line 1 and Stores". */
function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Why chosen locations cannot be someone's sites: "Packing is not a site", "Packing and Line 1 are not sites". */
export function notSitesReason(names: readonly string[]): string {
  return names.length === 1 ? `${names[0]} is not a site` : `${joinNames(names)} are not sites`;
}

/** Why a site cannot be deleted while people are limited to it: "2 people are limited to Leeds". */
export function siteHasPeopleReason(siteName: string, people: number): string {
  return people === 1 ? `1 person is limited to ${siteName}` : `${people} people are limited to ${siteName}`;
}

/** How a person's sites read on screen and in the audit: "Every site", "Leeds", "Leeds and York". */
export function sitesSummary(siteNames: readonly string[]): string {
  return siteNames.length === 0 ? 'Every site' : joinNames(siteNames);
}
