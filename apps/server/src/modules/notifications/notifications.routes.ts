import {
  clearNotificationsResponseSchema,
  idParamsSchema,
  markAllReadResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesResponseSchema,
  notificationSchema,
  okResponseSchema,
  testNotificationBodySchema,
  testNotificationResponseSchema,
  updateNotificationPreferencesBodySchema,
  VIEW_READS,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/access';
import { type AppContext, actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { clearNotifications, dismissNotification } from './dismiss-notification';
import { getNotification } from './get-notification';
import { getNotifications } from './get-notifications';
import { markAllRead } from './mark-all-read';
import { markRead } from './mark-read';
import { getNotificationPreferences, updateNotificationPreferences } from './notification-preferences';
import { sendTestNotification } from './send-test-notification';

/** The notification centre, preferences and the admin test. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, { tags: ['notifications'] });

  route.get(
    '/notifications',
    {
      access: 'user',
      reads: VIEW_READS.notifications,
      querystring: notificationListQuerySchema,
      response: { 200: notificationListResponseSchema },
    },
    async (request) => getNotifications(ctx, requireAuth(request), request.query),
  );

  route.get(
    '/notifications/:id',
    { access: 'user', params: idParamsSchema, response: { 200: notificationSchema } },
    async (request) => getNotification(ctx, requireAuth(request), request.params.id),
  );

  route.post(
    '/notifications/:id/read',
    { access: 'user', params: idParamsSchema, response: { 200: notificationSchema } },
    async (request) => markRead(ctx, requireAuth(request), request.params.id),
  );

  route.post(
    '/notifications/read-all',
    { access: 'user', response: { 200: markAllReadResponseSchema } },
    async (request) => markAllRead(ctx, requireAuth(request)),
  );

  route.delete(
    '/notifications/:id',
    { access: 'user', params: idParamsSchema, response: { 200: okResponseSchema } },
    async (request) => dismissNotification(ctx, requireAuth(request), request.params.id),
  );

  route.delete(
    '/notifications',
    { access: 'user', response: { 200: clearNotificationsResponseSchema } },
    async (request) => clearNotifications(ctx, requireAuth(request)),
  );

  route.post(
    '/notifications/test',
    { access: 'admin', body: testNotificationBodySchema, response: { 200: testNotificationResponseSchema } },
    async (request) => sendTestNotification(ctx, requireAuth(request), actorOf(request), request.body),
  );

  route.get(
    '/notification-preferences',
    { access: 'user', response: { 200: notificationPreferencesResponseSchema } },
    async (request) => getNotificationPreferences(ctx, requireAuth(request)),
  );

  route.put(
    '/notification-preferences',
    {
      access: 'user',
      body: updateNotificationPreferencesBodySchema,
      response: { 200: notificationPreferencesResponseSchema },
    },
    async (request) =>
      updateNotificationPreferences(ctx, requireAuth(request), actorOf(request), request.body),
  );
};
