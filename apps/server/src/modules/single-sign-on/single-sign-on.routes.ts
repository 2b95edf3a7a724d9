import { singleSignOnSchema, ssoErrorPath, startSingleSignOnQuerySchema } from '@plantwise/domain';
import { z } from 'zod';
import { actorOf, clientInfo } from '../../platform/context';
import { clearPrivateCookie, setPrivateCookie, setSessionCookie } from '../../platform/cookies';
import { moduleRoutes } from '../../platform/http/route';
import { finishSingleSignOn } from './finish-single-sign-on';
import { singleSignOnSettings } from './oidc-client';
import { SSO_COOKIE, SSO_STATE_MAX_AGE_S } from './sso-state';
import { startSingleSignOn } from './start-single-sign-on';

/** Both legs answer the browser with a redirect, never JSON: it arrives by a link or from the provider. */
const redirect = (to: string) =>
  z.null().describe(`Redirect (Location header) to ${to}; a refusal goes to /auth?sso_error=<code>`);

export const singleSignOnRoutes = moduleRoutes({ tags: ['auth'] }, (route, ctx) => {
  route.get(
    '/auth/single-sign-on',
    {
      operationId: 'getSingleSignOn',
      summary: 'Whether single sign-on is offered, and with which provider',
      access: 'public',
      response: { 200: singleSignOnSchema },
    },
    async () => {
      const settings = singleSignOnSettings(ctx.config);
      return { enabled: settings !== null, name: settings?.name ?? null };
    },
  );

  route.get(
    '/auth/oidc/start',
    {
      operationId: 'startSingleSignOn',
      summary: 'Go to the single sign-on provider to sign in',
      access: 'public',
      querystring: startSingleSignOnQuerySchema,
      response: { 302: redirect("the provider's sign-in page") },
    },
    async (request, reply) => {
      const { location, cookie } = await startSingleSignOn(ctx, request.query.redirect);
      if (cookie)
        setPrivateCookie(reply, request, ctx.config.publicUrl, {
          ...SSO_COOKIE,
          value: cookie,
          maxAgeS: SSO_STATE_MAX_AGE_S,
        });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  route.get(
    '/auth/oidc/callback',
    {
      operationId: 'finishSingleSignOn',
      summary: 'Return from the single sign-on provider, signed in when allowed',
      access: 'public',
      response: { 302: redirect('the page asked for, signed in') },
    },
    async (request, reply) => {
      const url = request.raw.url ?? '';
      // The browser arrives by a redirect: even a failure of ours answers with the sign-in page, not JSON.
      const outcome = await finishSingleSignOn(ctx, {
        search: url.includes('?') ? url.slice(url.indexOf('?') + 1) : '',
        cookie: request.cookies[SSO_COOKIE.name],
        client: clientInfo(request),
        actor: actorOf(request),
      }).catch((error: unknown) => {
        request.log.error({ err: error }, 'Single sign-on could not be finished');
        return { location: ssoErrorPath('sso_failed'), started: null };
      });
      // One attempt per cookie: whatever the outcome, the next sign-in starts afresh.
      clearPrivateCookie(reply, SSO_COOKIE);
      if (outcome.started)
        setSessionCookie(
          reply,
          request,
          ctx.config.publicUrl,
          outcome.started.token,
          outcome.started.maxAgeS,
        );
      return reply.header('cache-control', 'no-store').redirect(outcome.location, 302);
    },
  );
});
