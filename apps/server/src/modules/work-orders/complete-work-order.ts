import {
  type ChecklistStep,
  type CompleteWorkOrderBody,
  checklistRecord,
  checkToolCount,
  checkWorkOrderCompletion,
  complianceColumns,
  ERRORS,
  followUpFromWorkOrder,
  needsFollowUp,
  notificationRecipients,
  notifiedAssetLabel,
  type WorkOrderPart,
  workOrderCost,
  workOrderNumber,
} from '@plantwise/domain';
import type { Tx } from '../../db/client';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { fileUrl, insertFile } from '../files';
import { holdForRelease } from '../hygiene-release';
import { consumeStock } from '../inventory';
import { queueNotification } from '../notifications';
import { writeRecord } from '../records';
import { reportMissingTools } from '../tool-control';
import { enqueueWebhookEvent } from '../webhooks';
import { type CertificateContent, contentHash, renderCertificatePdf } from './certificate-pdf';
import { insertAuditedWorkOrder, loadWorkOrder, lockExistingWorkOrder } from './work-order-guards';
import { findAsset, readLabourRate, updateWorkOrder, type WorkOrderRow } from './work-orders.queries';

/**
 * Completes an in-progress work order (docs/decisions/records-and-signatures.md) in ONE transaction: the
 * checks (notes, completer, hygiene clearance, checklist, temporary-fix deadline), the parts consumed through
 * the stock ledger (short stock refuses everything), the cost, the follow-up work order, the parent's
 * follow-up marked done, the PDF certificate, the audit row and the 'work_order_completed'
 * notification. Any failure leaves nothing written; of two simultaneous completions exactly one wins.
 */
export async function completeWorkOrder(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  id: string,
  input: CompleteWorkOrderBody,
) {
  const now = ctx.now();
  const at = now.toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingWorkOrder(tx, id, 'complete', auth.siteIds, auth);
    const steps = (current.checklist as ChecklistStep[]) ?? [];
    const check = checkWorkOrderCompletion(input, steps, now);
    if (!check.ok)
      throw new AppError(ERRORS.workOrderCompletionRefused, {
        message: check.message,
        details: { failures: check.failures },
      });
    const toolCount = checkToolCount(input.tools, input.missing_tool_incident);
    if (!toolCount.ok) throw new AppError(ERRORS.toolCountMismatch, { message: toolCount.message });

    const number = workOrderNumber(current);
    const consumed = input.parts_used.length
      ? await consumeStock(tx, {
          work_order_id: id,
          parts: input.parts_used,
          actor,
          reason: `Used on ${number}`,
          at,
        })
      : [];
    const parts: WorkOrderPart[] = consumed.map(({ quantity_after: _after, ...part }) => part);
    const labourRate = await readLabourRate(tx);
    const cost = workOrderCost({
      cost: input.cost,
      actual_duration: input.actual_duration,
      labour_rate: labourRate,
      parts,
    });
    const completedBy = input.completed_by.trim();
    const completionNotes = input.completion_notes.trim();

    const followUp = needsFollowUp(input)
      ? await createFollowUp(
          tx,
          actor,
          current,
          { ...input, completed_by: completedBy, completion_notes: completionNotes },
          auth.user.id,
          at,
          ctx.config.PLANT_TIME_ZONE,
        )
      : null;
    if (current.source_work_order_id)
      await markParentFollowUpDone(tx, actor, current.source_work_order_id, completedBy, at);

    const asset = current.asset_id ? await findAsset(tx, current.asset_id) : null;
    const checklistResults = checklistRecord(steps, input.checklist);
    const content: CertificateContent = {
      plant_name: ctx.config.PLANT_NAME,
      number,
      work_order_id: id,
      title: current.title,
      asset: asset
        ? { asset_id: asset.asset_id, asset_name: asset.asset_name, location: asset.location ?? null }
        : null,
      maintenance_type: current.maintenance_type,
      priority: current.priority,
      date_scheduled: current.date_scheduled,
      started_at: current.started_at,
      date_completed: at,
      actual_duration: input.actual_duration,
      completed_by: completedBy,
      completion_notes: completionNotes,
      parts_used: parts,
      hygiene_clearance: input.hygiene_clearance,
      checklist_results: checklistResults.map(({ step_id: _id, ...r }) => r),
      fix_type: input.fix_type,
      permanent_repair_deadline:
        input.fix_type === 'temporary' ? (input.permanent_repair_deadline ?? null) : null,
      follow_up: followUp
        ? {
            number: workOrderNumber(followUp),
            title: followUp.title,
            date_scheduled: followUp.date_scheduled,
          }
        : null,
      cost,
    };
    const sha256 = contentHash(content);
    const pdf = await renderCertificatePdf(content, sha256, ctx.config.PLANT_TIME_ZONE);
    const file = await insertFile(tx, {
      owner_type: 'work_order_certificate',
      owner_id: id,
      filename: `${number}.pdf`,
      content_type: 'application/pdf',
      data: pdf,
      created_by: auth.user.id,
    });
    const path = `/api/work-orders/${id}/certificate.pdf`;
    const changes = {
      status: 'completed' as const,
      date_completed: at,
      actual_duration: input.actual_duration,
      ...cost,
      labour_rate: labourRate,
      parts_used: parts,
      completion_notes: completionNotes,
      completed_by: completedBy,
      checklist_results: checklistResults,
      hygiene_clearance: input.hygiene_clearance,
      ...complianceColumns(input.hygiene_clearance),
      tool_counts: input.tools,
      missing_tool_incident: input.missing_tool_incident?.description ?? null,
      fix_type: input.fix_type,
      permanent_repair_deadline: content.permanent_repair_deadline,
      follow_up_required: input.follow_up_required || input.fix_type === 'temporary',
      follow_up_details: input.follow_up_details ?? null,
      follow_up_date: followUp?.date_scheduled ?? input.follow_up_date ?? null,
      follow_up_triggered: followUp !== null,
      follow_up_task_id: followUp?.id ?? null,
      certificate_generated: true,
      certificate_path: path,
      certificate_generated_at: at,
      certificate_generated_by: completedBy,
      certificate_sha256: sha256,
      pdf_file_path: fileUrl(file.id),
      pdf_generated_at: at,
      pdf_generated_by: completedBy,
      updated_at: at,
    };
    await updateWorkOrder(tx, id, changes);
    const record = await writeRecord(tx, {
      type: 'work_order',
      source_id: id,
      performer_id: auth.user.id,
      timeZone: ctx.config.PLANT_TIME_ZONE,
    });
    await holdForRelease(tx, actor, current.asset_id, {
      type: 'work_order',
      source_id: id,
      record_id: record.id,
      record_number: record.number,
      title: `${number} ${current.title}`,
      completed_by: completedBy,
      performer_id: auth.user.id,
      completed_at: at,
    });
    if (toolCount.missing.length > 0 && input.missing_tool_incident)
      await reportMissingTools(tx, actor, {
        entity_type: 'work_order',
        entity_id: id,
        title: `${number} ${current.title}`,
        asset_id: current.asset_id,
        asset_label: asset ? notifiedAssetLabel(asset) : null,
        missing: toolCount.missing,
        description: input.missing_tool_incident.description,
        completed_by: completedBy,
        performer_id: auth.user.id,
        at,
      });
    await appendAudit(tx, actor, {
      action: 'work_order.completed',
      entity_type: 'work_order',
      occurred_at: at,
      entity_id: id,
      before: { status: current.status },
      after: changes,
    });
    for (const userId of notificationRecipients([current.created_by, current.assigned_to], auth.user.id))
      await queueNotification(tx, userId, {
        notification_type: 'work_order_completed',
        title: 'Work Order Completed',
        message: `${number} "${current.title}"${asset ? ` on ${notifiedAssetLabel(asset)}` : ''} was completed by ${completedBy}.`,
        urgency: 'low',
        metadata: { work_order_id: id, asset_id: current.asset_id },
      });
    await enqueueWebhookEvent(tx, 'work_order.completed', {
      work_order_id: id,
      number,
      title: current.title,
      asset_id: current.asset_id,
      completed_by: completedBy,
      date_completed: at,
      actual_duration: changes.actual_duration ?? null,
      cost: changes.cost ?? null,
      record_id: record.id,
      record_number: record.number,
    });
  });
  return loadWorkOrder(ctx.db, id, now, auth.siteIds);
}

async function createFollowUp(
  tx: Tx,
  actor: Actor,
  parent: WorkOrderRow,
  completion: CompleteWorkOrderBody,
  userId: string,
  at: string,
  timeZone: string,
) {
  return insertAuditedWorkOrder(
    tx,
    actor,
    { ...followUpFromWorkOrder(parent, completion), created_by: userId, date_created: at, updated_at: at },
    timeZone,
  );
}

/** Completing a follow-up marks the follow-up of its parent done (spec §3 follow_up_completed*). */
async function markParentFollowUpDone(
  tx: Tx,
  actor: Actor,
  parentId: string,
  completedBy: string,
  at: string,
) {
  const changes = {
    follow_up_completed: true,
    follow_up_completed_date: at,
    follow_up_completed_by: completedBy,
  };
  await updateWorkOrder(tx, parentId, changes);
  await appendAudit(tx, actor, {
    action: 'work_order.follow_up_completed',
    entity_type: 'work_order',
    occurred_at: at,
    entity_id: parentId,
    after: changes,
  });
}
