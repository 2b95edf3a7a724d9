import {
  AUDIT_PACK_SECTIONS,
  type AuditVerification,
  formatPlantTimestamp,
  frequencyLabel,
  GLASS_CHECK_RESULT_LABELS,
  type GlassIncidentList,
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
  glass: {
    checks: {
      rows: Array<{
        round_id: string;
        checked_at: string;
        checked_by_name: string;
        result: keyof typeof GLASS_CHECK_RESULT_LABELS;
        note: string | null;
        item_description: string;
        location_path: string;
      }>;
      total: number;
      issues: number;
      rounds: number;
    };
    incidents: GlassIncidentList;
  };
  chain: AuditVerification;
}

const iso = (value: string | Date | null) => (value == null ? null : toIsoTimestamp(value));
const assetText = (code: string | null, name: string | null) =>
  code ? `${code} · ${name ?? ''}` : 'No asset';

/**
 * The audit pack as one PDF laid out by BRCGS clause (docs/decisions/audit-pack.md): a front page with the
 * contents, then 4.7.1, 4.7.3, 4.7.4, 4.7.5 and 4.9.3 each from a new page, and the audit trail's verification;
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
  writeGlass(pdf, content);
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

function writeGlass(pdf: PdfWriter, content: AuditPackContent) {
  const { checks, incidents } = content.glass;
  pdf.section(AUDIT_PACK_SECTIONS.glass);
  pdf.write(
    'Check rounds of the glass and brittle-plastics register in the period, and breakage incidents raised in it or still open.',
    { size: 9 },
  );
  pdf.facts([
    ['Period', content.period],
    ['Check rounds', String(checks.rounds)],
    ['Items checked', String(checks.total)],
    ['Found damaged or missing', String(checks.issues)],
    ['Incidents open', String(incidents.counts.open)],
    ['Incidents closed', String(incidents.counts.closed)],
  ]);
  if (checks.rows.length === 0) pdf.write('No glass checks were recorded in the period.');
  else {
    pdf.table(
      [
        { header: 'Checked', width: 0.2 },
        { header: 'Item', width: 0.36 },
        { header: 'Result', width: 0.14 },
        { header: 'By / note', width: 0.3 },
      ],
      checks.rows.map((check) => [
        formatPlantTimestamp(iso(check.checked_at), content.timeZone),
        `${check.item_description}\n${check.location_path}`,
        GLASS_CHECK_RESULT_LABELS[check.result],
        check.note ? `${check.checked_by_name}\n${check.note}` : check.checked_by_name,
      ]),
    );
    if (checks.total > checks.rows.length)
      pdf.write(
        `The pack lists the latest ${checks.rows.length} of ${checks.total} checks; the counts hold them all.`,
      );
  }
  if (incidents.data.length === 0) {
    pdf.write('No glass or brittle-plastics incidents in the period.');
    return;
  }
  pdf.table(
    [
      { header: 'Raised', width: 0.2 },
      { header: 'Incident', width: 0.4 },
      { header: 'Product', width: 0.15 },
      { header: 'Closed', width: 0.25 },
    ],
    incidents.data.map((incident) => [
      `${formatPlantTimestamp(incident.raised_at, content.timeZone)}\n${incident.raised_by}`,
      `${incident.description}\n${incident.location_path}`,
      [
        incident.product_at_risk ? 'At risk' : 'Not at risk',
        incident.quarantine ? 'On hold' : null,
        incident.clean_down_done ? 'Cleaned down' : null,
      ]
        .filter(Boolean)
        .join('\n'),
      incident.closed_at
        ? `${formatPlantTimestamp(incident.closed_at, content.timeZone)}\n${incident.closed_by ?? ''}\nSeal ${incident.close_hash?.slice(0, 12) ?? ''}`
        : 'OPEN',
    ]),
  );
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
