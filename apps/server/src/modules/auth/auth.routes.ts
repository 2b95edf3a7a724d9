import {
  accountSecurityApi as account,
  authApi as api,
  listResponseSchema,
  okResponseSchema,
} from '@plantwise/domain';
import { requireAuth } from '../../platform/auth/access';
import { actorOf, clientInfo } from '../../platform/context';
import { clearSessionCookie, setSessionCookie } from '../../platform/cookies';
import { moduleRoutes } from '../../platform/http/route';
import { changePassword } from './change-password';
import { checkPasswordReset } from './check-password-reset';
import { endMyOtherSessions } from './end-my-other-sessions';
import { endMySession } from './end-my-session';
import { listMySessions } from './list-my-sessions';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { updateOwnProfile } from './update-own-profile';

const ok = { 200: okResponseSchema };
const session = { 200: api.sessionResponseSchema };
const profile = ['profile'];

export const authRoutes = moduleRoutes({ tags: ['auth'] }, (route, ctx) => {
  route.post(
    '/auth/sign-in',
    {
      operationId: 'signIn',
      summary: 'Sign in with e-mail and password',
      access: 'public',
      body: api.signInBodySchema,
      response: session,
    },
    async (request, reply) => {
      const result = await signIn(ctx, request.body, clientInfo(request));
      setSessionCookie(reply, request, ctx.config.publicUrl, result.token, result.maxAgeS);
      return result.body;
    },
  );

  route.post(
    '/auth/sign-out',
    {
      operationId: 'signOut',
      summary: 'Sign out of this session',
      access: 'public',
      config: { sessionOnly: 'sign out (revoke the token instead)' },
      response: ok,
    },
    async (request, reply) => {
      await signOut(ctx, request.auth);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  // Anyone may ask: signed out, the answer is null rather than a 401, which browsers log as an
  // error on every visit to the sign-in page (Lighthouse best practices).
  route.get(
    '/auth/session',
    {
      operationId: 'getSession',
      summary: 'Read the signed-in person and their session',
      access: 'public',
      response: { 200: api.sessionResponseSchema.nullable() },
    },
    async (request) => {
      const auth = request.auth;
      return auth
        ? {
            user: auth.user,
            profile: auth.profile,
            expires_at: auth.expiresAt,
            plant_time_zone: ctx.config.PLANT_TIME_ZONE,
            site_ids: [...(auth.siteIds ?? [])],
          }
        : null;
    },
  );

  route.get(
    '/profile',
    {
      operationId: 'getProfile',
      summary: 'Read your profile',
      access: 'user',
      tags: profile,
      response: { 200: api.profileSchema },
    },
    async (request) => requireAuth(request).profile,
  );

  route.patch(
    '/profile',
    {
      operationId: 'updateProfile',
      summary: 'Change your name',
      access: 'user',
      tags: profile,
      body: api.updateProfileBodySchema,
      response: { 200: api.profileSchema },
    },
    async (request) => updateOwnProfile(ctx, requireAuth(request), actorOf(request), request.body),
  );

  route.post(
    '/auth/forgot-password',
    {
      operationId: 'requestPasswordReset',
      summary: 'Send a password reset link by e-mail',
      access: 'public',
      body: account.forgotPasswordBodySchema,
      response: ok,
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email, clientInfo(request));
      return { ok: true as const };
    },
  );

  route.post(
    '/auth/password-reset/check',
    {
      operationId: 'checkPasswordResetLink',
      summary: 'Check that a password reset link is still valid',
      access: 'public',
      body: account.resetTokenBodySchema,
      response: { 200: account.passwordResetTargetSchema },
    },
    async (request) => checkPasswordReset(ctx, request.body.token),
  );

  route.post(
    '/auth/reset-password',
    {
      operationId: 'resetPassword',
      summary: 'Set a new password from a reset link',
      access: 'public',
      body: account.resetPasswordBodySchema,
      response: session,
    },
    async (request, reply) => {
      const started = await resetPassword(ctx, request.body, clientInfo(request), actorOf(request));
      setSessionCookie(reply, request, ctx.config.publicUrl, started.token, started.maxAgeS);
      return started.body;
    },
  );

  route.post(
    '/profile/password',
    {
      operationId: 'changePassword',
      summary: 'Change your password',
      access: 'user',
      tags: profile,
      config: { sessionOnly: 'change the password' },
      body: account.changePasswordBodySchema,
      response: { 200: account.passwordChangedSchema },
    },
    async (request) =>
      changePassword(ctx, requireAuth(request), actorOf(request), request.body, clientInfo(request)),
  );

  route.get(
    '/profile/sessions',
    {
      operationId: 'listSessions',
      summary: 'List the devices you are signed in on',
      access: 'user',
      tags: profile,
      config: { sessionOnly: 'list sessions' },
      response: { 200: listResponseSchema(account.accountSessionSchema) },
    },
    async (request) => {
      const data = await listMySessions(ctx, requireAuth(request));
      return { data, total: data.length };
    },
  );

  route.delete(
    '/profile/sessions/:id',
    {
      operationId: 'endSession',
      summary: 'Sign out one of your devices',
      access: 'user',
      tags: profile,
      config: { sessionOnly: 'end sessions' },
      response: ok,
    },
    async (request, reply) => {
      const ended = await endMySession(ctx, requireAuth(request), actorOf(request), request.params.id);
      if (ended.current) clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  route.post(
    '/profile/sessions/end-others',
    {
      operationId: 'endOtherSessions',
      summary: 'Sign out every other device',
      access: 'user',
      tags: profile,
      config: { sessionOnly: 'end sessions' },
      response: { 200: account.sessionsEndedSchema },
    },
    async (request) => endMyOtherSessions(ctx, requireAuth(request), actorOf(request)),
  );
});
