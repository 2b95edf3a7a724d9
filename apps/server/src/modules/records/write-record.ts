import { createHash } from 'node:crypto';
import { canonicalJson, type RecordType, recordNumber, zonedParts } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { readRecordContent } from './record-sources';
import { insertRecord, nextRecordSequence } from './records.queries';

/** SHA-256 of a snapshot's canonical JSON: what signatures sign and verification recomputes. */
export function snapshotHash(snapshot: unknown): string {
  return createHash('sha256').update(canonicalJson(snapshot)).digest('hex');
}

/**
 * Writes the food-safety record of a completion, in the completion's own transaction, so
 * that a completion without its record, or a record without its completion, cannot exist. The
 * snapshot is read back from the completed row: what the record says is what was stored.
 */
export async function writeRecord(
  tx: DbOrTx,
  input: { type: RecordType; source_id: string; performer_id: string | null; timeZone: string },
) {
  const content = await readRecordContent(tx, input.type, input.source_id);
  if (!content) throw new Error(`No completed ${input.type} ${input.source_id} to record`);
  const year = zonedParts(new Date(content.completed_at), input.timeZone).year;
  const sequence = await nextRecordSequence(tx, year);
  return insertRecord(tx, {
    number: recordNumber(year, sequence),
    type: input.type,
    source_id: input.source_id,
    title: content.title,
    asset_id: content.asset_id,
    completed_at: content.completed_at,
    completed_by: content.completed_by,
    performer_id: input.performer_id,
    snapshot: content.snapshot,
    content_hash: snapshotHash(content.snapshot),
  });
}
