import {
  checkImageUpload,
  DEFAULT_PUBLIC_REPORT_SETTINGS,
  DUPLICATE_WINDOW_MS,
  ERRORS,
  findDuplicate,
  imageFilename,
  isPublicReportEnabled,
  isStatusVisible,
  type PublicDuplicate,
  type PublicNoteBody,
  type PublicReportAsset,
  type PublicReportBody,
  type PublicReportSettings,
  publicReportSettingsSchema,
  publicStatusOf,
  referenceOf,
  reportBreakdownBodySchema,
  reporterPhotoLine,
  STATUS_WINDOW_MS,
  statusVisibleUntil,
} from '@plantwise/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { asset_breakdowns } from '../../db/schema';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { readSetting, writeSetting } from '../../platform/settings';
import { reportBreakdown } from '../breakdowns';
import { fileUrl, insertFile } from '../files';
import { findByReference, insertPublicNote, recentBreakdownsOf } from './public-report.queries';
import { claimPublicReport, underPublicReportLimits } from './report-limits';
import { findAssetByToken } from './report-token';

export const PUBLIC_REPORT_SETTINGS_KEY = 'public_report';

export interface PhotoUpload {
  bytes: Buffer;
  declaredType: string | undefined;
  filename: string | undefined;
}

export function getPublicReportSettings(ctx: AppContext): Promise<PublicReportSettings> {
  return readSetting(
    ctx.db,
    PUBLIC_REPORT_SETTINGS_KEY,
    publicReportSettingsSchema,
    DEFAULT_PUBLIC_REPORT_SETTINGS,
  );
}

/** Admins turn label reports off globally or per site; audited with before and after. */
export async function setPublicReportSettings(ctx: AppContext, actor: Actor, settings: PublicReportSettings) {
  const before = await getPublicReportSettings(ctx);
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    await writeSetting(tx, PUBLIC_REPORT_SETTINGS_KEY, settings, { userId: actor.id, at });
    await appendAudit(tx, actor, {
      action: 'settings.public_report_changed',
      entity_type: 'setting',
      occurred_at: at,
      before,
      after: settings,
    });
  });
  return settings;
}

/** The asset a label opens: malformed, unknown, rotated or archived read as "not recognised"; switched off says so. */
async function openLabel(ctx: AppContext, token: string) {
  const asset = await findAssetByToken(ctx.db, token);
  if (!asset) throw new AppError(ERRORS.reportLabelInvalid);
  if (!isPublicReportEnabled(await getPublicReportSettings(ctx), asset.site))
    throw new AppError(ERRORS.reportLabelDisabled);
  return asset;
}

async function recentDuplicate(
  ctx: AppContext,
  assetId: string,
  db: DbOrTx = ctx.db,
): Promise<PublicDuplicate | null> {
  const now = ctx.now();
  const rows = await recentBreakdownsOf(db, assetId, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
  const dup = findDuplicate(rows, now);
  if (!dup) return null;
  return {
    reference: referenceOf(dup.id),
    title: dup.title,
    severity: dup.severity,
    status: publicStatusOf(dup.status),
    reported_at: dup.created_at,
  };
}

/** GET /api/public/report/:token — the asset's code, name and location, and a recent active report. */
export async function getPublicReportPage(
  ctx: AppContext,
  token: string,
  signedIn: boolean,
): Promise<PublicReportAsset> {
  const asset = await openLabel(ctx, token);
  return {
    asset: { asset_id: asset.asset_id, asset_name: asset.asset_name, location: asset.location },
    recent: await recentDuplicate(ctx, asset.id),
    asset_path: signedIn ? `/assets/${asset.id}` : null,
    plant_time_zone: ctx.config.PLANT_TIME_ZONE,
  };
}

const statusUrl = (token: string, reference: string) => `/api/public/report/${token}/status/${reference}`;

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
        await tx
          .update(asset_breakdowns)
          .set({ description: input.description ? `${input.description}\n\n${photoLine}` : photoLine })
          .where(eq(asset_breakdowns.id, row.id));
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
  return { reference, status_url: statusUrl(token, reference) };
}

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
      await tx.update(asset_breakdowns).set({ updated_at: at }).where(eq(asset_breakdowns.id, target.id));
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
  return { reference, status_url: statusUrl(token, reference) };
}

/** That report's status only, for 30 minutes after it was reported. */
export async function getPublicReportStatus(ctx: AppContext, token: string, reference: string) {
  const asset = await openLabel(ctx, token);
  const now = ctx.now();
  const row = await findByReference(ctx.db, asset.id, reference, new Date(now.getTime() - STATUS_WINDOW_MS));
  if (!row || !isStatusVisible(row.created_at, now)) throw new AppError(ERRORS.reportStatusGone);
  return {
    reference,
    status: publicStatusOf(row.status),
    reported_at: row.created_at,
    visible_until: statusVisibleUntil(row.created_at),
  };
}
