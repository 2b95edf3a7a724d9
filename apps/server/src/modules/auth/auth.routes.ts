import {
  okResponseSchema,
  profileSchema,
  sessionResponseSchema,
  signInBodySchema,
  updateProfileBodySchema,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access';
import { type AppContext, actorOf, clientInfo } from '../../platform/context';
import { clearSessionCookie, setSessionCookie } from '../../platform/cookies';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { updateOwnProfile } from './update-profile';

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
      return auth ? { user: auth.user, profile: auth.profile, expires_at: auth.expiresAt } : null;
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
};
