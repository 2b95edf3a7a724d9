import { ERRORS, notSitesReason, sitesSummary, type UserSitesBody } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import { type SiteScope, siteWithinScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toAdminUser } from './users.presenters';
import { findLocationsByIds, findUser, locationNames, lockUser, replaceUserSites } from './users.queries';

/**
 * Limits a person to some sites, or gives them every site again with an empty list (admins;
 * docs/decisions/site-access.md). Every id must be a location of kind site. An admin who is limited to
 * sites themselves chooses only among theirs and cannot give every site. The person's sessions and sockets
 * follow at once: `user_sites` changes are published and the remembered sessions are stamped with them.
 */
export async function setUserSites(
  ctx: AppContext,
  callerScope: SiteScope,
  actor: Actor,
  id: string,
  input: UserSitesBody,
) {
  const chosen = [...new Set(input.site_ids.map((siteId) => siteId.toLowerCase()))].sort();
  if (callerScope !== null && chosen.length === 0) throw new AppError(ERRORS.forbidden);
  await auditedTransaction(ctx.db, async (tx) => {
    if (!(await lockUser(tx, id))) throw new AppError(ERRORS.userNotFound);
    const before = await findUser(tx, id);
    if (!before) throw new AppError(ERRORS.userNotFound);
    const found = await findLocationsByIds(tx, chosen);
    // Another site than the admin's own is as unknown to them as one that was deleted meanwhile.
    const visible = found.filter((location) => siteWithinScope(callerScope, location.id));
    if (visible.length !== chosen.length) throw new AppError(ERRORS.sitesUnknown);
    const notSites = visible.filter((location) => location.kind !== 'site');
    if (notSites.length > 0) {
      throw new AppError(ERRORS.sitesNotSites, {
        params: { reason: notSitesReason(notSites.map((location) => location.name)) },
        details: { location_ids: notSites.map((location) => location.id) },
      });
    }
    const previous = [...before.site_ids].sort();
    if (previous.join() === chosen.join()) return;
    await replaceUserSites(tx, id, previous, chosen);
    const names = await locationNames(tx, [...previous, ...chosen]);
    const summary = (ids: string[]) =>
      sitesSummary(ids.map((siteId) => names.get(siteId) ?? siteId).sort((a, b) => a.localeCompare(b)));
    await appendAudit(tx, actor, {
      action: 'user.sites_changed',
      entity_type: 'user',
      entity_id: id,
      before: { site_ids: previous, sites: summary(previous) },
      after: { site_ids: chosen, sites: summary(chosen) },
    });
  });
  return toAdminUser((await findUser(ctx.db, id))!);
}
