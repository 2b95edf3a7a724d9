import nodemailer from 'nodemailer';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Timeouts of one SMTP conversation; the delivery lease is sized from them. */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
export const SMTP_MAX_CONNECTIONS = 3;

/**
 * An SMTP transport for one delivery batch (pooled, so a batch shares connections). Options in the
 * URL's query string win; a relay on the loopback interface is used without STARTTLS unless the URL
 * asks for it, since local relays and test peers usually offer a certificate nobody can verify.
 */
export function createSmtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  const tlsChosen = url.searchParams.has('ignoreTLS') || url.searchParams.has('requireTLS');
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_MAX_CONNECTIONS,
    ...SMTP_TIMEOUTS,
    ...(loopback && !tlsChosen && url.protocol === 'smtp:' ? { ignoreTLS: true } : {}),
  });
}

/** SMTP 5xx answers and malformed envelopes will not get better by retrying. */
export function isPermanentSmtpError(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600;
  return code === 'EENVELOPE';
}
