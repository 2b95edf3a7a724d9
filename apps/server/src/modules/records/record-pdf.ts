import {
  formatHours,
  formatUtcTimestamp,
  HYGIENE_CLEARANCE_ITEMS,
  RECORD_STATE_LABELS,
  RECORD_TYPE_LABELS,
  type RecordState,
  type RecordType,
  SIGNATURE_MEANING_LABELS,
  type SignatureMeaning,
  measurementText,
} from '@plantwise/domain';
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

const when = (iso: unknown) => formatUtcTimestamp(typeof iso === 'string' ? iso : null);
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

function writeRecord(pdf: PdfWriter, plantName: string, record: PrintableRecord) {
  const { write, heading } = pdf;
  const s = record.snapshot;
  const asset = (s.asset ?? null) as { asset_id: string; asset_name: string; site: string | null } | null;
  write(plantName, { size: 11 });
  write('Food-safety maintenance record', { size: 18, bold: true });
  write(`${record.number}  ${record.title}`, { size: 13, bold: true });
  write(`${RECORD_TYPE_LABELS[record.type]} - ${RECORD_STATE_LABELS[record.state]}`);
  heading('Asset');
  write(
    asset ? `${asset.asset_id}  ${asset.asset_name}${asset.site ? `  (${asset.site})` : ''}` : 'No asset',
  );
  heading('Work done');
  write(`Completed ${when(record.completed_at)} by ${record.completed_by}`);
  if (typeof s.downtime_hours === 'number') write(`Downtime: ${formatHours(s.downtime_hours)}`);
  if (typeof s.actual_duration === 'number') write(`Duration: ${formatHours(s.actual_duration)}`);
  write(text(s.completion_notes) ?? text(s.notes) ?? 'No notes');
  if (text(s.fix_type)) {
    write(
      `Fix type: ${String(s.fix_type)}${text(s.permanent_repair_deadline) ? `, permanent repair by ${when(s.permanent_repair_deadline)}` : ''}`,
    );
  }
  const parts = list(s.parts_used);
  if (parts.length > 0) {
    heading('Parts used');
    for (const p of parts)
      write(
        `${String(p.item_id ?? '')}  ${String(p.item_name ?? '')}  x ${String(p.quantity)} ${String(p.unit ?? '')}`,
        { indent: 10 },
      );
  }
  const clearance = (s.hygiene_clearance ?? null) as Record<string, boolean> | null;
  heading('Hygiene clearance (BRCGS 4.7.4)');
  if (!clearance) write('Not recorded');
  else
    for (const item of HYGIENE_CLEARANCE_ITEMS)
      write(
        `[${clearance[item.key] ? 'X' : ' '}] ${item.label}: ${clearance[item.key] ? 'confirmed' : 'NOT confirmed'}`,
        {
          indent: 10,
        },
      );
  const checklist = list(s.checklist_results);
  if (checklist.length > 0) {
    heading('Checklist');
    for (const step of checklist)
      write(
        `${String(step.result).toUpperCase()}  ${String(step.text)}${measured(step)}${text(step.note) ? ` - ${String(step.note)}` : ''}`,
        {
          indent: 10,
        },
      );
  }
  heading('Signatures');
  if (record.signatures.length === 0) write('Not signed');
  for (const sig of record.signatures)
    write(
      `${SIGNATURE_MEANING_LABELS[sig.meaning]}: ${sig.signer_name} (${sig.signer_role}), ${when(sig.signed_at)}`,
      {
        indent: 10,
      },
    );
  heading('Record integrity');
  write(
    record.verified
      ? 'Verified: the content and every signature match.'
      : 'DOES NOT VERIFY: changed outside Plantwise.',
    {
      bold: !record.verified,
    },
  );
  write(`SHA-256 ${record.content_hash}`, { size: 9 });
}

/** Records as a PDF, one record per page (or more): a certificate of one, or the audit pack of many. */
export async function renderRecordsPdf(
  plantName: string,
  records: readonly PrintableRecord[],
  meta: { title: string; date: Date },
): Promise<Buffer> {
  const pdf = await createPdfWriter(meta);
  records.forEach((record, index) => {
    if (index > 0) pdf.newPage();
    writeRecord(pdf, plantName, record);
  });
  if (records.length === 0) pdf.write('No records match the filters.');
  return pdf.save();
}
