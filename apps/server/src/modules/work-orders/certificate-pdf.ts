import { createHash } from 'node:crypto';
import {
  type ChecklistResultValue,
  canonicalJson,
  formatCurrency,
  formatDuration,
  formatPlantTimestamp,
  MAINTENANCE_TYPE_LABELS,
  measurementText,
  PRIORITY_LABELS,
  type WorkOrderPart,
} from '@plantwise/domain';
import { fixText, writeChecklistTable, writeHygieneClearance } from '../../platform/pdf/food-safety-sections';
import { createPdfWriter } from '../../platform/pdf/pdf-writer';

/** Everything a completion certificate states; its canonical JSON is what the SHA-256 covers. */
export interface CertificateContent {
  plant_name: string;
  number: string;
  work_order_id: string;
  title: string;
  asset: { asset_id: string; asset_name: string; location: string | null } | null;
  maintenance_type: string;
  priority: string;
  date_scheduled: string | null;
  started_at: string | null;
  date_completed: string;
  actual_duration: number;
  completed_by: string;
  completion_notes: string;
  parts_used: WorkOrderPart[];
  hygiene_clearance: Record<string, boolean>;
  checklist_results: Array<{
    text: string;
    required: boolean;
    result: ChecklistResultValue;
    note: string | null;
    expected?: string;
    measured_value?: number;
    measured_unit?: string | null;
  }>;
  fix_type: string;
  permanent_repair_deadline: string | null;
  follow_up: { number: string; title: string; date_scheduled: string | null } | null;
  cost: { cost: number; labour_cost: number; parts_cost: number; other_cost: number };
}

export function contentHash(content: CertificateContent): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

const RESULT_LABEL: Record<ChecklistResultValue, string> = { pass: 'Pass', fail: 'FAIL', na: 'N/A' };

/**
 * The completion certificate as a PDF (A4): a header with the plant, the work order's number, its facts
 * and tables in the plant's local time (zone named), and the content's SHA-256.
 */
export async function renderCertificatePdf(
  content: CertificateContent,
  sha256: string,
  timeZone: string,
): Promise<Buffer> {
  const pdf = await createPdfWriter({
    title: `${content.number} completion certificate`,
    subject: `SHA-256 ${sha256}`,
    date: new Date(content.date_completed),
  });
  const { write, heading, facts, table } = pdf;
  const when = (iso: string | null) => formatPlantTimestamp(iso, timeZone, '-');
  const label = <T extends string>(labels: Record<T, string>, value: string) =>
    value in labels ? labels[value as T] : value;

  pdf.banner(content.plant_name, 'Work order completion certificate', `${content.number}  ${content.title}`);
  facts([
    ['Work order', content.number],
    [
      'Asset',
      content.asset
        ? `${content.asset.asset_id} · ${content.asset.asset_name}${content.asset.location ? ` (${content.asset.location})` : ''}`
        : 'No asset',
    ],
    [
      'Type and priority',
      `${label(MAINTENANCE_TYPE_LABELS, content.maintenance_type)}, ${label(PRIORITY_LABELS, content.priority)} priority`,
    ],
    ['Scheduled', when(content.date_scheduled)],
    ['Started', when(content.started_at)],
    ['Completed', when(content.date_completed)],
    ['Duration', formatDuration(content.actual_duration)],
    ['Completed by', content.completed_by],
    [
      'Cost',
      `Labour ${formatCurrency(content.cost.labour_cost)} + parts ${formatCurrency(content.cost.parts_cost)} + other costs ${formatCurrency(content.cost.other_cost)} = ${formatCurrency(content.cost.cost)}`,
    ],
    ['Times', `Plant local time (${timeZone})`],
  ]);
  heading('Work done');
  write(content.completion_notes);
  heading('Parts used');
  if (content.parts_used.length === 0) write('None');
  else
    table(
      [
        { header: 'Item', width: 0.2 },
        { header: 'Name', width: 0.5 },
        { header: 'Quantity', width: 0.15 },
        { header: 'Food grade', width: 0.15 },
      ],
      content.parts_used.map((part) => [
        part.item_id,
        part.item_name,
        `${part.quantity} ${part.unit}`,
        part.food_grade ? 'food grade' : '',
      ]),
    );
  writeHygieneClearance(pdf, content.hygiene_clearance);
  heading('Checklist');
  if (content.checklist_results.length === 0) write('No checklist');
  else
    writeChecklistTable(
      pdf,
      content.checklist_results.map((step) => [
        `${step.text}${step.required ? '' : ' (optional)'}${measurementText(step) ? `, ${measurementText(step)}` : ''}`,
        RESULT_LABEL[step.result],
        step.note ?? '',
      ]),
    );
  heading('Fix and follow-up');
  facts([
    ['Fix', fixText(content.fix_type, content.permanent_repair_deadline, when)],
    [
      'Follow-up',
      content.follow_up
        ? `${content.follow_up.number} ${content.follow_up.title}, scheduled ${when(content.follow_up.date_scheduled)}`
        : 'None',
    ],
  ]);
  heading('Signatures');
  write(
    "The work order's food-safety record carries the electronic signatures ('performed' and 'approved'); its own certificate prints them with their names and times.",
  );
  heading('Record integrity');
  write('SHA-256 of the record content:', { size: 9 });
  write(sha256, { size: 9, bold: true });
  return pdf.save();
}
