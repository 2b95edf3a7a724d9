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
import { clearNotifications, dismissNotification } from './dismiss-notification';
import { getNotification, getNotifications } from './list-notifications';
import { markAllRead, markRead } from './mark-notification-read';
import { getNotificationPreferences, updateNotificationPreferences } from './notification-preferences';
import { sendTestNotification } from './send-test-notification';

const tags = ['notifications'];

/** The notification centre, preferences and the admin test. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/notifications',
    {
      config: { reads: VIEW_READS.notifications, access: 'user' },
      schema: {
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => getNotifications(ctx, requireAuth(request), request.query),
  );

  app.get(
    '/notifications/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: idParamsSchema, response: { 200: notificationSchema } },
    },
    async (request) => getNotification(ctx, requireAuth(request), request.params.id),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { access: 'user' },
      schema: { tags, params: idParamsSchema, response: { 200: notificationSchema } },
    },
    async (request) => markRead(ctx, requireAuth(request), request.params.id),
  );

  app.post(
    '/notifications/read-all',
    { config: { access: 'user' }, schema: { tags, response: { 200: markAllReadResponseSchema } } },
    async (request) => markAllRead(ctx, requireAuth(request)),
  );

  app.delete(
    '/notifications/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: idParamsSchema, response: { 200: okResponseSchema } },
    },
    async (request) => dismissNotification(ctx, requireAuth(request), request.params.id),
  );

  app.delete(
    '/notifications',
    { config: { access: 'user' }, schema: { tags, response: { 200: clearNotificationsResponseSchema } } },
    async (request) => clearNotifications(ctx, requireAuth(request)),
  );

  app.post(
    '/notifications/test',
    {
      config: { access: 'admin' },
      schema: { tags, body: testNotificationBodySchema, response: { 200: testNotificationResponseSchema } },
    },
    async (request) => sendTestNotification(ctx, requireAuth(request), actorOf(request), request.body),
  );

  app.get(
    '/notification-preferences',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: notificationPreferencesResponseSchema } },
    },
    async (request) => getNotificationPreferences(ctx, requireAuth(request)),
  );

  app.put(
    '/notification-preferences',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: updateNotificationPreferencesBodySchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) =>
      updateNotificationPreferences(ctx, requireAuth(request), actorOf(request), request.body),
  );
};
