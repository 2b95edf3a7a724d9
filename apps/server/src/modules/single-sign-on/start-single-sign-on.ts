import { safeRedirectPath, ssoErrorPath } from '@plantwise/domain';
import * as oidc from 'openid-client';
import type { AppContext } from '../../platform/context';
import { providerConfiguration, singleSignOnSettings } from './oidc-client';
import { SSO_STATE_MAX_AGE_S, sealState } from './sso-state';

/**
 * The first leg of single sign-on: where to send the browser (the provider's authorization endpoint, with
 * the authorization code flow, PKCE, a state and a nonce) and the sealed attempt for its cookie. When single
 * sign-on is off or the provider cannot be reached, back to the sign-in page with a message instead.
 */
export async function startSingleSignOn(
  ctx: AppContext,
  redirect: string | undefined,
): Promise<{ location: string; cookie: string | null }> {
  const settings = singleSignOnSettings(ctx.config);
  if (!settings) return { location: ssoErrorPath('sso_unavailable'), cookie: null };
  let configuration: oidc.Configuration;
  try {
    configuration = await providerConfiguration(settings);
  } catch (error) {
    ctx.log.warn(
      { err: error, issuer: settings.issuer.href },
      'Single sign-on: the provider could not be read',
    );
    return { location: ssoErrorPath('sso_unavailable'), cookie: null };
  }
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: settings.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const cookie = sealState(settings.clientSecret, {
    state,
    nonce,
    verifier,
    redirect: safeRedirectPath(redirect),
    expiresAt: ctx.now().getTime() + SSO_STATE_MAX_AGE_S * 1000,
  });
  return { location: url.href, cookie };
}
