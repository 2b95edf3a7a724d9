import { ERRORS, type PublicReportBody, referenceOf, reportBreakdownBodySchema } from '@plantwise/domain';
import { type Actor, appendAudit } from '../../platform/audit';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { checkReporterPhoto, reportBreakdown } from '../breakdowns';
import { openLabel, recentDuplicate, reportReceipt } from './label';
import { claimPublicReport, underPublicReportLimits } from './report-limits';

/**
 * POST /api/public/report/:token — a quick-stage breakdown with the field reporter's name, through the
 * same action as the in-app quick report (same notifications, realtime and audit), plus the photo and
 * the rate-limit count in its transaction. A recent active breakdown of the asset refuses it (409).
 */
export async function submitPublicReport(
  ctx: AppContext,
  client: ClientInfo,
  actor: Actor,
  token: string,
  body: PublicReportBody,
  photo: UploadedFile | null,
) {
  const asset = await openLabel(ctx, token);
  const checkedPhoto = photo ? checkReporterPhoto(photo, 'label') : null;
  const input = reportBreakdownBodySchema.parse({
    asset_id: asset.id,
    title: body.title,
    severity: body.severity,
    stage: 'quick',
    description: body.description ?? null,
    field_reporter_name: body.field_reporter_name,
  });
  const now = ctx.now();
  const report = () =>
    reportBreakdown(ctx, null, actor, input, {
      photo: checkedPhoto,
      // Under the label's lock: of reports sent at the same moment, the first is the one the others duplicate.
      checkInTransaction: async (tx) => {
        await claimPublicReport(ctx, tx, client, asset.id);
        const duplicate = await recentDuplicate(ctx, asset.id, tx);
        if (duplicate) throw new AppError(ERRORS.duplicateReport, { details: { duplicate } });
      },
      alsoInTransaction: async (tx, row) => {
        await appendAudit(tx, actor, {
          action: 'breakdown.reported_from_label',
          entity_type: 'breakdown',
          entity_id: row.id,
          occurred_at: now.toISOString(),
          after: { asset_id: asset.id, ip: client.ip, user_agent: client.userAgent ?? null },
        });
      },
    });
  const breakdown = await underPublicReportLimits(ctx, report);
  const reference = referenceOf(breakdown.id);
  return reportReceipt(token, reference);
}
