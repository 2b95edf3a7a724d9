import {
  ERRORS,
  notifiedAssetLabel,
  planNewBreakdown,
  type ReportBreakdownInput,
  SEVERITIES,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { requireLiveAssetInScope } from '../../platform/live-asset';
import { queueNotificationForSubscribers } from '../notifications';
import { enqueueWebhookEvent } from '../webhooks';
import { loadBreakdown, nameOf } from './breakdown-guards';
import { insertBreakdown } from './breakdowns.queries';
import { type ReporterPhoto, storeReporterPhoto } from './reporter-photo';

export interface ReportOptions {
  /** Checks that must hold in the report's own transaction, before anything is written (limits, duplicates). */
  checkInTransaction?: (tx: DbOrTx) => Promise<void>;
  /** More writes that belong to the report (a photo, a public report's rate-limit row), in its transaction. */
  alsoInTransaction?: (tx: DbOrTx, breakdown: { id: string; asset_id: string }) => Promise<void>;
  /** The reporter's photo, already checked (`checkReporterPhoto`), stored with the report. */
  photo?: ReporterPhoto | null;
}

/**
 * Reports a breakdown (spec §5, §7): the asset must exist; the breakdown starts `reported` with its
 * clock running; subscribers get an asset_breakdown notification queued in the same transaction.
 * `auth` is null for a report from an asset's QR label, which names its field reporter.
 */
export async function reportBreakdown(
  ctx: AppContext,
  auth: AuthContext | null,
  actor: Actor,
  input: ReportBreakdownInput,
  options: ReportOptions = {},
) {
  const now = ctx.now();
  const id = await auditedTransaction(ctx.db, async (tx) => {
    await options.checkInTransaction?.(tx);
    // A limited person reports only on their sites' assets (another site's answers as an unknown asset).
    const asset = await requireLiveAssetInScope(tx, input.asset_id, auth?.siteIds ?? null, 'asset_id');
    const plan = planNewBreakdown({ ...input, purchase_date: asset.purchase_date }, now);
    if (!plan.ok)
      throw fieldError(ERRORS.validationFailed, 'breakdown_start_time', { message: plan.message });
    const at = now.toISOString();
    const row = await insertBreakdown(tx, {
      asset_id: asset.id,
      title: input.title,
      description: input.description,
      severity: input.severity,
      category: input.category,
      immediate_actions: input.immediate_actions,
      estimated_cost: input.estimated_cost ?? null,
      voice_notes: input.voice_notes,
      field_reporter_name: input.field_reporter_name,
      breakdown_categories: input.breakdown_categories ?? [],
      reported_by: auth?.user.id ?? null,
      ...plan.fields,
      created_at: at,
      updated_at: at,
    });
    await appendAudit(tx, actor, {
      action: 'breakdown.reported',
      entity_type: 'breakdown',
      occurred_at: at,
      entity_id: row.id,
      after: row,
    });
    if (options.photo) {
      const about = { ...row, assetCode: asset.asset_id, createdBy: auth?.user.id ?? null };
      await storeReporterPhoto(tx, actor, about, options.photo, at);
    }
    await options.alsoInTransaction?.(tx, row);
    const reporter =
      input.field_reporter_name ?? (auth ? (nameOf(auth.profile) ?? auth.user.email) : 'a field reporter');
    await queueNotificationForSubscribers(
      tx,
      {
        notification_type: 'asset_breakdown',
        title: `Breakdown: ${asset.asset_name}`,
        message: `${capitalise(input.severity)} breakdown on ${notifiedAssetLabel(asset)}: ${input.title}. Reported by ${reporter}.`,
        urgency: SEVERITIES.includes(input.severity) ? input.severity : 'medium',
        metadata: { breakdown_id: row.id, asset_id: asset.id, severity: input.severity },
      },
      { excludeUserId: auth?.user.id ?? null },
    );
    await enqueueWebhookEvent(tx, 'breakdown.reported', {
      breakdown_id: row.id,
      title: row.title,
      severity: row.severity,
      status: row.status,
      asset: { id: asset.id, asset_id: asset.asset_id, asset_name: asset.asset_name },
      breakdown_start_time: row.breakdown_start_time,
      reported_by: row.reported_by,
      field_reporter_name: row.field_reporter_name,
    });
    return row.id;
  });
  return loadBreakdown(ctx.db, id, auth?.siteIds ?? null);
}

function capitalise(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
