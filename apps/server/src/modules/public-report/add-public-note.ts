import { DUPLICATE_WINDOW_MS, ERRORS, findDuplicate, type PublicNoteBody } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { openLabel, reportReceipt } from './label';
import { findByReference, insertPublicNote, touchBreakdown } from './public-report.queries';
import { claimPublicReport, underPublicReportLimits } from './report-limits';

/**
 * "Add a note" to the recent report instead of creating another: a row of its own, appended (notes sent
 * at the same moment are all kept), counted against the label's limits in the same transaction.
 */
export async function addPublicNote(
  ctx: AppContext,
  client: ClientInfo,
  actor: Actor,
  token: string,
  reference: string,
  body: PublicNoteBody,
) {
  const asset = await openLabel(ctx, token);
  const now = ctx.now();
  const at = now.toISOString();
  await underPublicReportLimits(ctx, () =>
    auditedTransaction(ctx.db, async (tx) => {
      await claimPublicReport(ctx, tx, client, asset.id);
      const target = await findByReference(
        tx,
        asset.id,
        reference,
        new Date(now.getTime() - DUPLICATE_WINDOW_MS),
      );
      if (!target || !findDuplicate([target], now)) throw new AppError(ERRORS.reportDuplicateGone);
      const note = await insertPublicNote(tx, {
        breakdown_id: target.id,
        note: body.note,
        field_reporter_name: body.field_reporter_name,
        ip: client.ip,
        created_at: at,
      });
      // The breakdown changed for everyone watching it: its screens refresh on this row's event.
      await touchBreakdown(tx, target.id, at);
      await appendAudit(tx, actor, {
        action: 'breakdown.note_added_from_label',
        entity_type: 'breakdown',
        entity_id: target.id,
        occurred_at: at,
        after: {
          note_id: note.id,
          note: body.note,
          field_reporter_name: body.field_reporter_name,
          ip: client.ip,
        },
      });
    }),
  );
  return reportReceipt(token, reference);
}
