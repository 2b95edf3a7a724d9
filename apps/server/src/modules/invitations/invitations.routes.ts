import {
  invitationApi as api,
  listResponseSchema,
  okResponseSchema,
  type SignUpBody,
} from '@plantwise/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/access';
import { actorOf, clientInfo } from '../../platform/context';
import { setSessionCookie } from '../../platform/cookies';
import { moduleRoutes } from '../../platform/http/route';
import { confirmEmail, resendConfirmation } from './confirm-email';
import { createInvitation } from './create-invitation';
import { joinWithInvitation } from './join-with-invitation';
import { listInvitations } from './list-invitations';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';
import { verifyInvitation } from './verify-invitation';

const auth = ['auth'];

export const invitationRoutes = moduleRoutes({ tags: ['invitations'] }, (route, ctx) => {
  /** Joining by an invitation's link, or signing up with any invitation: signed in at once when allowed. */
  const join =
    (door: 'any' | 'link') => async (request: FastifyRequest<{ Body: SignUpBody }>, reply: FastifyReply) => {
      const joined = await joinWithInvitation(ctx, request.body, clientInfo(request), actorOf(request), door);
      if (joined.started)
        setSessionCookie(reply, request, ctx.config.publicUrl, joined.started.token, joined.started.maxAgeS);
      return reply.code(201).send(joined.created);
    };

  route.get(
    '/invitations',
    {
      operationId: 'listInvitations',
      summary: 'List invitations',
      access: 'admin',
      querystring: api.invitationListQuerySchema,
      response: { 200: listResponseSchema(api.invitationSchema) },
    },
    async (request) => listInvitations(ctx, request.query),
  );

  route.create(
    '/invitations',
    {
      operationId: 'createInvitation',
      summary: 'Invite a person by e-mail',
      access: 'admin',
      body: api.createInvitationBodySchema,
      created: api.issuedInvitationSchema,
    },
    async (request) => createInvitation(ctx, requireAuth(request), actorOf(request), request.body),
  );

  route.delete(
    '/invitations/:id',
    {
      operationId: 'revokeInvitation',
      summary: 'Withdraw an invitation',
      access: 'admin',
      response: { 200: api.invitationSchema },
    },
    async (request) => revokeInvitation(ctx, actorOf(request), request.params.id),
  );

  route.post(
    '/invitations/:id/resend',
    {
      operationId: 'resendInvitation',
      summary: 'Send an invitation again',
      access: 'admin',
      response: { 200: api.issuedInvitationSchema },
    },
    async (request) => resendInvitation(ctx, requireAuth(request), actorOf(request), request.params.id),
  );

  route.post(
    '/invitations/verify',
    {
      operationId: 'verifyInvitation',
      summary: 'Check an invitation link',
      access: 'public',
      body: api.verifyInvitationBodySchema,
      response: { 200: api.verifiedInvitationSchema },
    },
    async (request) => verifyInvitation(ctx, request.body.token, clientInfo(request)),
  );

  route.post(
    '/invitations/accept',
    {
      operationId: 'acceptInvitation',
      summary: 'Accept an invitation and create your account',
      access: 'public',
      body: api.acceptInvitationBodySchema,
      response: { 201: api.accountCreatedSchema },
    },
    join('link'),
  );

  route.post(
    '/auth/sign-up',
    {
      operationId: 'signUp',
      summary: 'Create an account from an invitation',
      access: 'public',
      tags: auth,
      body: api.signUpBodySchema,
      response: { 201: api.accountCreatedSchema },
    },
    join('any'),
  );

  route.post(
    '/auth/confirm-email',
    {
      operationId: 'confirmEmail',
      summary: 'Confirm your e-mail address',
      access: 'public',
      tags: auth,
      body: api.confirmEmailBodySchema,
      response: { 200: api.emailConfirmedSchema },
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

  route.post(
    '/auth/resend-confirmation',
    {
      operationId: 'resendConfirmation',
      summary: 'Send the e-mail confirmation again',
      access: 'public',
      tags: auth,
      body: api.resendConfirmationBodySchema,
      response: { 200: okResponseSchema },
    },
    async (request) => {
      await resendConfirmation(ctx, request.body.email, clientInfo(request));
      return { ok: true as const };
    },
  );
});
