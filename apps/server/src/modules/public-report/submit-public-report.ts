import {
  checkImageUpload,
  ERRORS,
  imageFilename,
  type PublicReportBody,
  referenceOf,
  reportBreakdownBodySchema,
  reporterPhotoLine,
} from '@plantwise/domain';
import { type Actor, appendAudit } from '../../platform/audit';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { reportBreakdown } from '../breakdowns';
import { fileUrl, insertFile } from '../files';
import { openLabel, recentDuplicate, reportReceipt } from './label';
import { setBreakdownDescription } from './public-report.queries';
import { claimPublicReport, underPublicReportLimits } from './report-limits';

export interface PhotoUpload {
  bytes: Buffer;
  declaredType: string | undefined;
  filename: string | undefined;
}

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
  photo: PhotoUpload | null,
) {
  const asset = await openLabel(ctx, token);
  const check = photo ? checkImageUpload(photo.bytes, photo.declaredType) : null;
  if (check && !check.ok) throw fieldError(ERRORS.validationFailed, 'photo', { message: check.message });
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
        if (!photo || !check?.ok) return;
        const file = await insertFile(tx, {
          owner_type: 'breakdown',
          owner_id: row.id,
          filename: imageFilename(photo.filename, check.contentType, asset.asset_id),
          content_type: check.contentType,
          data: Buffer.from(check.bytes.buffer, check.bytes.byteOffset, check.bytes.byteLength),
          created_by: null,
        });
        const photoLine = reporterPhotoLine(fileUrl(file.id));
        await setBreakdownDescription(
          tx,
          row.id,
          input.description ? `${input.description}\n\n${photoLine}` : photoLine,
        );
        await appendAudit(tx, actor, {
          action: 'breakdown.photo_added',
          entity_type: 'breakdown',
          entity_id: row.id,
          occurred_at: now.toISOString(),
          after: { file_id: file.id, content_type: file.content_type, size_bytes: file.size_bytes },
        });
      },
    });
  const breakdown = await underPublicReportLimits(ctx, report);
  const reference = referenceOf(breakdown.id);
  return reportReceipt(token, reference);
}
