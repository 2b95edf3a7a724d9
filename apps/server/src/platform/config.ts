import { API_TOKEN_RATE_LIMIT_PER_MINUTE, isValidTimeZone } from '@plantwise/domain';
import { z } from 'zod';

/**
 * Which proxies may set X-Forwarded-For: a hop count ("1" = the one proxy in front) or a
 * comma-separated list of proxy addresses/CIDRs. Never "trust everything": then a client could write
 * any address in the header and slip past every per-address limit.
 */
function trustedProxies() {
  return z
    .string()
    .optional()
    .transform((value, context): false | number | string[] => {
      const text = (value ?? '').trim();
      if (text === '' || text === '0' || text === 'false' || text === 'no') return false;
      if (/^\d+$/.test(text)) return Number(text);
      if (text === 'true' || text === 'yes') {
        context.addIssue({
          code: 'custom',
          message: 'name the proxies: a hop count (e.g. 1) or their addresses/CIDRs, never "true"',
        });
        return z.NEVER;
      }
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const address = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;
      const bad = entries.find((entry) => !address.test(entry));
      if (bad) {
        context.addIssue({ code: 'custom', message: `"${bad}" is not an address or CIDR` });
        return z.NEVER;
      }
      return entries;
    });
}

const bool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const duration = (fallbackSeconds: number) => z.coerce.number().int().positive().default(fallbackSeconds);

/** Every environment variable the server reads; documented in .env.example and the README. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  /** Printed on completion certificates. */
  PLANT_NAME: z.string().trim().min(1).max(120).default('Plantwise food plant'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./data'),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
  CMMS_ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CMMS_ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The first administrator's name, so their work shows a name rather than their e-mail address. */
  CMMS_ADMIN_NAME: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((name) => name || undefined),
  CMMS_DEMO: bool,
  SESSION_IDLE_TIMEOUT_S: duration(12 * 60 * 60),
  SESSION_MAX_AGE_S: duration(7 * 24 * 60 * 60),
  /** Requests a minute each API token may make (docs/decisions/api-tokens.md). */
  API_TOKEN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(API_TOKEN_RATE_LIMIT_PER_MINUTE),
  SIGN_IN_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  SIGN_IN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  SIGN_IN_WINDOW_S: duration(15 * 60),
  SIGN_IN_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  SIGN_IN_MAX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(4_000),
  INVITATION_EXPIRY_DAYS: z.coerce.number().int().positive().default(7),
  INVITE_CODE_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  INVITE_CODE_WINDOW_S: duration(15 * 60),
  INVITE_CODE_GLOBAL_MAX_PER_HOUR: z.coerce.number().int().positive().default(50),
  ACCOUNT_MAIL_MAX_PER_HOUR: z.coerce.number().int().positive().default(5),
  EMAIL_CONFIRMATION_EXPIRY_HOURS: z.coerce.number().int().positive().default(72),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  PASSWORD_RESET_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
  /** Lets webhooks reach loopback and link-local addresses: for tests and local development only. */
  WEBHOOK_ALLOW_LOOPBACK: bool,
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_FROM: z.string().default('Plantwise <no-reply@plantwise.local>'),
  TRUST_PROXY: trustedProxies(),
  REALTIME_SESSION_CHECK_S: duration(60),
  /** The hour (0–23) on the plant's clock at which daily digests are mailed. */
  NOTIFICATION_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  PLANT_TIME_ZONE: z
    .string()
    .default('Europe/London')
    .refine(isValidTimeZone, 'must be an IANA time zone name such as Europe/London'),
  /** Single sign-on with an OpenID Connect provider (docs/decisions/single-sign-on.md); off unless set. */
  OIDC_ISSUER: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OIDC_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  OIDC_CLIENT_SECRET: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /** The provider's name on the sign-in page's button: "Sign in with {OIDC_NAME}". */
  OIDC_NAME: z
    .string()
    .trim()
    .max(60)
    .default('single sign-on')
    .transform((name) => name || 'single sign-on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = z.infer<typeof envSchema> & { version: string; publicUrl: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once at start-up; throws one error listing everything that is wrong. */
export function loadConfig(env: Record<string, string | undefined>, version = '0.0.0'): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  const config = parsed.data;
  const problems: string[] = [];
  if (Boolean(config.CMMS_ADMIN_EMAIL) !== Boolean(config.CMMS_ADMIN_PASSWORD)) {
    problems.push('CMMS_ADMIN_EMAIL and CMMS_ADMIN_PASSWORD must be set together');
  }
  const oidc = [config.OIDC_ISSUER, config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    problems.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (single sign-on)');
  }
  // Tokens and identities must not cross a network in clear; a provider on this machine may use http.
  if (config.OIDC_ISSUER) {
    const issuer = new URL(config.OIDC_ISSUER);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
    if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && loopback)) {
      problems.push('OIDC_ISSUER must be an https:// address (http:// only for a provider on this machine)');
    }
  }
  if (config.SESSION_IDLE_TIMEOUT_S > config.SESSION_MAX_AGE_S) {
    problems.push('SESSION_IDLE_TIMEOUT_S must not exceed SESSION_MAX_AGE_S');
  }
  // The old name meant an hour in UTC: refusing it beats silently moving a plant's digest by hours.
  if (env.NOTIFICATION_DIGEST_HOUR_UTC !== undefined) {
    problems.push(
      "NOTIFICATION_DIGEST_HOUR_UTC was replaced by NOTIFICATION_DIGEST_HOUR, an hour on the plant's clock (PLANT_TIME_ZONE)",
    );
  }
  if (problems.length) throw new ConfigError(problems);
  const publicUrl = (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return { ...config, version, publicUrl };
}
