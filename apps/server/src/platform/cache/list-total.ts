import { VIEW_READS, type ViewName } from '@plantwise/domain';
import type { AppContext } from '../context';

/**
 * A list's number of matches for these filters, remembered (VersionedMemo) until a table its view reads
 * changes: counting every match is most of a page's cost on a large table.
 */
export function rememberedTotal(
  ctx: AppContext,
  view: ViewName,
  filters: object,
  count: () => Promise<number>,
): Promise<number> {
  return ctx.memo.get(`${view}.total ${JSON.stringify(filters)}`, VIEW_READS[view], count);
}
