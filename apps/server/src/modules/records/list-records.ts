import type { RecordListQuery } from '@plantwise/domain';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { recordFilters, selectRecords } from './records.queries';

/** GET /api/records: a page of records under the filters, newest completion first. */
export async function listRecords(ctx: AppContext, scope: SiteScope, query: RecordListQuery) {
  return selectRecords(ctx.db, recordFilters(scope, query, ctx.config.PLANT_TIME_ZONE), query);
}
