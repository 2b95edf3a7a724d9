import * as oidc from 'openid-client';
import type { Config } from '../../platform/config';

export interface SingleSignOnSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  name: string;
  /** Where the provider sends the browser back: the address to register at the provider. */
  redirectUri: string;
}

export const CALLBACK_PATH = '/api/auth/oidc/callback';

/** The provider this server is set up for, or null when single sign-on is off (OIDC_* unset). */
export function singleSignOnSettings(config: Config): SingleSignOnSettings | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME } = config;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  return {
    issuer: new URL(OIDC_ISSUER),
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    name: OIDC_NAME,
    redirectUri: `${config.publicUrl}${CALLBACK_PATH}`,
  };
}

/** Plain http is allowed only to a provider on this machine (tests, a local identity server). */
export function isLoopbackUrl(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** The provider's metadata is read again after an hour (its keys are refreshed by openid-client as they rotate). */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const discovered = new Map<string, { at: number; configuration: Promise<oidc.Configuration> }>();

/**
 * The provider's configuration from its discovery document, read once per process and kept for an hour; a
 * failed read is forgotten at once, so the next attempt asks again rather than failing for an hour.
 */
export function providerConfiguration(
  settings: SingleSignOnSettings,
  now = Date.now(),
): Promise<oidc.Configuration> {
  const key = `${settings.issuer.href} ${settings.clientId} ${settings.clientSecret}`;
  const kept = discovered.get(key);
  if (kept && now - kept.at < DISCOVERY_TTL_MS) return kept.configuration;
  const configuration = oidc.discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
    execute:
      settings.issuer.protocol === 'http:' && isLoopbackUrl(settings.issuer)
        ? [oidc.allowInsecureRequests]
        : [],
    timeout: 10,
  });
  discovered.set(key, { at: now, configuration });
  configuration.catch(() => {
    if (discovered.get(key)?.configuration === configuration) discovered.delete(key);
  });
  return configuration;
}
