import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from './access';
import type { AuthContext } from './sessions';

/**
 * Site access (docs/decisions/site-access.md): the sites a caller is limited to, as location ids of kind
 * `site`, or null for every site. Every list, count, search, detail and export of site-kept rows narrows to
 * it; another site's row answers 404 as if it did not exist. The SQL conditions that apply a scope live in
 * db/site-scope.ts (only queries build SQL); this file is what routes and actions use to get a scope.
 */
export type SiteScope = readonly string[] | null;

/** The signed-in caller's scope (throws 401 when nobody is signed in). */
export function siteScopeOf(source: FastifyRequest | Pick<AuthContext, 'siteIds'>): SiteScope {
  const auth = 'siteIds' in source ? source : requireAuth(source);
  return auth.siteIds;
}

/** True when the scope leaves some sites out (a person limited to sites). */
export function isLimited(scope: SiteScope): scope is readonly string[] {
  return scope !== null;
}

/**
 * A short text that differs between scopes, for the keys of remembered answers (list totals, shared
 * answers, ETags): '*' for every site, else the sorted ids.
 */
export function siteScopeKey(scope: SiteScope): string {
  return scope === null ? '*' : `sites:${[...scope].sort().join(',')}`;
}

/** Whether a row of site `siteId` (null: no site) is within the scope. */
export function siteWithinScope(scope: SiteScope, siteId: string | null | undefined): boolean {
  if (scope === null) return true;
  return siteId != null && scope.includes(siteId);
}

/**
 * Whether a realtime change of a row kept to `sites` may reach a socket with this scope: `undefined`
 * sites means the row is not kept to sites (every reader of its table hears of it); an empty list means
 * a row of no site (only people with every site hear of it).
 */
export function mayHearOfSites(scope: SiteScope, sites: readonly string[] | undefined): boolean {
  if (sites === undefined || scope === null) return true;
  return sites.some((site) => scope.includes(site));
}

/** A short tag of the scope for ETags ('*' for every site). */
export function siteScopeTag(scope: SiteScope): string {
  if (scope === null) return '*';
  return createHash('sha256').update(siteScopeKey(scope)).digest('base64url').slice(0, 12);
}

/**
 * What a limited caller's answers also depend on: which site an asset is at (an asset moved to another
 * location takes its work along) and the tree itself (a location moved to another site). Remembered answers
 * and ETags of a limited caller are stamped with these tables too.
 */
export const SITE_SCOPE_READS = ['locations', 'assets'] as const;

/** `tables` with SITE_SCOPE_READS added for a limited scope. */
export function readsUnderScope(tables: readonly string[], scope: SiteScope): readonly string[] {
  if (scope === null) return tables;
  return [...new Set([...tables, ...SITE_SCOPE_READS])];
}
