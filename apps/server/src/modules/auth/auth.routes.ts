import {
  accountSessionSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  idParamsSchema,
  listResponseSchema,
  okResponseSchema,
  passwordChangedSchema,
  passwordResetTargetSchema,
  profileSchema,
  resetPasswordBodySchema,
  resetTokenBodySchema,
  sessionResponseSchema,
  sessionsEndedSchema,
  signInBodySchema,
  updateProfileBodySchema,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access';
import { type AppContext, actorOf, clientInfo } from '../../platform/context';
import { clearSessionCookie, setSessionCookie } from '../../platform/cookies';
import { endMyOtherSessions, endMySession, listMySessions } from './account-sessions';
import { changePassword } from './change-password';
import { checkPasswordReset, requestPasswordReset, resetPassword } from './password-reset';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { updateOwnProfile } from './update-own-profile';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: signInBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const result = await signIn(ctx, request.body, clientInfo(request));
      setSessionCookie(reply, request, ctx.config.publicUrl, result.token, result.maxAgeS);
      return result.body;
    },
  );

  app.post(
    '/auth/sign-out',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: okResponseSchema } } },
    async (request, reply) => {
      await signOut(ctx, request.auth);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/session',
    {
      // Anyone may ask: signed out, the answer is null rather than a 401, which browsers log as an
      // error on every visit to the sign-in page (Lighthouse best practices).
      config: { access: 'public' },
      schema: { tags: ['auth'], response: { 200: sessionResponseSchema.nullable() } },
    },
    async (request) => {
      const auth = request.auth;
      return auth
        ? {
            user: auth.user,
            profile: auth.profile,
            expires_at: auth.expiresAt,
            plant_time_zone: ctx.config.PLANT_TIME_ZONE,
          }
        : null;
    },
  );

  app.get(
    '/profile',
    { config: { access: 'user' }, schema: { tags: ['profile'], response: { 200: profileSchema } } },
    async (request) => requireAuth(request).profile,
  );

  app.patch(
    '/profile',
    {
      config: { access: 'user' },
      schema: { tags: ['profile'], body: updateProfileBodySchema, response: { 200: profileSchema } },
    },
    async (request) => updateOwnProfile(ctx, requireAuth(request), actorOf(request), request.body),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: forgotPasswordBodySchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email, clientInfo(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/password-reset/check',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: resetTokenBodySchema, response: { 200: passwordResetTargetSchema } },
    },
    async (request) => checkPasswordReset(ctx, request.body.token),
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const started = await resetPassword(ctx, request.body, clientInfo(request), actorOf(request));
      setSessionCookie(reply, request, ctx.config.publicUrl, started.token, started.maxAgeS);
      return started.body;
    },
  );

  app.post(
    '/profile/password',
    {
      config: { access: 'user' },
      schema: { tags: ['profile'], body: changePasswordBodySchema, response: { 200: passwordChangedSchema } },
    },
    async (request) =>
      changePassword(ctx, requireAuth(request), actorOf(request), request.body, clientInfo(request)),
  );

  app.get(
    '/profile/sessions',
    {
      config: { access: 'user' },
      schema: { tags: ['profile'], response: { 200: listResponseSchema(accountSessionSchema) } },
    },
    async (request) => {
      const data = await listMySessions(ctx, requireAuth(request));
      return { data, total: data.length };
    },
  );

  app.delete(
    '/profile/sessions/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['profile'], params: idParamsSchema, response: { 200: okResponseSchema } },
    },
    async (request, reply) => {
      const ended = await endMySession(ctx, requireAuth(request), actorOf(request), request.params.id);
      if (ended.current) clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/profile/sessions/end-others',
    {
      config: { access: 'user' },
      schema: { tags: ['profile'], response: { 200: sessionsEndedSchema } },
    },
    async (request) => endMyOtherSessions(ctx, requireAuth(request), actorOf(request)),
  );
};
