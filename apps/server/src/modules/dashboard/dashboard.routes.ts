import { dashboardQuerySchema, dashboardResponseSchema, VIEW_READS } from '@plantwise/domain';
import { requireAuth } from '../../platform/auth/access';
import { moduleRoutes } from '../../platform/http/route';
import { getDashboard } from './get-dashboard';

/** The dashboard: every signed-in person, with their own assigned work. */
export const dashboardRoutes = moduleRoutes({ tags: ['dashboard'] }, (route, ctx) => {
  route.get(
    '/dashboard',
    {
      operationId: 'getDashboard',
      summary: 'Read the dashboard',
      access: 'user',
      reads: VIEW_READS.dashboard,
      querystring: dashboardQuerySchema,
      response: { 200: dashboardResponseSchema },
    },
    async (request) => getDashboard(ctx, requireAuth(request), request.query),
  );
});
