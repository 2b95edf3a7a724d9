import type { AppContext } from '../../platform/context';
import { loadItem } from './item-guards';

export function getItem(ctx: AppContext, id: string) {
  return loadItem(ctx.db, id);
}
