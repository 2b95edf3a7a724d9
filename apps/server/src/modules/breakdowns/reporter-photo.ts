import {
  checkImageUpload,
  ERRORS,
  type ImageCheck,
  imageFilename,
  REPORT_PHOTO_FIELD,
  type ReporterPhotoSource,
  reporterPhotoLine,
} from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { type Actor, appendAudit } from '../../platform/audit';
import { fieldError } from '../../platform/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { fileUrl, insertFile } from '../files';
import { updateBreakdown } from './breakdowns.queries';

/** A reporter's photo that passed the image rule, ready to be stored with its report. */
export interface ReporterPhoto {
  image: Extract<ImageCheck, { ok: true }>;
  filename: string | undefined;
  from: ReporterPhotoSource;
}

/**
 * Checks a reporter's photo by the asset image rule (type by its bytes, 10 MB, 40 megapixels) before
 * anything is written: a refusal is a 400 on the `photo` field and no report.
 */
export function checkReporterPhoto(upload: UploadedFile, from: ReporterPhotoSource): ReporterPhoto {
  const image = checkImageUpload(upload.bytes, upload.declaredType);
  if (!image.ok) throw fieldError(ERRORS.validationFailed, REPORT_PHOTO_FIELD, { message: image.message });
  return { image, filename: upload.filename, from };
}

/**
 * Stores a reporter's photo in its report's transaction (no report without its photo, no photo without
 * its report): the file owned by the breakdown, the line in its description that shows it, and the audit.
 */
export async function storeReporterPhoto(
  tx: DbOrTx,
  actor: Actor,
  breakdown: { id: string; description: string | null; assetCode: string; createdBy: string | null },
  photo: ReporterPhoto,
  at: string,
) {
  const { image } = photo;
  const file = await insertFile(tx, {
    owner_type: 'breakdown',
    owner_id: breakdown.id,
    filename: imageFilename(photo.filename, image.contentType, breakdown.assetCode),
    content_type: image.contentType,
    data: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
    created_by: breakdown.createdBy,
  });
  const line = reporterPhotoLine(fileUrl(file.id), photo.from);
  await updateBreakdown(tx, breakdown.id, {
    description: breakdown.description ? `${breakdown.description}\n\n${line}` : line,
  });
  await appendAudit(tx, actor, {
    action: 'breakdown.photo_added',
    entity_type: 'breakdown',
    entity_id: breakdown.id,
    occurred_at: at,
    after: { file_id: file.id, content_type: file.content_type, size_bytes: file.size_bytes },
  });
}
