import {
  assigneeAfterWork,
  type CompleteBreakdownInput,
  checkBrcCompletion,
  checkToolCount,
  completionFields,
  ERRORS,
  followUpWorkOrder,
  notifiedAssetLabel,
} from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { holdForRelease } from '../hygiene-release';
import { writeRecord } from '../records';
import { reportMissingTools } from '../tool-control';
import { enqueueWebhookEvent } from '../webhooks';
import { createWorkOrderInTransaction } from '../work-orders';
import {
  assertActionAllowed,
  assertMayWorkOn,
  loadBreakdown,
  lockExistingBreakdown,
} from './breakdown-guards';
import { findBreakdown, insertValidationFailures, updateBreakdown } from './breakdowns.queries';

/**
 * The BRC completion (spec §5): every check must pass, else 422 'BRC compliance validation failed:
 * {list}' and the refused attempt is recorded (spec's log_validation_failure) in a write of its own
 * that stays committed. A temporary repair creates its follow-up work order in the same transaction
 * as the completion.
 */
export async function completeBreakdown(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  id: string,
  input: CompleteBreakdownInput,
) {
  const existing = await findBreakdown(ctx.db, id, auth.siteIds);
  if (!existing) throw new AppError(ERRORS.breakdownNotFound);
  assertActionAllowed(existing.status, 'complete');
  assertMayWorkOn(auth, { assigned_to: existing.assignee?.id ?? null });

  const now = ctx.now();
  const check = checkBrcCompletion(input, now);
  if (!check.ok) {
    const at = now.toISOString();
    await auditedTransaction(ctx.db, (tx) =>
      insertValidationFailures(
        tx,
        check.failures.map((failure) => ({
          breakdown_id: id,
          ...failure,
          attempted_data: input,
          attempted_by: auth.user.id,
          created_at: at,
        })),
      ),
    );
    throw new AppError(ERRORS.brcValidationFailed, {
      message: check.message,
      details: { failures: check.failures },
    });
  }
  const toolCount = checkToolCount(input.tools, input.missing_tool_incident);
  if (!toolCount.ok) throw new AppError(ERRORS.toolCountMismatch, { message: toolCount.message });

  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingBreakdown(tx, id, 'complete', auth.siteIds, auth);
    const fields = completionFields(current, input, now);
    let followUpId: string | null = null;
    if (fields.fix_type === 'temporary' && fields.permanent_repair_deadline) {
      const order = await createWorkOrderInTransaction(
        tx,
        auth.user.id,
        actor,
        followUpWorkOrder(
          { id, title: current.title, asset_id: current.asset_id, severity: current.severity },
          {
            completed_by: fields.completed_by,
            completion_notes: fields.completion_notes,
            permanent_repair_deadline: fields.permanent_repair_deadline,
          },
        ),
        now,
        ctx.config.PLANT_TIME_ZONE,
        auth.siteIds,
      );
      followUpId = order.id;
    }
    const changes = {
      ...fields,
      tool_counts: input.tools,
      missing_tool_incident: input.missing_tool_incident?.description ?? null,
      assigned_to: assigneeAfterWork(auth.profile.role, auth.user.id, current),
      follow_up_work_order_id: followUpId,
      updated_at: now.toISOString(),
    };
    await updateBreakdown(tx, id, changes);
    const record = await writeRecord(tx, {
      type: 'breakdown',
      source_id: id,
      performer_id: auth.user.id,
      timeZone: ctx.config.PLANT_TIME_ZONE,
    });
    await holdForRelease(tx, actor, current.asset_id, {
      type: 'breakdown',
      source_id: id,
      record_id: record.id,
      record_number: record.number,
      title: current.title,
      completed_by: fields.completed_by,
      performer_id: auth.user.id,
      completed_at: now.toISOString(),
    });
    if (toolCount.missing.length > 0 && input.missing_tool_incident)
      await reportMissingTools(tx, actor, {
        entity_type: 'breakdown',
        entity_id: id,
        title: current.title,
        asset_id: current.asset_id,
        asset_label: notifiedAssetLabel(existing.asset),
        missing: toolCount.missing,
        description: input.missing_tool_incident.description,
        completed_by: fields.completed_by,
        performer_id: auth.user.id,
        at: now.toISOString(),
      });
    await appendAudit(tx, actor, {
      action: 'breakdown.completed',
      entity_type: 'breakdown',
      occurred_at: now.toISOString(),
      entity_id: id,
      before: {
        status: current.status,
        breakdown_end_time: current.breakdown_end_time,
        downtime_hours: current.downtime_hours,
        assigned_to: current.assigned_to,
      },
      after: changes,
    });
    await enqueueWebhookEvent(tx, 'breakdown.completed', {
      breakdown_id: id,
      title: current.title,
      severity: current.severity,
      status: fields.status,
      asset: existing.asset,
      breakdown_end_time: fields.breakdown_end_time,
      downtime_hours: fields.downtime_hours,
      fix_type: fields.fix_type,
      completed_by: fields.completed_by,
      record_id: record.id,
      record_number: record.number,
      follow_up_work_order_id: followUpId,
    });
  });
  return loadBreakdown(ctx.db, id, auth.siteIds);
}
