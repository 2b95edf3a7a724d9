import type { PublicStatus, Severity } from '@plantwise/domain';

/** What the public report routes answer; the page keeps to these few fields. */
export interface PublicDuplicate {
  reference: string;
  title: string;
  severity: Severity;
  status: PublicStatus;
  reported_at: string;
}
export interface PublicMeter {
  id: string;
  name: string;
  unit: string;
  kind: 'cumulative' | 'gauge';
  last_reading: { value: number; taken_at: string } | null;
}
export interface PublicReading {
  meter_id: string;
  value: number;
  taken_at: string;
}
export interface PublicPage {
  asset: { asset_id: string; asset_name: string; location: string | null };
  recent: PublicDuplicate | null;
  asset_path: string | null;
  plant_time_zone: string;
  /** The meters anyone at the label may read (a manager marks them). */
  meters: PublicMeter[];
}
export interface Created {
  reference: string;
  status_url: string;
}
export interface Status {
  reference: string;
  status: PublicStatus;
  reported_at: string;
  visible_until: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown,
  ) {
    super(message);
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'network', 'No connection. Check the phone’s signal and try again.', null);
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const error = body?.error ?? {};
    throw new ApiError(
      response.status,
      error.code ?? 'error',
      error.message ?? 'Something went wrong. Please try again.',
      error.details,
    );
  }
  return body as T;
}

const base = (token: string) => `/api/public/report/${encodeURIComponent(token)}`;

export const reportApi = {
  page: (token: string) => call<PublicPage>(base(token)),
  /** Always multipart: the browser sends the photo as it is, with its type. */
  submit: (token: string, form: FormData) => call<Created>(base(token), { method: 'POST', body: form }),
  note: (token: string, reference: string, note: string, name: string) =>
    call<Created>(`${base(token)}/status/${reference}/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note, field_reporter_name: name }),
    }),
  status: (statusUrl: string) => call<Status>(statusUrl),
  reading: (
    token: string,
    meterId: string,
    body: { value: number; reset: boolean; field_reporter_name?: string },
  ) =>
    call<PublicReading>(`${base(token)}/meters/${encodeURIComponent(meterId)}/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
};
