import { createHash } from 'node:crypto';
import { canonicalJson, type RecordType, recordNumber, zonedParts } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import { readRecordContent, readRecordContents } from './record-sources';
import { insertRecord, insertRecords, nextRecordSequence, reserveRecordSequences } from './records.queries';

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

/**
 * Writes the records of many completions at once (the demo plant's history), numbered in the order
 * the work was done; each is what writeRecord would have written. Returns them in that order.
 */
export async function writeRecords(
  tx: DbOrTx,
  sources: ReadonlyArray<{ type: RecordType; source_id: string; performer_id: string | null }>,
  timeZone: string,
) {
  const pending: Array<{
    source: (typeof sources)[number];
    content: NonNullable<Awaited<ReturnType<typeof readRecordContent>>>;
  }> = [];
  for (const type of ['breakdown', 'work_order', 'pm'] as const) {
    const ofType = sources.filter((s) => s.type === type);
    const contents = await readRecordContents(
      tx,
      type,
      ofType.map((s) => s.source_id),
    );
    for (const source of ofType) {
      const content = contents.get(source.source_id);
      if (content) pending.push({ source, content });
    }
  }
  pending.sort((a, b) => Date.parse(a.content.completed_at) - Date.parse(b.content.completed_at));
  const yearOf = (p: (typeof pending)[number]) => zonedParts(new Date(p.content.completed_at), timeZone).year;
  const next = new Map<number, number>();
  for (const year of new Set(pending.map(yearOf))) {
    const count = pending.filter((p) => yearOf(p) === year).length;
    next.set(year, (await reserveRecordSequences(tx, year, count)) - count + 1);
  }
  const rows = pending.map((p) => {
    const year = yearOf(p);
    const sequence = next.get(year) as number;
    next.set(year, sequence + 1);
    return {
      number: recordNumber(year, sequence),
      type: p.source.type,
      source_id: p.source.source_id,
      title: p.content.title,
      asset_id: p.content.asset_id,
      completed_at: p.content.completed_at,
      completed_by: p.content.completed_by,
      performer_id: p.source.performer_id,
      snapshot: p.content.snapshot,
      content_hash: snapshotHash(p.content.snapshot),
    };
  });
  return insertRecords(tx, rows);
}
