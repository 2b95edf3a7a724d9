import { createHash } from 'node:crypto';
import {
  type ChecklistResultValue,
  canonicalJson,
  formatCurrency,
  formatHours,
  formatUtcTimestamp,
  HYGIENE_CLEARANCE_ITEMS,
  type WorkOrderPart,
  measurementText,
} from '@plantwise/domain';
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
const when = (iso: string | null) => formatUtcTimestamp(iso, '—');

/** The completion certificate as a PDF (A4), with the content's SHA-256 printed on it. */
export async function renderCertificatePdf(content: CertificateContent, sha256: string): Promise<Buffer> {
  const pdf = await createPdfWriter({
    title: `${content.number} completion certificate`,
    subject: `SHA-256 ${sha256}`,
    date: new Date(content.date_completed),
  });
  const { write, heading } = pdf;

  write(content.plant_name, { size: 11 });
  write('Work order completion certificate', { size: 18, bold: true });
  write(`${content.number}  ${content.title}`, { size: 13, bold: true });
  heading('Asset');
  write(
    content.asset
      ? `${content.asset.asset_id}  ${content.asset.asset_name}${content.asset.location ? `  (${content.asset.location})` : ''}`
      : 'No asset',
  );
  heading('Dates');
  write(`Scheduled: ${when(content.date_scheduled)}`);
  write(`Started: ${when(content.started_at)}`);
  write(`Completed: ${when(content.date_completed)}`);
  write(`Duration: ${formatHours(content.actual_duration)}`);
  heading('Work done');
  write(`Completed by: ${content.completed_by}`);
  write(`Type: ${content.maintenance_type}, priority ${content.priority}`);
  write(content.completion_notes);
  heading('Parts used');
  if (content.parts_used.length === 0) write('None');
  for (const part of content.parts_used)
    write(
      `${part.item_id}  ${part.item_name}  x ${part.quantity} ${part.unit}${part.food_grade ? '  [food grade]' : ''}`,
      { indent: 10 },
    );
  heading('Cost');
  write(
    `Labour ${formatCurrency(content.cost.labour_cost)} + parts ${formatCurrency(content.cost.parts_cost)} + other costs ${formatCurrency(content.cost.other_cost)} = ${formatCurrency(content.cost.cost)}`,
  );
  heading('Hygiene clearance (BRCGS 4.7.4)');
  for (const item of HYGIENE_CLEARANCE_ITEMS)
    write(
      `[${content.hygiene_clearance[item.key] ? 'X' : ' '}] ${item.label}: ${content.hygiene_clearance[item.key] ? 'confirmed' : 'NOT confirmed'}`,
      {
        indent: 10,
      },
    );
  heading('Checklist');
  if (content.checklist_results.length === 0) write('No checklist');
  for (const step of content.checklist_results)
    write(
      `${RESULT_LABEL[step.result]}  ${step.text}${step.required ? '' : ' (optional)'}${measurementText(step) ? `, ${measurementText(step)}` : ''}${step.note ? ` - ${step.note}` : ''}`,
      {
        indent: 10,
      },
    );
  heading('Fix and follow-up');
  write(
    `Fix type: ${content.fix_type}${content.permanent_repair_deadline ? `, permanent repair by ${when(content.permanent_repair_deadline)}` : ''}`,
  );
  write(
    content.follow_up
      ? `Follow-up: ${content.follow_up.number} ${content.follow_up.title}, scheduled ${when(content.follow_up.date_scheduled)}`
      : 'Follow-up: none',
  );
  heading('Record integrity');
  write('SHA-256 of the record content:', { size: 9 });
  write(sha256, { size: 9, bold: true });
  return pdf.save();
}
