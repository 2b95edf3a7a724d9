import { notificationApi as api, okResponseSchema, VIEW_READS } from '@plantwise/domain';
import { requireAuth } from '../../platform/auth/access';
import { actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { clearNotifications, dismissNotification } from './dismiss-notification';
import { getNotification } from './get-notification';
import { getNotifications } from './get-notifications';
import { markAllRead } from './mark-all-read';
import { markRead } from './mark-read';
import { getNotificationPreferences, updateNotificationPreferences } from './notification-preferences';
import { sendTestNotification } from './send-test-notification';

const notification = { 200: api.notificationSchema };
const preferences = { 200: api.notificationPreferencesResponseSchema };

/** The notification centre, preferences and the admin test: each person's own, so every call names them. */
export const notificationRoutes = moduleRoutes({ tags: ['notifications'] }, (route, ctx) => {
  route.get(
    '/notifications',
    {
      operationId: 'listNotifications',
      summary: 'List your notifications',
      access: 'user',
      reads: VIEW_READS.notifications,
      querystring: api.notificationListQuerySchema,
      response: { 200: api.notificationListResponseSchema },
    },
    async (request) => getNotifications(ctx, requireAuth(request), request.query),
  );

  route.get(
    '/notifications/:id',
    {
      operationId: 'getNotification',
      summary: 'Read a notification',
      access: 'user',
      response: notification,
    },
    async (request) => getNotification(ctx, requireAuth(request), request.params.id),
  );

  route.post(
    '/notifications/:id/read',
    {
      operationId: 'markNotificationRead',
      summary: 'Mark a notification as read',
      access: 'user',
      response: notification,
    },
    async (request) => markRead(ctx, requireAuth(request), request.params.id),
  );

  route.post(
    '/notifications/read-all',
    {
      operationId: 'markAllNotificationsRead',
      summary: 'Mark all your notifications as read',
      access: 'user',
      response: { 200: api.markAllReadResponseSchema },
    },
    async (request) => markAllRead(ctx, requireAuth(request)),
  );

  route.delete(
    '/notifications/:id',
    {
      operationId: 'deleteNotification',
      summary: 'Delete a notification',
      access: 'user',
      response: { 200: okResponseSchema },
    },
    async (request) => dismissNotification(ctx, requireAuth(request), request.params.id),
  );

  route.delete(
    '/notifications',
    {
      operationId: 'deleteNotifications',
      summary: 'Clear your notifications',
      access: 'user',
      response: { 200: api.clearNotificationsResponseSchema },
    },
    async (request) => clearNotifications(ctx, requireAuth(request)),
  );

  route.post(
    '/notifications/test',
    {
      operationId: 'sendTestNotification',
      summary: 'Send yourself a test notification',
      access: 'admin',
      body: api.testNotificationBodySchema,
      response: { 200: api.testNotificationResponseSchema },
    },
    async (request) => sendTestNotification(ctx, requireAuth(request), actorOf(request), request.body),
  );

  route.get(
    '/notification-preferences',
    {
      operationId: 'getNotificationPreferences',
      summary: 'Read your notification preferences',
      access: 'user',
      response: preferences,
    },
    async (request) => getNotificationPreferences(ctx, requireAuth(request)),
  );

  route.put(
    '/notification-preferences',
    {
      operationId: 'setNotificationPreferences',
      summary: 'Set your notification preferences',
      access: 'user',
      body: api.updateNotificationPreferencesBodySchema,
      response: preferences,
    },
    async (request) =>
      updateNotificationPreferences(ctx, requireAuth(request), actorOf(request), request.body),
  );
});
