// Sections that a work order's certificate and a food-safety record print alike, so both documents show
// a completion's clearance, checklist and fix the same way.
import { HYGIENE_CLEARANCE_ITEMS, HYGIENE_CLEARANCE_LEGEND } from '@plantwise/domain';
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
