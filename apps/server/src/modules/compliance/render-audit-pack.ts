import {
  AUDIT_PACK_SECTIONS,
  type AuditVerification,
  formatPlantTimestamp,
  frequencyLabel,
  pmPlanCompliance,
  RECORD_STATE_LABELS,
  type TemporaryRepairList,
  workOrderNumber,
} from '@plantwise/domain';
import { toIsoTimestamp } from '../../db/schema';
import { writeTemporaryRepairs } from '../../platform/pdf/food-safety-sections';
import { createPdfWriter, type PdfWriter } from '../../platform/pdf/pdf-writer';
import { type PrintableRecord, writeRecordPages } from '../records';
import type { FoodGradeUseRow, PmPlanRow } from './audit-pack.queries';

export interface AuditPackContent {
  plantName: string;
  timeZone: string;
  now: Date;
  period: string;
  /** The site (or other location) the pack is of; null: every site the caller may see. */
  siteName: string | null;
  /** The record filters of the records screen, in words, when it narrowed the clearances section. */
  recordFilters: string | null;
  plan: {
    rows: PmPlanRow[];
    totals: { tasks: number; completed_due: number; on_time: number; missed: number };
  };
  repairs: TemporaryRepairList;
  records: PrintableRecord[];
  materials: { rows: FoodGradeUseRow[]; limit: number };
  chain: AuditVerification;
}

const iso = (value: string | Date | null) => (value == null ? null : toIsoTimestamp(value));
const assetText = (code: string | null, name: string | null) =>
  code ? `${code} · ${name ?? ''}` : 'No asset';

/**
 * The audit pack as one PDF laid out by BRCGS clause (docs/decisions/audit-pack.md): a front page with the
 * contents, then 4.7.1, 4.7.3, 4.7.4 and 4.7.5 each from a new page, and the audit trail's verification;
 * the plant, the pack and its period in the footer of every page with its number.
 */
export async function renderAuditPack(content: AuditPackContent): Promise<Buffer> {
  const { plantName, timeZone, now, period } = content;
  const pdf = await createPdfWriter({ title: `BRCGS audit pack, ${period}`, subject: plantName, date: now });
  writePlannedMaintenance(pdf, content);
  pdf.section(AUDIT_PACK_SECTIONS.temporaryRepairs);
  writeTemporaryRepairs(pdf, { repairs: content.repairs, period, now, timeZone });
  writeClearances(pdf, content);
  writeFoodGradeMaterials(pdf, content);
  writeAuditTrail(pdf, content);
  return pdf.save({
    front: {
      plantName,
      title: 'BRCGS audit pack',
      reference: period,
      facts: [
        ['Plant', plantName],
        ['Site', content.siteName ?? 'Every site'],
        ['Period', period],
        ...(content.recordFilters ? [['Records', content.recordFilters] as const] : []),
        ['Prepared', formatPlantTimestamp(now.toISOString(), timeZone)],
        ['Times', `Plant local time (${timeZone})`],
      ],
    },
    footer: `${plantName} · BRCGS audit pack · ${period}`,
  });
}

function writePlannedMaintenance(pdf: PdfWriter, content: AuditPackContent) {
  const { rows, totals } = content.plan;
  const compliance = pmPlanCompliance([totals]);
  pdf.section(AUDIT_PACK_SECTIONS.plannedMaintenance);
  pdf.write(
    'On time: completed by its due time plus a tenth of its interval, and never before the end of its due day.',
    { size: 9 },
  );
  pdf.facts([
    ['Period', content.period],
    ['Preventive tasks', String(totals.tasks)],
    ['Occurrences due', String(compliance.due)],
    ['Completed on time', String(compliance.on_time)],
    ['Completed late', String(compliance.late)],
    ['Not done yet', String(compliance.not_done)],
    ['PM compliance', compliance.due === 0 ? 'Nothing fell due' : `${compliance.percent}%`],
  ]);
  if (rows.length === 0) {
    pdf.write('No preventive maintenance is planned for this site.');
    return;
  }
  pdf.table(
    [
      { header: 'Asset', width: 0.25 },
      { header: 'Task', width: 0.3 },
      { header: 'Frequency', width: 0.13 },
      { header: 'Next due', width: 0.16 },
      { header: 'Due / on time', width: 0.16 },
    ],
    rows.map((task) => [
      assetText(task.asset_code, task.asset_name),
      task.title,
      frequencyLabel(task),
      task.is_active
        ? formatPlantTimestamp(iso(task.next_due_date), content.timeZone, 'Not scheduled')
        : 'Inactive',
      `${task.completed_due + task.missed} / ${task.on_time}`,
    ]),
  );
  if (totals.tasks > rows.length)
    pdf.write(
      `The pack lists the first ${rows.length} of ${totals.tasks} tasks; the counts above hold them all.`,
    );
}

function writeClearances(pdf: PdfWriter, content: AuditPackContent) {
  const { records } = content;
  pdf.section(AUDIT_PACK_SECTIONS.clearances);
  const byState = new Map<string, number>();
  for (const record of records) byState.set(record.state, (byState.get(record.state) ?? 0) + 1);
  pdf.facts([
    ['Period', content.period],
    ['Records', String(records.length)],
    ...[...byState].map(
      ([state, n]) => [RECORD_STATE_LABELS[state as PrintableRecord['state']], String(n)] as const,
    ),
    ['Content changed since signing', String(records.filter((r) => !r.verified).length)],
  ]);
  if (records.length === 0) {
    pdf.write('No food-safety records were completed in the period.');
    return;
  }
  pdf.write('Each record follows with its hygiene clearance, checklist and signatures.');
  records.forEach((record, index) => {
    if (index > 0) pdf.newPage();
    writeRecordPages(pdf, content.plantName, content.timeZone, record);
  });
}

function writeFoodGradeMaterials(pdf: PdfWriter, content: AuditPackContent) {
  const { rows, limit } = content.materials;
  pdf.section(AUDIT_PACK_SECTIONS.foodGradeMaterials);
  pdf.write('Stock items flagged food grade that work orders used in the period.');
  if (rows.length === 0) {
    pdf.write('No food-grade stock was used in the period.');
    return;
  }
  pdf.table(
    [
      { header: 'Used', width: 0.2 },
      { header: 'Item', width: 0.3 },
      { header: 'Quantity', width: 0.12 },
      { header: 'Work order', width: 0.38 },
    ],
    rows
      .slice(0, limit)
      .map((use) => [
        formatPlantTimestamp(iso(use.used_at), content.timeZone),
        `${use.item_code} · ${use.item_name}`,
        `${use.quantity} ${use.unit}`,
        `${workOrderNumber({ id: use.work_order_id, number: use.work_order_number })} ${use.work_order_title}\n${assetText(use.asset_code, use.asset_name)}`,
      ]),
  );
  if (rows.length > limit)
    pdf.write(`The pack lists the first ${limit} uses; the stock movements of each item list them all.`);
}

function writeAuditTrail(pdf: PdfWriter, content: AuditPackContent) {
  const { chain } = content;
  pdf.section(AUDIT_PACK_SECTIONS.auditTrail);
  pdf.facts([
    ['Entries checked', String(chain.entries)],
    [
      'Result',
      chain.verified
        ? 'Verified: no entry of the audit trail was changed, added or removed.'
        : `DOES NOT VERIFY from entry ${chain.first_broken_id}: the trail was changed outside Plantwise.`,
    ],
    ['Checked', formatPlantTimestamp(chain.checked_at, content.timeZone)],
  ]);
  pdf.write(
    'Every change in Plantwise is written to the audit trail in the same transaction, each entry sealed with the hash of the one before it.',
    { size: 9 },
  );
}
