/**
 * When a webhook delivery is tried again, when an endpoint is switched off, and which addresses may never be
 * called (docs/decisions/webhooks.md). Pure: the caller passes `now`.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A delivery is retried for 24 hours after its event, then given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * HOUR;
/** An endpoint that has failed every delivery for 3 days is switched off, and admins are told. */
export const WEBHOOK_SWITCH_OFF_AFTER_MS = 3 * DAY;
/** One request's limit; a slower receiver counts as a failure (and is tried again). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Settled deliveries (and events no delivery still needs) are removed from the log after 30 days. */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;
/** How much of a receiver's answer is kept in the delivery log. */
export const WEBHOOK_RESPONSE_EXCERPT_CHARS = 500;

/**
 * The waits after the 1st, 2nd, … failed attempt: 1 min, 5 min, 30 min, 2 h, 5 h, then every 8 h while the
 * 24 h window lasts. About 8 attempts in all, the last one at the window's end.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  8 * HOUR,
] as const;

/**
 * When to try a delivery again after `attempts` failed attempts, or null to give up: never later than 24 h after
 * the event was queued (one last attempt at that moment), and never once the window has passed.
 */
export function nextWebhookAttempt(queuedAt: Date, attempts: number, now: Date): Date | null {
  const deadline = queuedAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  const delay = WEBHOOK_RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), WEBHOOK_RETRY_DELAYS_MS.length) - 1];
  return new Date(Math.min(now.getTime() + delay, deadline));
}

/** Whether an endpoint failing since `failingSince` (its first failure after its last success) is switched off. */
export function shouldSwitchOffWebhook(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_SWITCH_OFF_AFTER_MS;
}

/** Whether a receiver's HTTP status counts as delivered: any 2xx. A redirect is not followed, so it fails. */
export function isWebhookSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Host names that name the machine itself or a cloud's instance metadata, whatever they resolve to. */
const REFUSED_HOST_NAMES = ['localhost', 'metadata', 'metadata.google.internal', 'instance-data'];

/** Metadata services on ordinary addresses (Alibaba Cloud, AWS over IPv6). */
const METADATA_ADDRESSES = ['100.100.100.200', 'fd00:ec2::254'];

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN));
  return bytes.every((b) => Number.isInteger(b) && b >= 0 && b <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included), or null. */
function parseIpv6(text: string): number[] | null {
  let address = text.replace(/^\[|\]$/g, '').toLowerCase();
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  if (!address.includes(':')) return null;
  const lastColon = address.lastIndexOf(':');
  const last = address.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = parseIpv4(last);
    if (!v4) return null;
    const hi = ((v4[0] << 8) | v4[1]).toString(16);
    const lo = ((v4[2] << 8) | v4[3]).toString(16);
    address = `${address.slice(0, lastColon + 1)}${hi}:${lo}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const toGroups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = toGroups(halves[0]);
  const rest = halves.length === 2 ? toGroups(halves[1]) : [];
  if (![...head, ...rest].every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const known = head.length + rest.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const zeros = new Array<number>(8 - known).fill(0);
  return [...head, ...zeros.map(String), ...rest].map((g) => Number.parseInt(g, 16));
}

function ipv4Refused(bytes: number[]): boolean {
  const [a, b] = bytes;
  return (
    a === 0 || // 0.0.0.0/8: "this host"
    a === 127 || // loopback
    (a === 169 && b === 254) || // link-local, where cloud metadata lives (169.254.169.254)
    METADATA_ADDRESSES.includes(bytes.join('.'))
  );
}

/**
 * Whether a literal IP address (v4 or v6) is one a webhook may never reach: loopback (127/8, ::1), "this host"
 * (0.0.0.0/8, ::), link-local (169.254/16, fe80::/10) and cloud metadata addresses, also when written as an
 * IPv4-mapped IPv6 address. Private LAN ranges are allowed: a plant's own systems are the usual receivers.
 * Null when the text is not an IP address.
 */
export function isRefusedWebhookIp(text: string): boolean | null {
  const v4 = parseIpv4(text);
  if (v4) return ipv4Refused(v4);
  const v6 = parseIpv6(text);
  if (!v6) return null;
  if (v6.slice(0, 7).every((g) => g === 0) && v6[7] <= 1) return true; // :: and ::1
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible) reach the IPv4 address.
  if (v6.slice(0, 5).every((g) => g === 0) && (v6[5] === 0xffff || v6[5] === 0)) {
    return ipv4Refused([v6[6] >> 8, v6[6] & 0xff, v6[7] >> 8, v6[7] & 0xff]);
  }
  if ((v6[0] & 0xffc0) === 0xfe80) return true; // fe80::/10
  const canonical = v6.map((g) => g.toString(16)).join(':');
  return METADATA_ADDRESSES.some((m) => {
    const parsed = parseIpv6(m);
    return parsed !== null && parsed.map((g) => g.toString(16)).join(':') === canonical;
  });
}

export const WEBHOOK_ADDRESS_MESSAGES = {
  invalid: 'Enter a full web address starting with https:// or http://',
  scheme: 'Only http:// and https:// addresses can receive webhooks',
  credentials: 'Leave the user name and password out of the address; the signature proves who is calling',
  refused:
    'This address points at the server itself or at cloud metadata (loopback, link-local or metadata addresses are refused)',
  resolvesToRefused: 'The address resolves to the server itself or to cloud metadata, so nothing was sent',
} as const;

/** Whether a host name (not an IP literal) names the machine itself or a metadata service. */
function isRefusedHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return REFUSED_HOST_NAMES.includes(name) || name.endsWith('.localhost');
}

/**
 * Why a webhook address is refused at registration, or null when it may be registered. The address must be an
 * absolute http(s) address without credentials; a loopback, link-local or metadata host is refused unless
 * `allowLoopback` (WEBHOOK_ALLOW_LOOPBACK=1, for tests and local development). The host's DNS answers are
 * checked again at every delivery (isRefusedWebhookIp).
 */
export function webhookUrlRefusal(url: string, options: { allowLoopback: boolean }): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_ADDRESS_MESSAGES.invalid;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return WEBHOOK_ADDRESS_MESSAGES.scheme;
  if (parsed.username || parsed.password) return WEBHOOK_ADDRESS_MESSAGES.credentials;
  if (options.allowLoopback) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const ip = isRefusedWebhookIp(host);
  if (ip === true) return WEBHOOK_ADDRESS_MESSAGES.refused;
  if (ip === null && isRefusedHostName(host)) return WEBHOOK_ADDRESS_MESSAGES.refused;
  return null;
}
