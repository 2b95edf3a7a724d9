import {
  decideSingleSignOn,
  ERRORS,
  type SsoErrorCode,
  ssoErrorPath,
  verifiedSsoEmail,
} from '@plantwise/domain';
import * as oidc from 'openid-client';
import type { profiles } from '../../db/schema';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { AppContext, ClientInfo } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findUserByEmail, markEmailConfirmed, type StartedSession, startSession } from '../auth';
import { hasOpenInvitation, joinBySingleSignOn } from '../invitations';
import { CALLBACK_PATH, providerConfiguration, singleSignOnSettings } from './oidc-client';
import { openState } from './sso-state';

export interface SingleSignOnOutcome {
  /** Where the browser goes: the page it asked for, signed in, or the sign-in page with the reason. */
  location: string;
  started: StartedSession | null;
}

const refused = (code: SsoErrorCode): SingleSignOnOutcome => ({
  location: ssoErrorPath(code),
  started: null,
});

type Account = { user: { id: string; email: string }; profile: typeof profiles.$inferSelect };

/** Thrown inside the transaction when what was decided no longer holds (an invitation taken meanwhile). */
class Refusal extends Error {
  constructor(readonly code: SsoErrorCode) {
    super(code);
  }
}

/** The person's address and whether the provider verified it: from the ID token, else from userinfo. */
async function identityOf(
  configuration: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
) {
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider answered without an ID token');
  const name = typeof claims.name === 'string' ? claims.name : null;
  if (claims.email !== undefined && claims.email_verified !== undefined)
    return { email: claims.email as unknown, emailVerified: claims.email_verified as unknown, name };
  // Many providers put the address in userinfo only; it must be the same subject as the ID token's.
  const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  return {
    email: info.email as unknown,
    emailVerified: info.email_verified as unknown,
    name: name ?? (typeof info.name === 'string' ? info.name : null),
  };
}

/**
 * The provider's answer (the callback's query `search`) for the attempt sealed in `cookie`: the state must be
 * this browser's, the code is exchanged with PKCE and the nonce checked, then the domain decides
 * (decideSingleSignOn): an active account is signed in with the same session as a password sign-in, a pending
 * invitation is accepted, anything else is refused with a reason and nothing created. Every refusal after the
 * provider named the person is audited like a failed sign-in.
 */
export async function finishSingleSignOn(
  ctx: AppContext,
  input: { search: string; cookie: string | undefined; client: ClientInfo; actor: Actor },
): Promise<SingleSignOnOutcome> {
  const settings = singleSignOnSettings(ctx.config);
  if (!settings) return refused('sso_unavailable');
  const attempt = openState(settings.clientSecret, input.cookie, ctx.now());
  const answer = new URLSearchParams(input.search);
  // A callback this browser did not start (or started too long ago): never exchanged, whatever it carries.
  if (!attempt || answer.get('state') !== attempt.state) {
    ctx.log.info("Single sign-on: a callback without this browser's state was refused");
    return refused('sso_failed');
  }
  if (answer.has('error')) {
    ctx.log.info(
      { error: answer.get('error') },
      'Single sign-on: the provider refused or the person cancelled',
    );
    return refused(answer.get('error') === 'access_denied' ? 'sso_cancelled' : 'sso_failed');
  }

  let identity: Awaited<ReturnType<typeof identityOf>>;
  try {
    const configuration = await providerConfiguration(settings);
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      new URL(`${settings.redirectUri}?${answer}`),
      {
        pkceCodeVerifier: attempt.verifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      },
    );
    identity = await identityOf(configuration, tokens);
  } catch (error) {
    ctx.log.warn(
      { err: error, path: CALLBACK_PATH },
      "Single sign-on: the provider's answer could not be used",
    );
    return refused(error instanceof oidc.AuthorizationResponseError ? 'sso_cancelled' : 'sso_failed');
  }

  const email = verifiedSsoEmail(identity);
  const claimed = typeof identity.email === 'string' ? identity.email.trim().toLowerCase() : null;
  const found = email ? await findUserByEmail(ctx.db, email) : null;
  const decision = email
    ? decideSingleSignOn({
        account: found ? { active: found.user.active } : null,
        hasInvitation: found ? false : await hasOpenInvitation(ctx, ctx.db, email),
      })
    : ({ outcome: 'refused', code: 'sso_email_unverified' } as const);

  const actor = { ...input.actor, id: found?.user.id ?? null, email: email ?? claimed };
  const refuse = async (code: SsoErrorCode) => {
    await auditedTransaction(ctx.db, async (tx) => {
      await appendAudit(tx, actor, {
        action: 'auth.sign_in_failed',
        entity_type: 'user',
        entity_id: found?.user.id,
        after: { via: 'single-sign-on', reason: code },
      });
    });
    return refused(code);
  };
  if (decision.outcome === 'refused') return refuse(decision.code);

  try {
    const started = await auditedTransaction(ctx.db, async (tx) => {
      let account: Account | null = found && { user: found.user, profile: found.profile };
      let confirmed = false;
      if (decision.outcome === 'accept-invitation' && email) {
        const joined = await joinBySingleSignOn(ctx, tx, { email, name: identity.name, actor: input.actor });
        // Withdrawn or accepted since it was found.
        if (!joined) throw new Refusal('sso_no_account');
        account = { user: joined.user, profile: joined.profileRow };
      } else if (found && !found.user.email_confirmed_at) {
        // The provider has just verified the address: an account still waiting for its link is confirmed.
        account = { user: found.user, profile: await markEmailConfirmed(tx, found.user.id, ctx.now()) };
        confirmed = true;
      }
      if (!account) throw new Refusal('sso_no_account');
      const session = await startSession(ctx, tx, account, input.client);
      await appendAudit(
        tx,
        { ...input.actor, id: account.user.id, email: account.user.email },
        {
          action: 'auth.sign_in',
          entity_type: 'user',
          entity_id: account.user.id,
          after: {
            via: 'single-sign-on',
            ...(decision.outcome === 'accept-invitation' ? { invitation: 'accepted' } : {}),
            ...(confirmed ? { email_confirmed: true } : {}),
          },
        },
      );
      return session;
    });
    return { location: attempt.redirect, started };
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.code);
    // An account made for this address meanwhile (another tab, an administrator): the next try signs in.
    if (error instanceof AppError && error.code === ERRORS.alreadyRegistered.code)
      return refuse('sso_failed');
    throw error;
  }
}
