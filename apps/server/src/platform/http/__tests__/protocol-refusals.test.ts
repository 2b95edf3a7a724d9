import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { signedIn, useTestApp } from '../../../test/harness';
import { listenOnFreePort } from '../../../test/realtime-client';

const t = useTestApp();

/** Sends raw bytes to the listening server and resolves with everything it answers before closing. */
async function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  const [host, port] = (await listenOnFreePort(t.app)).split(':');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), host);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.end(text);
  });
}

describe('refusals made outside the routes answer in the error shape', () => {
  it('answers headers over 16 KB with 431 and the error JSON', async () => {
    const answer = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large (16 KB at most)' },
    });
  });

  it('answers bytes that are not HTTP with 400 and the error JSON', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('bad_request');
  });

  it('answers GET /api/realtime without Upgrade with 426 and the error JSON, and 401 signed out', async () => {
    const { cookie } = await signedIn(t.app);
    const plain = await call(t.app, 'GET', '/api/realtime', cookie);
    expect(plain.statusCode).toBe(426);
    expect(plain.headers.upgrade).toBe('websocket');
    expect(plain.json().error.code).toBe('upgrade_required');
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/realtime' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBeTypeOf('string');
  });
});
