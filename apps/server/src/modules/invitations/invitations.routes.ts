import {
  acceptInvitationBodySchema,
  accountCreatedSchema,
  confirmEmailBodySchema,
  createInvitationBodySchema,
  emailConfirmedSchema,
  idParamsSchema,
  invitationListQuerySchema,
  invitationSchema,
  issuedInvitationSchema,
  listResponseSchema,
  okResponseSchema,
  resendConfirmationBodySchema,
  signUpBodySchema,
  verifiedInvitationSchema,
  verifyInvitationBodySchema,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access';
import { type AppContext, actorOf, clientInfo } from '../../platform/context';
import { setSessionCookie } from '../../platform/cookies';
import { confirmEmail, resendConfirmation } from './confirm-email';
import { createInvitation } from './create-invitation';
import { joinWithInvitation } from './join-with-invitation';
import { listInvitations } from './list-invitations';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';
import { verifyInvitation } from './verify-invitation';

export const invitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/invitations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invitations'],
        querystring: invitationListQuerySchema,
        response: { 200: listResponseSchema(invitationSchema) },
      },
    },
    async (request) => listInvitations(ctx, request.query),
  );

  app.post(
    '/invitations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invitations'],
        body: createInvitationBodySchema,
        response: { 201: issuedInvitationSchema },
      },
    },
    async (request, reply) => {
      const issued = await createInvitation(ctx, requireAuth(request), actorOf(request), request.body);
      return reply.code(201).send(issued);
    },
  );

  app.delete(
    '/invitations/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['invitations'], params: idParamsSchema, response: { 200: invitationSchema } },
    },
    async (request) => revokeInvitation(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/invitations/:id/resend',
    {
      config: { access: 'admin' },
      schema: { tags: ['invitations'], params: idParamsSchema, response: { 200: issuedInvitationSchema } },
    },
    async (request) => resendInvitation(ctx, requireAuth(request), actorOf(request), request.params.id),
  );

  app.post(
    '/invitations/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['invitations'],
        body: verifyInvitationBodySchema,
        response: { 200: verifiedInvitationSchema },
      },
    },
    async (request) => verifyInvitation(ctx, request.body.token, clientInfo(request)),
  );

  app.post(
    '/invitations/accept',
    {
      config: { access: 'public' },
      schema: {
        tags: ['invitations'],
        body: acceptInvitationBodySchema,
        response: { 201: accountCreatedSchema },
      },
    },
    async (request, reply) => {
      const joined = await joinWithInvitation(
        ctx,
        request.body,
        clientInfo(request),
        actorOf(request),
        'link',
      );
      if (joined.started)
        setSessionCookie(reply, request, ctx.config.publicUrl, joined.started.token, joined.started.maxAgeS);
      return reply.code(201).send(joined.created);
    },
  );

  app.post(
    '/auth/sign-up',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: signUpBodySchema, response: { 201: accountCreatedSchema } },
    },
    async (request, reply) => {
      const joined = await joinWithInvitation(
        ctx,
        request.body,
        clientInfo(request),
        actorOf(request),
        'any',
      );
      if (joined.started)
        setSessionCookie(reply, request, ctx.config.publicUrl, joined.started.token, joined.started.maxAgeS);
      return reply.code(201).send(joined.created);
    },
  );

  app.post(
    '/auth/confirm-email',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: confirmEmailBodySchema, response: { 200: emailConfirmedSchema } },
    },
    async (request, reply) => {
      const { confirmed, started } = await confirmEmail(
        ctx,
        request.body.token,
        actorOf(request),
        clientInfo(request),
      );
      if (started) setSessionCookie(reply, request, ctx.config.publicUrl, started.token, started.maxAgeS);
      return confirmed;
    },
  );

  app.post(
    '/auth/resend-confirmation',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: resendConfirmationBodySchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await resendConfirmation(ctx, request.body.email, clientInfo(request));
      return { ok: true as const };
    },
  );
};
