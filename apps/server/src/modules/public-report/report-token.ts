import { createHash } from 'node:crypto';
import { REPORT_TOKEN_PATTERN } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { findAssetByTokenHash } from './public-report.queries';

/** SHA-256 of the token, hex: the only form of it the database holds. */
export function hashReportToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The live asset a token opens, or null (malformed, unknown, rotated, or the asset archived). */
export async function findAssetByToken(db: DbOrTx, token: string) {
  if (!REPORT_TOKEN_PATTERN.test(token)) return null;
  const row = await findAssetByTokenHash(db, hashReportToken(token));
  if (!row || row.archived_at) return null;
  return row;
}
