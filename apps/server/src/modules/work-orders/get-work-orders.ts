import { WORK_ORDER_MESSAGES, type WorkOrderListQuery, workOrderNumber } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { loadWorkOrder } from './work-order-guards';
import {
  countWorkOrders,
  findCertificate,
  findWorkOrderRow,
  listWorkOrders,
  positionOf,
} from './work-orders.queries';

export async function getWorkOrderList(ctx: AppContext, query: WorkOrderListQuery) {
  return listWorkOrders(ctx.db, query, ctx.now());
}

export async function getWorkOrder(ctx: AppContext, id: string) {
  return loadWorkOrder(ctx.db, id, ctx.now());
}

/** Where a work order sits in the list as filtered and sorted (null if filtered away). */
export async function getWorkOrderPosition(ctx: AppContext, id: string, query: WorkOrderListQuery) {
  return { position: await positionOf(ctx.db, id, query, ctx.now()) };
}

/** The tiles: pending, in progress, overdue, completed this calendar month (UTC), follow-ups pending. */
export async function getWorkOrderCounts(ctx: AppContext) {
  const now = ctx.now();
  return countWorkOrders(ctx.db, now, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
}

/** The stored completion certificate's bytes and file name; 404 before completion. */
export async function getCertificate(ctx: AppContext, id: string) {
  const row = await findWorkOrderRow(ctx.db, id);
  if (!row) throw new NotFoundError(WORK_ORDER_MESSAGES.notFound, 'work_order_not_found');
  const fileId = row.pdf_file_path?.split('/').pop();
  const file = fileId ? await findCertificate(ctx.db, fileId) : null;
  if (!file) throw new NotFoundError(WORK_ORDER_MESSAGES.certificateMissing, 'certificate_not_found');
  return { data: file.data, filename: `${workOrderNumber(id)}.pdf` };
}
