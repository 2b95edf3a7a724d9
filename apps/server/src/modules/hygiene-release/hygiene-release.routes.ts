import { hygieneReleaseApi as api, FOOD_SAFETY_SIGNERS } from '@plantwise/domain';
import { requireAuth } from '../../platform/auth/access';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf, clientInfo } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { countAssetsAwaitingRelease } from './count-awaiting-release';
import { getPendingRelease } from './get-pending-release';
import { releaseAsset } from './release-asset';

/**
 * Hygiene release of food-contact assets (docs/decisions/hygiene-release.md): everyone signed in sees what
 * waits; quality, managers and admins release (the domain refuses whoever did the work).
 */
export const hygieneReleaseRoutes = moduleRoutes({ tags: ['compliance'] }, (route, ctx) => {
  route.get(
    '/assets/:id/release',
    {
      operationId: 'getPendingRelease',
      summary: "Read an asset's wait for hygiene release and who did the work",
      access: 'user',
      response: { 200: api.pendingReleaseResponseSchema },
    },
    async (request) => getPendingRelease(ctx, requireAuth(request), request.params.id),
  );

  route.post(
    '/assets/:id/release',
    {
      operationId: 'releaseAsset',
      summary: 'Release a food-contact asset for production after work',
      access: FOOD_SAFETY_SIGNERS,
      // A release is a signature with the person's password: their own act, never a script's.
      config: { sessionOnly: 'release assets for production' },
      body: api.releaseBodySchema,
      response: { 200: api.releaseResultSchema },
    },
    async (request) =>
      releaseAsset(
        ctx,
        requireAuth(request),
        actorOf(request),
        clientInfo(request),
        request.params.id,
        request.body,
      ),
  );

  route.get(
    '/compliance/awaiting-release/count',
    {
      operationId: 'countAssetsAwaitingRelease',
      summary: 'Count assets awaiting hygiene release',
      access: 'user',
      response: { 200: api.awaitingReleaseCountSchema },
    },
    async (request) => countAssetsAwaitingRelease(ctx, siteScopeOf(request)),
  );
});
