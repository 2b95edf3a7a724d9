import { createHash } from 'node:crypto';
import {
  type ChecklistResultValue,
  canonicalJson,
  formatHours,
  HYGIENE_CLEARANCE_ITEMS,
  type WorkOrderPart,
} from '@plantwise/domain';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

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
  }>;
  fix_type: string;
  permanent_repair_deadline: string | null;
  follow_up: { number: string; title: string; date_scheduled: string | null } | null;
  cost: number;
}

export function contentHash(content: CertificateContent): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

const RESULT_LABEL: Record<ChecklistResultValue, string> = { pass: 'Pass', fail: 'FAIL', na: 'N/A' };
const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');

/** The standard fonts speak WinAnsi only: anything else is replaced rather than failing the completion. */
function printable(text: string): string {
  return text.replace(/[—–]/g, '-').replace(/[^\x20-\x7e\xa0-\xff£€]/g, '?');
}

/** The completion certificate as a PDF (pdf-lib, A4), with the content's SHA-256 printed on it. */
export async function renderCertificatePdf(content: CertificateContent, sha256: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.number} completion certificate`);
  doc.setSubject(`SHA-256 ${sha256}`);
  doc.setProducer('Plantwise');
  doc.setCreationDate(new Date(content.date_completed));
  doc.setModificationDate(new Date(content.date_completed));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 50;
  let page = doc.addPage([595.28, 841.89]);
  let y = page.getHeight() - margin;
  const width = page.getWidth() - 2 * margin;

  const write = (text: string, options: { size?: number; font?: PDFFont; indent?: number } = {}) => {
    const size = options.size ?? 10;
    const f = options.font ?? font;
    const indent = options.indent ?? 0;
    for (const line of wrap(printable(text), f, size, width - indent)) {
      if (y < margin + size) {
        page = doc.addPage([595.28, 841.89]);
        y = page.getHeight() - margin;
      }
      page.drawText(line, { x: margin + indent, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.4;
    }
  };
  const heading = (text: string) => {
    y -= 6;
    write(text, { size: 12, font: bold });
  };

  write(content.plant_name, { size: 11 });
  write('Work order completion certificate', { size: 18, font: bold });
  write(`${content.number}  ${content.title}`, { size: 13, font: bold });
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
      `${RESULT_LABEL[step.result]}  ${step.text}${step.required ? '' : ' (optional)'}${step.note ? ` - ${step.note}` : ''}`,
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
  write(sha256, { size: 9, font: bold });
  return Buffer.from(await doc.save());
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}
