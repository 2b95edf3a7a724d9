import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { ApiError, api, errorMessage } from '../api-client';

describe('api client', () => {
  it('turns an error answer into one ApiError with status, code, message and details', async () => {
    fakeApi({
      'POST /api/things': () => ({
        status: 409,
        body: {
          error: { code: 'conflict', message: 'Asset ID already exists', details: { field: 'asset_id' } },
        },
      }),
    });
    const error = await api.post('/api/things', { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'Asset ID already exists',
      details: { field: 'asset_id' },
    });
    expect(errorMessage(error, 'fallback')).toBe('Asset ID already exists');
  });

  it('uses the fallback message when the answer is not in the error shape', async () => {
    fakeApi({ 'GET /api/things': () => ({ status: 502 }) });
    const error = await api.get('/api/things').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'http_error' });
    expect(errorMessage(error, 'fallback')).toBe('fallback');
  });

  it('sends JSON with the CSRF header and the query string', async () => {
    const { requests } = fakeApi({ 'PATCH /api/things': () => ({ body: { ok: true } }) });
    await api.patch('/api/things', { name: 'x' }, { query: { limit: 5, q: '', skip: undefined } });
    const [request] = requests;
    expect(request?.url.search).toBe('?limit=5');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('X-Requested-With')).toBe('plantwise');
    expect(request?.body).toEqual({ name: 'x' });
  });

  it('revalidates a GET it has an ETag for and reuses the kept answer on 304', async () => {
    let version = 'W/"a"';
    const { requests } = fakeApi({
      'GET /api/lists': ({ headers }) =>
        headers.get('If-None-Match') === version
          ? { status: 304, headers: { ETag: version } }
          : { body: { data: [version] }, headers: { ETag: version } },
    });
    expect(await api.get('/api/lists', { query: { limit: 5 } })).toEqual({ data: ['W/"a"'] });
    expect(await api.get('/api/lists', { query: { limit: 5 } })).toEqual({ data: ['W/"a"'] });
    expect(requests[1]?.headers.get('If-None-Match')).toBe('W/"a"');
    version = 'W/"b"';
    expect(await api.get('/api/lists', { query: { limit: 5 } })).toEqual({ data: ['W/"b"'] });
    // Another URL has nothing kept: no condition.
    await api.get('/api/lists', { query: { limit: 6 } });
    expect(requests[3]?.headers.get('If-None-Match')).toBeNull();
  });

  it('sends an idempotency key on a write when the caller gives one, and none otherwise', async () => {
    const { requests } = fakeApi({ 'POST /api/things': () => ({ status: 201, body: { ok: true } }) });
    await api.post('/api/things', { a: 1 }, { idempotencyKey: 'queued-7f3a9c' });
    await api.post('/api/things', { a: 1 });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('queued-7f3a9c');
    expect(requests[1]?.headers.get('Idempotency-Key')).toBeNull();
  });
});
