import { readCsvRecords } from '../common/csv-records';
import { zonedTimeToInstant } from '../maintenance/plant-time';

/**
 * The columns of a readings import. A row names its meter either by the meter's id in `meter`, or by the
 * asset's ID in `asset_id` and the meter's name in `meter` (docs/decisions/meters.md).
 */
export const METER_READING_CSV_FIELDS = ['asset_id', 'meter', 'value', 'taken_at', 'reset'] as const;
export type MeterReadingCsvField = (typeof METER_READING_CSV_FIELDS)[number];
export const METER_READING_CSV_LABELS: Record<MeterReadingCsvField, string> = {
  asset_id: 'Asset ID',
  meter: 'Meter',
  value: 'Value',
  taken_at: 'Taken at',
  reset: 'Reset',
};
/** The header a readings file starts with, as the import dialog shows it. */
export const METER_READING_CSV_HEADER = METER_READING_CSV_FIELDS.join(',');
/** Rows one import may hold: a year of hourly readings of one meter fits. */
export const METER_READING_IMPORT_MAX_ROWS = 10_000;
export const METER_READING_IMPORT_MAX_CHARS = 2 * 1024 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const UK_LOCAL = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * When a reading was taken, from a cell: an ISO time with its zone ("2026-11-20T06:00:00Z",
 * "2026-11-20 06:00+01:00"), or a wall time on the plant's clock as a spreadsheet writes it
 * ("2026-11-20 06:00", "20/11/2026 06:00", day first as the asset import reads dates). Null when unreadable.
 */
export function parseReadingTime(cell: string, timeZone: string): Date | null {
  const text = cell.trim();
  if (WITH_ZONE.test(text)) {
    const at = new Date(text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const iso = ISO_LOCAL.exec(text);
  const uk = iso ? null : UK_LOCAL.exec(text);
  const parts = iso
    ? { year: +iso[1], month: +iso[2], day: +iso[3], hour: +iso[4], minute: +iso[5], second: +(iso[6] ?? 0) }
    : uk
      ? { year: +uk[3], month: +uk[2], day: +uk[1], hour: +uk[4], minute: +uk[5], second: +(uk[6] ?? 0) }
      : null;
  if (!parts) return null;
  const probe = new Date(
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second),
  );
  if (
    probe.getUTCMonth() !== parts.month - 1 ||
    probe.getUTCDate() !== parts.day ||
    parts.hour > 23 ||
    parts.minute > 59 ||
    parts.second > 59
  )
    return null;
  return zonedTimeToInstant({ ...parts, millisecond: 0 }, timeZone);
}

const YES = new Set(['yes', 'y', 'true', '1', 'reset']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

export type MeterRef = { id: string } | { asset_id: string; name: string };

export interface MeterReadingCsvRow {
  /** The line in the spreadsheet: the header is row 1. */
  row: number;
  /** As written in the file, for the report. */
  asset_id: string | null;
  meter: string | null;
  /** The meter the row names, or null when it names none. */
  ref: MeterRef | null;
  value: number | null;
  taken_at: string | null;
  reset: boolean;
  errors: { field?: string; message: string }[];
}

export type MeterReadingCsvResult =
  | { ok: true; rows: MeterReadingCsvRow[]; ignoredColumns: string[] }
  | { ok: false; error: string };

/** Reads a readings file and checks each row's cells; the meters and the counting rule are checked by the server. */
export function readMeterReadingCsv(text: string, timeZone: string): MeterReadingCsvResult {
  const file = readCsvRecords(text, {
    fields: METER_READING_CSV_FIELDS,
    labels: METER_READING_CSV_LABELS,
    required: ['meter', 'value', 'taken_at'],
    maxRows: METER_READING_IMPORT_MAX_ROWS,
    noun: 'reading',
    cellValue: (_field, cell) => cell.trim(),
  });
  if (!file.ok) return file;
  const rows = file.rows.map(({ row, values }): MeterReadingCsvRow => {
    const errors: MeterReadingCsvRow['errors'] = [];
    const assetId = String(values.asset_id ?? '') || null;
    const meter = String(values.meter ?? '') || null;
    let ref: MeterRef | null = null;
    if (!meter) errors.push({ field: 'meter', message: 'Meter is required' });
    else if (UUID.test(meter) && !assetId) ref = { id: meter.toLowerCase() };
    else if (assetId) ref = { asset_id: assetId, name: meter };
    else
      errors.push({
        field: 'asset_id',
        message: `Give the asset ID of the meter "${meter}", or the meter's id`,
      });

    const valueText = String(values.value ?? '').replace(/,/g, '');
    const value = valueText === '' ? Number.NaN : Number(valueText);
    if (!Number.isFinite(value)) {
      errors.push({
        field: 'value',
        message: valueText === '' ? 'Value is required' : `Value "${values.value}" is not a number`,
      });
    }
    const timeText = String(values.taken_at ?? '');
    const at = timeText ? parseReadingTime(timeText, timeZone) : null;
    if (!at) {
      errors.push({
        field: 'taken_at',
        message: timeText
          ? `Taken at "${timeText}" is not a date and time (2026-11-20 06:00 on the plant's clock, or ISO with a zone)`
          : 'Taken at is required',
      });
    }
    const resetText = String(values.reset ?? '').toLowerCase();
    const reset = YES.has(resetText);
    if (!reset && !NO.has(resetText))
      errors.push({ field: 'reset', message: `Reset "${values.reset}" must be yes or no` });
    return {
      row,
      asset_id: assetId,
      meter,
      ref: errors.length ? null : ref,
      value: Number.isFinite(value) ? value : null,
      taken_at: at ? at.toISOString() : null,
      reset,
      errors,
    };
  });
  return { ok: true, rows, ignoredColumns: file.ignoredColumns };
}
