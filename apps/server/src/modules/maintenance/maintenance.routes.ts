import {
  calendarEventSchema,
  calendarQuerySchema,
  calendarTaskSchema,
  calendarTasksQuerySchema,
  completeMaintenanceTaskBodySchema,
  createMaintenanceTaskBodySchema,
  idParamsSchema,
  listResponseSchema,
  maintenanceCompletionSchema,
  maintenanceTaskListQuerySchema,
  maintenanceTaskSchema,
  okResponseSchema,
  resetMonthResponseSchema,
  updateMaintenanceTaskBodySchema,
  VIEW_READS,
} from '@plantwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/access';
import { type AppContext, actorOf } from '../../platform/context';
import { completeMaintenanceTask } from './complete-maintenance-task';
import { createMaintenanceTask } from './create-maintenance-task';
import { createTaskWorkOrder } from './create-task-work-order';
import { deleteMaintenanceTask } from './delete-maintenance-task';
import {
  getCalendar,
  getCalendarTasks,
  getMaintenanceCompletions,
  getMaintenanceTask,
  getMaintenanceTaskList,
} from './get-maintenance-tasks';
import { resetMonth } from './reset-month';
import { updateMaintenanceTask } from './update-maintenance-task';

const tags = ['maintenance'];
const signInMessage = 'You must be signed in to manage maintenance tasks';
const params = idParamsSchema;
const completionResultSchema = z.object({
  completion_id: z.uuid(),
  follow_up_work_order_id: z.uuid().nullable(),
  follow_up_work_order_number: z.string().nullable(),
  next_due_date: z.string().nullable(),
  is_active: z.boolean(),
});

export const maintenanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/maintenance-tasks',
    {
      config: {
        reads: VIEW_READS.maintenance,
        sameForEveryone: true,
        access: 'user',
        signInMessage,
      },
      schema: {
        tags,
        querystring: maintenanceTaskListQuerySchema,
        response: { 200: listResponseSchema(maintenanceTaskSchema) },
      },
    },
    async (request) => getMaintenanceTaskList(ctx, request.query),
  );

  app.post(
    '/maintenance-tasks',
    {
      config: { access: 'manager', signInMessage },
      schema: { tags, body: createMaintenanceTaskBodySchema, response: { 201: maintenanceTaskSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createMaintenanceTask(ctx, requireAuth(request), actorOf(request), request.body)),
  );

  app.post(
    '/maintenance-tasks/reset-month',
    {
      config: { access: 'manager', signInMessage },
      schema: { tags, response: { 200: resetMonthResponseSchema } },
    },
    async (request) => resetMonth(ctx, actorOf(request)),
  );

  app.get(
    '/maintenance-tasks/:id',
    {
      config: { access: 'user', signInMessage },
      schema: { tags, params, response: { 200: maintenanceTaskSchema } },
    },
    async (request) => getMaintenanceTask(ctx, request.params.id),
  );

  app.patch(
    '/maintenance-tasks/:id',
    {
      config: { access: 'manager', signInMessage },
      schema: {
        tags,
        params,
        body: updateMaintenanceTaskBodySchema,
        response: { 200: maintenanceTaskSchema },
      },
    },
    async (request) => updateMaintenanceTask(ctx, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/maintenance-tasks/:id',
    {
      config: { access: 'manager', signInMessage },
      schema: { tags, params, response: { 200: okResponseSchema } },
    },
    async (request) => deleteMaintenanceTask(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/maintenance-tasks/:id/complete',
    {
      config: { access: 'technician', signInMessage },
      schema: {
        tags,
        params,
        body: completeMaintenanceTaskBodySchema,
        response: { 200: completionResultSchema },
      },
    },
    async (request) =>
      completeMaintenanceTask(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/maintenance-tasks/:id/completions',
    {
      config: { access: 'user', signInMessage },
      schema: { tags, params, response: { 200: z.object({ data: z.array(maintenanceCompletionSchema) }) } },
    },
    async (request) => getMaintenanceCompletions(ctx, request.params.id),
  );

  app.post(
    '/maintenance-tasks/:id/work-order',
    {
      config: { access: 'manager', signInMessage },
      schema: { tags, params, response: { 201: maintenanceTaskSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createTaskWorkOrder(ctx, requireAuth(request), actorOf(request), request.params.id)),
  );

  app.get(
    '/calendar',
    {
      config: { access: 'user', signInMessage },
      schema: {
        tags,
        querystring: calendarQuerySchema,
        response: { 200: z.object({ data: z.array(calendarEventSchema) }) },
      },
    },
    async (request) => getCalendar(ctx, request.query.from, request.query.to),
  );

  app.get(
    '/calendar/tasks',
    {
      config: { reads: VIEW_READS.calendarTasks, sameForEveryone: true, access: 'user', signInMessage },
      schema: {
        tags,
        querystring: calendarTasksQuerySchema,
        response: { 200: listResponseSchema(calendarTaskSchema) },
      },
    },
    async (request) => getCalendarTasks(ctx, request.query),
  );
};
