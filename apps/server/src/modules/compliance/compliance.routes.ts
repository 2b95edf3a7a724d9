import { complianceApi as api, VIEW_READS } from '@plantwise/domain';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { moduleRoutes } from '../../platform/http/route';
import { listTemporaryRepairs } from './list-temporary-repairs';

/**
 * Compliance registers (BRCGS): read by everyone signed in who reads work orders — the register is made of
 * breakdowns and work orders, kept to the caller's sites like them.
 */
export const complianceRoutes = moduleRoutes({ tags: ['compliance'] }, (route, ctx) => {
  route.get(
    '/compliance/temporary-repairs',
    {
      operationId: 'listTemporaryRepairs',
      summary: 'List temporary repairs still in place',
      access: 'user',
      reads: VIEW_READS.temporaryRepairs,
      querystring: api.temporaryRepairListQuerySchema,
      response: { 200: api.temporaryRepairListSchema },
    },
    async (request) => listTemporaryRepairs(ctx, siteScopeOf(request), request.query),
  );
});
