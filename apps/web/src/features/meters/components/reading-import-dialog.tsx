import {
  formatMeterValue,
  METER_READING_CSV_FIELDS,
  METER_READING_CSV_HEADER,
  METER_READING_IMPORT_MAX_CHARS,
  type ReadingImportResponse,
  type ReadingImportRow,
} from '@plantwise/domain';
import { CsvImportDialog, type ImportSubject } from '@/components/csv-import-dialog';
import type { DialogState } from '@/components/form-dialog';
import { useImportReadings } from '../api/meters';

const READINGS: ImportSubject<ReadingImportRow, ReadingImportResponse> = {
  one: 'reading',
  many: 'readings',
  columns: METER_READING_CSV_FIELDS,
  header: METER_READING_CSV_HEADER,
  templateName: 'meter-readings-template.csv',
  maxChars: METER_READING_IMPORT_MAX_CHARS,
  addOnly: true,
  description:
    "Each row is one reading. Name the meter by the asset's ID and the meter's name (PUMP-001, Run hours), or put the meter's id in the meter column. taken_at is on the plant's clock (2026-11-20 06:00 or 20/11/2026 06:00) or ISO with a zone; reset is yes when the meter was reset. Each row is checked like a reading by hand.",
  key: { label: 'Meter', value: (row) => row.meter },
  name: { label: 'Value', value: (row) => (row.value === null ? null : formatMeterValue(row.value)) },
};

/** Import meter readings from a CSV file, with a row report of what was accepted and what was refused and why. */
export function ReadingImportDialog(state: DialogState) {
  return <CsvImportDialog {...state} subject={READINGS} mutation={useImportReadings()} />;
}
