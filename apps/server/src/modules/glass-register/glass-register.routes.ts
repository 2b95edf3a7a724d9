import {
  GLASS_CHECKERS,
  GLASS_REGISTER_KEEPERS,
  glassRegisterApi as api,
  okResponseSchema,
  VIEW_READS,
} from '@plantwise/domain';
import { requireAuth } from '../../platform/auth/access';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf, clientInfo } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { closeGlassIncident } from './close-glass-incident';
import { createGlassItem } from './create-glass-item';
import { listGlassIncidents } from './list-glass-incidents';
import { listGlassItems } from './list-glass-items';
import { recordCheckRound } from './record-check-round';
import { removeGlassItem } from './remove-glass-item';
import { reportGlassIncident } from './report-glass-incident';
import { editGlassItem } from './update-glass-item';

/**
 * The glass and brittle-plastics register (BRCGS 4.9.3, docs/decisions/glass-register.md): everyone signed in
 * reads it under their sites; quality, managers and admins keep it and close incidents; technicians and up,
 * and quality, walk check rounds and report breakages.
 */
export const glassRegisterRoutes = moduleRoutes({ tags: ['compliance'] }, (route, ctx) => {
  route.get(
    '/glass-register',
    {
      operationId: 'listGlassItems',
      summary: 'List the glass and brittle-plastics register with next checks due',
      access: 'user',
      reads: VIEW_READS.glassRegister,
      querystring: api.glassItemListQuerySchema,
      response: { 200: api.glassItemListSchema },
    },
    async (request) => listGlassItems(ctx, siteScopeOf(request), request.query),
  );

  route.create(
    '/glass-register',
    {
      operationId: 'createGlassItem',
      summary: 'Add an item to the glass and brittle-plastics register',
      access: GLASS_REGISTER_KEEPERS,
      body: api.createGlassItemBodySchema,
      created: api.glassItemSchema,
    },
    async (request) => createGlassItem(ctx, siteScopeOf(request), actorOf(request), request.body),
  );

  route.patch(
    '/glass-register/:id',
    {
      operationId: 'updateGlassItem',
      summary: 'Change an item of the glass register',
      access: GLASS_REGISTER_KEEPERS,
      body: api.updateGlassItemBodySchema,
      response: { 200: api.glassItemSchema },
    },
    async (request) =>
      editGlassItem(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/glass-register/:id',
    {
      operationId: 'removeGlassItem',
      summary: 'Remove an item from the glass register (its checks and incidents are kept)',
      access: GLASS_REGISTER_KEEPERS,
      response: { 200: okResponseSchema },
    },
    async (request) => removeGlassItem(ctx, siteScopeOf(request), actorOf(request), request.params.id),
  );

  route.post(
    '/glass-register/checks',
    {
      operationId: 'recordGlassCheckRound',
      summary: 'Record a glass check round; damaged or missing items raise breakage incidents',
      access: GLASS_CHECKERS,
      body: api.glassCheckRoundBodySchema,
      response: { 200: api.glassCheckRoundResultSchema },
    },
    async (request) => recordCheckRound(ctx, requireAuth(request), actorOf(request), request.body),
  );

  route.get(
    '/glass-incidents',
    {
      operationId: 'listGlassIncidents',
      summary: 'List glass and brittle-plastics breakage incidents',
      access: 'user',
      reads: VIEW_READS.glassIncidents,
      querystring: api.glassIncidentListQuerySchema,
      response: { 200: api.glassIncidentListSchema },
    },
    async (request) => listGlassIncidents(ctx, siteScopeOf(request), request.query),
  );

  route.create(
    '/glass-incidents',
    {
      operationId: 'reportGlassIncident',
      summary: 'Report a glass or brittle-plastics breakage',
      access: GLASS_CHECKERS,
      body: api.createGlassIncidentBodySchema,
      created: api.glassIncidentSchema,
    },
    async (request) => reportGlassIncident(ctx, requireAuth(request), actorOf(request), request.body),
  );

  route.post(
    '/glass-incidents/:id/close',
    {
      operationId: 'closeGlassIncident',
      summary: 'Close a glass breakage incident with a quality sign-off',
      access: GLASS_REGISTER_KEEPERS,
      // A sign-off with the person's password: their own act, never a script's.
      config: { sessionOnly: 'close glass incidents' },
      body: api.closeGlassIncidentBodySchema,
      response: { 200: api.glassIncidentSchema },
    },
    async (request) =>
      closeGlassIncident(
        ctx,
        requireAuth(request),
        actorOf(request),
        clientInfo(request),
        request.params.id,
        request.body,
      ),
  );
});
