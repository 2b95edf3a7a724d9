import type { ReportBreakdownBody } from './breakdown.schema';

/** The form field that carries the reporter's photo of an in-app report sent as multipart. */
export const REPORT_PHOTO_FIELD = 'photo';

/**
 * A report as multipart form fields (every value is text): text as typed, the cost as a number's text,
 * the categories as a JSON list; a missing or null value is left out (the schema's default applies).
 */
export function reportBreakdownFormFields(body: ReportBreakdownBody): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    fields[name] = Array.isArray(value) ? JSON.stringify(value) : String(value);
  }
  return fields;
}

/**
 * The report's body from its form fields, for the same schema as a JSON report. A value that does not
 * read as its type is passed on as typed, so the schema refuses it with its own message.
 */
export function reportBreakdownBodyFromForm(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...fields };
  const cost = fields.estimated_cost;
  if (cost !== undefined) {
    const amount = cost.trim() === '' ? null : Number(cost);
    body.estimated_cost = amount === null || Number.isFinite(amount) ? amount : cost;
  }
  const categories = fields.breakdown_categories;
  if (categories !== undefined) body.breakdown_categories = parseList(categories);
  return body;
}

function parseList(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
