import { ERRORS, type WorkOrderListQuery, workOrderNumber, zonedMonthRange } from '@plantwise/domain';
import { rememberedTotal } from '../../platform/cache/list-total';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loadWorkOrder } from './work-order-guards';
import {
  countWorkOrderMatches,
  countWorkOrders,
  findCertificate,
  findWorkOrderRow,
  positionOf,
  selectWorkOrderPage,
} from './work-orders.queries';

/**
 * One page and the number of work orders matching the filters. The total counts every matching row
 * (most of the page's cost at 100,000 rows), so it is remembered until a work order, asset or person
 * changes, or the minute turns (overdue moves with the clock).
 */
export async function getWorkOrderList(ctx: AppContext, query: WorkOrderListQuery) {
  const now = ctx.now();
  const { limit: _limit, offset: _offset, sort: _sort, ...filters } = query;
  const [data, total] = await Promise.all([
    selectWorkOrderPage(ctx.db, query, now),
    rememberedTotal(ctx, 'workOrderList', filters, () => countWorkOrderMatches(ctx.db, filters, now)),
  ]);
  return { data, total };
}

export async function getWorkOrder(ctx: AppContext, id: string) {
  return loadWorkOrder(ctx.db, id, ctx.now());
}

/** Where a work order sits in the list as filtered and sorted (null if filtered away). */
export async function getWorkOrderPosition(ctx: AppContext, id: string, query: WorkOrderListQuery) {
  return { position: await positionOf(ctx.db, id, query, ctx.now()) };
}

/** The tiles: pending, in progress, overdue, completed this plant calendar month, follow-ups pending. */
export async function getWorkOrderCounts(ctx: AppContext) {
  const now = ctx.now();
  return countWorkOrders(ctx.db, now, zonedMonthRange(now, ctx.config.PLANT_TIME_ZONE).from);
}

/** The stored completion certificate's bytes and file name; 404 before completion. */
export async function getCertificate(ctx: AppContext, id: string) {
  const row = await findWorkOrderRow(ctx.db, id);
  if (!row) throw new AppError(ERRORS.workOrderNotFound);
  const fileId = row.pdf_file_path?.split('/').pop();
  const file = fileId ? await findCertificate(ctx.db, fileId) : null;
  if (!file) throw new AppError(ERRORS.certificateNotFound);
  return { data: file.data, filename: `${workOrderNumber(row)}.pdf` };
}
