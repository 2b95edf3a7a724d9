const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp as people on the floor read it: '2 Mar 2026, 08:00'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

/** A datetime-local input's value for a timestamp, in the browser's time zone. */
export function toDateTimeLocal(value: string | Date): string {
  const date = new Date(value);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** An ISO timestamp from a datetime-local input's value, or null when empty or invalid. */
export function fromDateTimeLocal(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** 'WO-' plus the first 8 characters of the id (spec §3). */
export function workOrderNumber(id: string): string {
  return `WO-${id.slice(0, 8)}`;
}
