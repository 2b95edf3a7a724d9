import type { RecordListQuery, SignatureQueueQuery } from '@plantwise/domain';
import { hasAtLeastRole } from '@plantwise/domain';
import { sql } from 'drizzle-orm';
import { records } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { recordFilters, selectRecords } from './records.queries';

/** GET /api/records: a page of records under the filters, newest completion first. */
export async function listRecords(ctx: AppContext, query: RecordListQuery) {
  return selectRecords(ctx.db, recordFilters(query, ctx.config.PLANT_TIME_ZONE), query);
}

const signedBy = (userId: string) =>
  sql`exists (select 1 from record_signatures s where s.record_id = ${records.id} and s.signer_id = ${userId})`;
const hasMeaning = (meaning: string) =>
  sql`exists (select 1 from record_signatures s where s.record_id = ${records.id} and s.meaning = ${meaning})`;

/**
 * GET /api/signatures: "awaiting my signature" (work I performed and have not signed; for managers
 * and admins also records awaiting approval that they did not perform), or "signed by me".
 */
export async function listSignatureQueue(ctx: AppContext, auth: AuthContext, query: SignatureQueueQuery) {
  const me = auth.user.id;
  if (query.status === 'signed')
    return selectRecords(ctx.db, recordFilters({}, ctx.config.PLANT_TIME_ZONE, [signedBy(me)]), query);
  const toPerform = sql`(${records.performer_id} = ${me} and not exists (
    select 1 from record_signatures s where s.record_id = ${records.id} and s.signer_id = ${me} and s.meaning = 'performed'))`;
  const toApprove = hasAtLeastRole(auth.profile.role, 'manager')
    ? sql` or (not ${hasMeaning('approved')} and ${records.performer_id} is distinct from ${me}
        and not exists (select 1 from record_signatures s where s.record_id = ${records.id} and s.signer_id = ${me} and s.meaning = 'performed'))`
    : sql``;
  return selectRecords(
    ctx.db,
    recordFilters({}, ctx.config.PLANT_TIME_ZONE, [sql`(${toPerform}${toApprove})`]),
    query,
  );
}
