import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces fetch with handlers keyed "METHOD /path". Unknown requests answer 404 in the API's
 * error shape. Returns the list of requests made, for assertions.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, url, body, headers: new Headers(init?.headers) };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const result: FakeResponse = handler
      ? await handler(request)
      : {
          ...apiError(404, 'not_found', `No handler for ${method} ${url.pathname}`),
        };
    const status = result.status ?? 200;
    const text = result.body === undefined ? '' : JSON.stringify(result.body);
    return new Response(status === 204 || status === 304 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json', ...result.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** A refusal in the API's error shape: `{ error: { code, message, details? } }` with its status. */
export function apiError(status: number, code: string, message: string, details?: unknown): FakeResponse {
  return { status, body: { error: { code, message, details } } };
}

export const unauthorized = apiError(401, 'unauthorized', 'Not signed in');
