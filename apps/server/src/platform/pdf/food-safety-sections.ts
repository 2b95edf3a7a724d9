// Sections that a work order's certificate and a food-safety record print alike, so both documents show
// a completion's clearance, checklist and fix the same way; and the audit pack's temporary repairs section.
import {
  formatPlantTimestamp,
  HYGIENE_CLEARANCE_ITEMS,
  HYGIENE_CLEARANCE_LEGEND,
  TEMPORARY_REPAIR_SOURCE_LABELS,
  TEMPORARY_REPAIR_STATE_LABELS,
  TEMPORARY_REPAIR_STATES,
  type TemporaryRepairList,
  temporaryRepairDeadlineText,
  WORK_ORDER_STATUS_LABELS,
} from '@plantwise/domain';
import type { PdfWriter } from './pdf-writer';

/** The BRCGS hygiene clearance under its legend: each item confirmed or not (or that none was recorded). */
export function writeHygieneClearance(pdf: PdfWriter, clearance: Record<string, boolean> | null): void {
  pdf.heading(HYGIENE_CLEARANCE_LEGEND);
  if (!clearance) pdf.write('Not recorded');
  else
    pdf.table(
      [
        { header: 'Check', width: 0.75 },
        { header: 'Result', width: 0.25 },
      ],
      HYGIENE_CLEARANCE_ITEMS.map((item) => [
        item.label,
        clearance[item.key] ? 'Confirmed' : 'NOT confirmed',
      ]),
    );
}

/**
 * The tool count (BRCGS 4.9): each tool taken out and how many came back, and the missing-tool incident when
 * one was not back. Nothing when no tools were counted (records made before tool counts say nothing either).
 */
export function writeToolCount(pdf: PdfWriter, tools: unknown, incident: unknown): void {
  const counted = Array.isArray(tools) ? (tools as Array<{ name: string; out: number; in: number }>) : [];
  if (counted.length === 0) return;
  pdf.heading('Tool count (BRCGS 4.9)');
  pdf.table(
    [
      { header: 'Tool', width: 0.6 },
      { header: 'Taken', width: 0.2 },
      { header: 'Back', width: 0.2 },
    ],
    counted.map((tool) => [tool.name, String(tool.out), String(tool.in)]),
  );
  if (typeof incident === 'string' && incident.trim())
    pdf.write(`Missing-tool incident: ${incident}`, { bold: true });
}

/** A checklist's results, one row a step: the step (with its measurement), its result and its note. */
export function writeChecklistTable(
  pdf: PdfWriter,
  rows: ReadonlyArray<readonly [string, string, string]>,
): void {
  pdf.table(
    [
      { header: 'Step', width: 0.6 },
      { header: 'Result', width: 0.12 },
      { header: 'Note', width: 0.28 },
    ],
    rows,
  );
}

/** The fix: temporary or permanent, and the permanent repair's deadline when there is one. */
export function fixText(
  fixType: string,
  permanentRepairDeadline: string | null,
  when: (iso: string) => string,
) {
  return `${fixType === 'temporary' ? 'Temporary' : 'Permanent'}${permanentRepairDeadline ? `, permanent repair by ${when(permanentRepairDeadline)}` : ''}`;
}

/**
 * The body of the audit pack's temporary repairs section (docs/decisions/temporary-repairs.md): the register's repairs of
 * the pack's period and those made before it still open, with how many are in each state at the top, each with its asset, what was done and by
 * whom, the permanent-repair deadline on the plant's clock, the follow-up work order and the state in the
 * register's words. The states are the ones the register answered (the domain's rule), never worked out here.
 */
export function writeTemporaryRepairs(
  pdf: PdfWriter,
  section: { repairs: TemporaryRepairList; period: string; now: Date; timeZone: string },
): void {
  const { repairs, now, timeZone } = section;
  const when = (iso: string | null, empty?: string) => formatPlantTimestamp(iso, timeZone, empty);
  pdf.facts([
    ['Period', section.period],
    ...TEMPORARY_REPAIR_STATES.map(
      (state) => [TEMPORARY_REPAIR_STATE_LABELS[state], String(repairs.counts[state])] as const,
    ),
    ['States as at', when(now.toISOString())],
    ['Times', `Plant local time (${timeZone})`],
  ]);
  if (repairs.data.length === 0) {
    pdf.write('No temporary repairs were made in the period, and none made before it is still open.');
    return;
  }
  pdf.table(
    [
      { header: 'Asset and work', width: 0.22 },
      { header: 'Temporary repair', width: 0.28 },
      { header: 'Permanent repair by', width: 0.18 },
      { header: 'Follow-up', width: 0.18 },
      { header: 'State', width: 0.14 },
    ],
    repairs.data.map((repair) => [
      `${repair.asset_name ?? 'No asset'}\n${TEMPORARY_REPAIR_SOURCE_LABELS[repair.source]}${repair.number ? ` ${repair.number}` : ''}: ${repair.title}`,
      `${repair.temporary_fix ?? '-'}\n${repair.fixed_by ?? 'Someone'}, ${when(repair.fixed_at)}`,
      `${when(repair.permanent_repair_deadline, 'No deadline')}\n${temporaryRepairDeadlineText(
        {
          permanent_repair_deadline: repair.permanent_repair_deadline,
          follow_up_status: repair.follow_up?.status ?? null,
        },
        now,
        timeZone,
      )}`,
      repair.follow_up
        ? `${repair.follow_up.number}\n${WORK_ORDER_STATUS_LABELS[repair.follow_up.status]}`
        : 'None',
      TEMPORARY_REPAIR_STATE_LABELS[repair.state],
    ]),
  );
  if (repairs.total > repairs.data.length)
    pdf.write(
      `The pack shows the first ${repairs.data.length} of ${repairs.total}; the temporary repairs register lists them all.`,
    );
}
