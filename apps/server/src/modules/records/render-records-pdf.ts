import {
  formatDuration,
  formatPlantTimestamp,
  measurementText,
  RECORD_STATE_LABELS,
  RECORD_TYPE_LABELS,
  type RecordState,
  type RecordType,
  ROLE_LABELS,
  type Role,
  requiredSignatureMeanings,
  SIGNATURE_MEANING_LABELS,
  type SignatureMeaning,
} from '@plantwise/domain';
import {
  fixText,
  writeChecklistTable,
  writeHygieneClearance,
  writeToolCount,
} from '../../platform/pdf/food-safety-sections';
import { createPdfWriter, type PdfWriter } from '../../platform/pdf/pdf-writer';

export interface PrintableRecord {
  number: string;
  type: RecordType;
  title: string;
  completed_at: string;
  completed_by: string;
  state: RecordState;
  content_hash: string;
  verified: boolean;
  snapshot: Record<string, unknown>;
  signatures: ReadonlyArray<{
    signer_name: string;
    signer_role: string;
    meaning: SignatureMeaning;
    signed_at: string;
  }>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const measured = (step: Record<string, unknown>) => {
  const line = measurementText({
    measured_value: typeof step.measured_value === 'number' ? step.measured_value : null,
    measured_unit: text(step.measured_unit),
    expected: text(step.expected),
  });
  return line ? `, ${line}` : '';
};
const list = (value: unknown) => (Array.isArray(value) ? (value as Array<Record<string, unknown>>) : []);
const RESULT_LABELS: Record<string, string> = { pass: 'Pass', fail: 'Fail', na: 'N/A' };
const roleLabel = (role: string) => (role in ROLE_LABELS ? ROLE_LABELS[role as Role] : role);

/** The signatures a record needs, each with who signed it and when, or that it still awaits one. */
function signatureRows(record: PrintableRecord, when: (iso: unknown) => string): string[][] {
  const rows = record.signatures.map((sig) => [
    SIGNATURE_MEANING_LABELS[sig.meaning],
    sig.signer_name,
    roleLabel(sig.signer_role),
    when(sig.signed_at),
  ]);
  for (const meaning of requiredSignatureMeanings(record.type))
    if (!record.signatures.some((sig) => sig.meaning === meaning))
      rows.push([SIGNATURE_MEANING_LABELS[meaning], 'Awaiting signature', '', '']);
  return rows;
}

/** One record on the plant's letterhead: its facts, work, parts, clearance, checklist, signatures and integrity. */
export function writeRecordPages(
  pdf: PdfWriter,
  plantName: string,
  timeZone: string,
  record: PrintableRecord,
) {
  const { write, heading, facts, table } = pdf;
  const when = (iso: unknown) => formatPlantTimestamp(typeof iso === 'string' ? iso : null, timeZone);
  const s = record.snapshot;
  const asset = (s.asset ?? null) as { asset_id: string; asset_name: string; site: string | null } | null;
  pdf.banner(plantName, 'Food-safety maintenance record', `${record.number}  ${record.title}`);
  facts([
    ['Record', `${record.number} (${RECORD_TYPE_LABELS[record.type]})`],
    ...(text(s.number) ? [['Work order', String(s.number)] as const] : []),
    ['State', RECORD_STATE_LABELS[record.state]],
    [
      'Asset',
      asset ? `${asset.asset_id} · ${asset.asset_name}${asset.site ? ` (${asset.site})` : ''}` : 'No asset',
    ],
    ['Completed', when(record.completed_at)],
    ['Completed by', record.completed_by],
    ...(typeof s.downtime_hours === 'number'
      ? [['Downtime', formatDuration(s.downtime_hours)] as const]
      : []),
    ...(typeof s.actual_duration === 'number'
      ? [['Duration', formatDuration(s.actual_duration)] as const]
      : []),
    ...(text(s.fix_type)
      ? [['Fix', fixText(String(s.fix_type), text(s.permanent_repair_deadline), when)] as const]
      : []),
    ['Times', `Plant local time (${timeZone})`],
  ]);
  heading('Work done');
  write(text(s.completion_notes) ?? text(s.notes) ?? 'No notes');
  const parts = list(s.parts_used);
  if (parts.length > 0) {
    heading('Parts used');
    table(
      [
        { header: 'Item', width: 0.2 },
        { header: 'Name', width: 0.55 },
        { header: 'Quantity', width: 0.25 },
      ],
      parts.map((p) => [
        String(p.item_id ?? ''),
        String(p.item_name ?? ''),
        `${String(p.quantity)} ${String(p.unit ?? '')}`,
      ]),
    );
  }
  writeHygieneClearance(pdf, (s.hygiene_clearance ?? null) as Record<string, boolean> | null);
  writeToolCount(pdf, s.tool_counts, s.missing_tool_incident);
  const checklist = list(s.checklist_results);
  if (checklist.length > 0) {
    heading('Checklist');
    writeChecklistTable(
      pdf,
      checklist.map((step) => [
        `${String(step.text)}${measured(step)}`,
        RESULT_LABELS[String(step.result)] ?? String(step.result),
        text(step.note) ?? '',
      ]),
    );
  }
  heading('Signatures');
  table(
    [
      { header: 'Meaning', width: 0.18 },
      { header: 'Name', width: 0.32 },
      { header: 'Role', width: 0.18 },
      { header: 'Signed', width: 0.32 },
    ],
    signatureRows(record, when),
  );
  heading('Record integrity');
  write(
    record.verified
      ? 'Verified: the content and every signature match.'
      : 'DOES NOT VERIFY: changed outside Plantwise.',
    { bold: !record.verified },
  );
  write(`SHA-256 ${record.content_hash}`, { size: 9 });
}

/** Records as a PDF, one record per page (or more): the certificate of one record. */
export async function renderRecordsPdf(
  plant: { name: string; timeZone: string },
  records: readonly PrintableRecord[],
  meta: { title: string; date: Date },
): Promise<Buffer> {
  const pdf = await createPdfWriter(meta);
  records.forEach((record, index) => {
    if (index > 0) pdf.newPage();
    writeRecordPages(pdf, plant.name, plant.timeZone, record);
  });
  if (records.length === 0) pdf.write('No records match the filters.');
  return pdf.save();
}
