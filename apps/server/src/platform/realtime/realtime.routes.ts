import { ERRORS } from '@plantwise/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/access';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { isOwnOrigin } from '../http/same-origin';
import { RealtimeHub } from './realtime-hub';

/**
 * Browsers always send Origin on a websocket handshake, and cookies go with it: refuse other
 * origins so that another site cannot listen with the user's session (cross-site websocket hijacking).
 */
function sameOriginUpgrade(publicUrl: string) {
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin && !isOwnOrigin(origin, publicUrl)) {
      throw new AppError(ERRORS.crossOrigin);
    }
  };
}

/**
 * GET /api/realtime: a websocket of `{table, op, id}` events for signed-in users
 * (docs/architecture.md#the-path-of-a-live-update).
 */
export const realtimeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const hub = new RealtimeHub(ctx.changes, {
    db: ctx.db,
    now: ctx.now,
    log: ctx.log,
    policy: { idleTimeoutS: ctx.config.SESSION_IDLE_TIMEOUT_S, maxAgeS: ctx.config.SESSION_MAX_AGE_S },
    sessionCheckMs: ctx.config.REALTIME_SESSION_CHECK_S * 1000,
  });
  app.addHook('onClose', async () => hub.close());

  app.route({
    method: 'GET',
    url: '/realtime',
    // Live updates are for the app's tabs; a script polls with conditional GET (ETag) instead.
    config: { access: 'user', sessionOnly: 'open the live updates socket' },
    preValidation: sameOriginUpgrade(ctx.config.publicUrl),
    schema: { tags: ['realtime'], hide: true },
    // A plain GET (no Upgrade header) is answered in the API's error shape, not with an empty 404.
    handler: async (_request, reply) => {
      void reply.header('upgrade', 'websocket');
      throw new AppError(ERRORS.upgradeRequired);
    },
    wsHandler: (socket, request) => {
      const auth = requireAuth(request);
      hub.add(socket, {
        userId: auth.user.id,
        sessionId: auth.sessionId,
        role: auth.profile.role,
        siteIds: auth.siteIds,
      });
    },
  });
};
