import { IDEMPOTENCY_KEY_HEADER, signInPath } from '@plantwise/domain';
import type { z } from 'zod';

/** Every non-2xx answer of the API, as one error class (docs/architecture.md#the-api-contract). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
/** Codes the client gives errors that carry no message from the server. */
export const NETWORK_ERROR_CODE = 'network_error';
export const HTTP_ERROR_CODE = 'http_error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Validates the answer; without it the JSON is trusted as T. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` on a write: the server answers a repeat of the same key and body with the
   * first answer instead of doing it twice (docs/decisions/idempotency.md). A queued write keeps its key
   * across retries.
   */
  idempotencyKey?: string;
}

// These calls answer 401 as part of their normal work (not signed in yet, wrong password);
// any other 401 means the session ended, so the browser goes to sign in.
const PATHS_WITHOUT_SIGN_IN_REDIRECT = new Set(['/api/auth/session', '/api/auth/sign-in']);
let redirectingToSignIn = false;

function redirectToSignIn() {
  if (redirectingToSignIn || window.location.pathname === '/auth') return;
  redirectingToSignIn = true;
  window.location.assign(signInPath(window.location.pathname + window.location.search));
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    const error = (payload as { error: unknown }).error;
    if (error && typeof error === 'object') {
      const { code, message, details } = error as Record<string, unknown>;
      if (typeof message === 'string') {
        return new ApiError(status, typeof code === 'string' ? code : 'error', message, details);
      }
    }
  }
  return new ApiError(status, HTTP_ERROR_CODE, `The server answered with status ${status}.`);
}

/**
 * The last answer of each GET that carried an ETag. API answers are `no-store`, so the
 * browser keeps none of them; this tab does, in memory, and asks the server whether they changed: a
 * 304 costs the server no query. Tags name the signed-in person, so one person's answer is never
 * reused for another. Bounded: the oldest answers are forgotten first.
 */
const revalidated = new Map<string, { etag: string; data: unknown }>();
const REVALIDATED_MAX = 200;

function remember(url: string, etag: string, data: unknown) {
  revalidated.delete(url);
  revalidated.set(url, { etag, data });
  if (revalidated.size > REVALIDATED_MAX) revalidated.delete(revalidated.keys().next().value as string);
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);
  const kept = method === 'GET' ? revalidated.get(url) : undefined;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server's CSRF check for state-changing requests, in addition to Origin.
    'X-Requested-With': 'plantwise',
  };
  if (kept) headers['If-None-Match'] = kept.etag;
  if (options.idempotencyKey && method !== 'GET') headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body instanceof Blob) {
    // A file sent as it is (an image upload); its type says what it is.
    body = options.body;
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }

  if (response.status === 304 && kept) {
    return options.schema ? options.schema.parse(kept.data) : (kept.data as T);
  }
  if (!response.ok) {
    const error = toApiError(response.status, await readJson(response));
    if (response.status === 401 && !PATHS_WITHOUT_SIGN_IN_REDIRECT.has(path)) redirectToSignIn();
    throw error;
  }

  const data = response.status === 204 ? undefined : await readJson(response);
  const etag = response.headers.get('ETag');
  if (method === 'GET' && etag) remember(url, etag, data);
  return options.schema ? options.schema.parse(data) : (data as T);
}

type BodyOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodyOptions<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodyOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The server's message for a failed request, or `fallback` when the server gave none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== HTTP_ERROR_CODE && error.code !== NETWORK_ERROR_CODE) {
    return error.message || fallback;
  }
  return fallback;
}
