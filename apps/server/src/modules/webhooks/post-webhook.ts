import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  isRefusedWebhookIp,
  WEBHOOK_ADDRESS_MESSAGES,
  WEBHOOK_RESPONSE_EXCERPT_CHARS,
  webhookUrlRefusal,
} from '@plantwise/domain';

export interface PostResult {
  /** The receiver's HTTP status; null when it answered nothing (refused, unreachable, timed out). */
  status: number | null;
  /** The start of its answer, or why there was none. */
  excerpt: string | null;
}

export interface PostOptions {
  allowLoopback: boolean;
  timeoutMs: number;
}

/**
 * A DNS lookup that refuses loopback, link-local and metadata answers. It is the lookup the socket connects
 * with, so the address checked is the address connected to (a name that resolves somewhere else a moment
 * later cannot slip through between a check and the connection).
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = !allowLoopback && addresses.find((a) => isRefusedWebhookIp(a.address));
      if (refused) {
        const refusal = Object.assign(new Error(WEBHOOK_ADDRESS_MESSAGES.resolvesToRefused), {
          code: 'WEBHOOK_ADDRESS_REFUSED',
        });
        return callback(refusal, '', 0);
      }
      if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * POSTs one signed body to a webhook: no redirects followed (a 3xx is answered as it is), at most
 * `timeoutMs` for the whole exchange, and only the first few hundred characters of the answer read. The
 * address is checked again here (the flag may have been turned off since it was registered), and its DNS
 * answers on connection.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostResult> {
  const refusal = webhookUrlRefusal(url, { allowLoopback: options.allowLoopback });
  if (refusal) return Promise.resolve({ status: null, excerpt: refusal });
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        finish({ status: null, excerpt: `No answer within ${Math.round(options.timeoutMs / 1000)} seconds` }),
      options.timeoutMs,
    );
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowLoopback),
        // A fresh connection per delivery: a pooled socket would skip the address check.
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? null;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.length >= WEBHOOK_RESPONSE_EXCERPT_CHARS) finish({ status, excerpt: excerptOf(text) });
        });
        response.on('end', () => finish({ status, excerpt: excerptOf(text) }));
        response.on('error', () => finish({ status, excerpt: excerptOf(text) }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const message =
        error.code === 'WEBHOOK_ADDRESS_REFUSED'
          ? error.message
          : `Could not reach the address: ${error.code ?? error.message}`;
      finish({ status: null, excerpt: message });
    });
    request.end(body);
  });
}

function excerptOf(text: string): string | null {
  const trimmed = text.slice(0, WEBHOOK_RESPONSE_EXCERPT_CHARS).trim();
  return trimmed === '' ? null : trimmed;
}
