import { VIEW_READS, type ViewName } from '@plantwise/domain';
import { readsUnderScope, type SiteScope } from '../auth/site-scope';
import type { AppContext } from '../context';

/**
 * A list's number of matches for these filters, remembered (VersionedMemo) until a table its view reads
 * changes: counting every match is most of a page's cost on a large table. A list kept to sites carries the
 * caller's scope in its filters as `scope` (docs/decisions/site-access.md): it is part of the key, and a
 * limited scope's total is also stamped with the tables that decide which site a row is at. `clock: false` for
 * filters that do not move with the clock: the total is then kept past the minute, until a table changes.
 */
export function rememberedTotal(
  ctx: AppContext,
  view: ViewName,
  filters: object & { scope?: SiteScope },
  count: () => Promise<number>,
  options: { clock?: boolean } = {},
): Promise<number> {
  return ctx.memo.get(
    `${view}.total ${JSON.stringify(filters)}`,
    readsUnderScope(VIEW_READS[view], filters.scope ?? null),
    count,
    options,
  );
}
