import { roleMaySign, type SignatureQueueQuery } from '@plantwise/domain';
import type { AuthContext } from '../../platform/auth/sessions';
import { siteScopeOf } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { awaitingSignatureFilter, recordFilters, selectRecords, signedByFilter } from './records.queries';

/**
 * GET /api/signatures: "awaiting my signature" (work I performed and have not signed; for managers
 * admins and quality also records awaiting approval that they did not perform), or "signed by me".
 */
export async function listSignatureQueue(ctx: AppContext, auth: AuthContext, query: SignatureQueueQuery) {
  const me = auth.user.id;
  const queue =
    query.status === 'signed'
      ? signedByFilter(me)
      : awaitingSignatureFilter(me, roleMaySign(auth.profile.role, 'approved'));
  return selectRecords(
    ctx.db,
    recordFilters(siteScopeOf(auth), query, ctx.config.PLANT_TIME_ZONE, [queue]),
    query,
  );
}
