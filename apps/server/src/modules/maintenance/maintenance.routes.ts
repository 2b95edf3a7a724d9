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
import { moduleRoutes } from '../../platform/http/route';
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

const params = idParamsSchema;
const completionResultSchema = z.object({
  completion_id: z.uuid(),
  follow_up_work_order_id: z.uuid().nullable(),
  follow_up_work_order_number: z.string().nullable(),
  next_due_date: z.string().nullable(),
  is_active: z.boolean(),
});

export const maintenanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const route = moduleRoutes(app, {
    tags: ['maintenance'],
    signInMessage: 'You must be signed in to manage maintenance tasks',
  });

  route.get(
    '/maintenance-tasks',
    {
      access: 'user',
      reads: VIEW_READS.maintenance,
      sameForEveryone: true,
      querystring: maintenanceTaskListQuerySchema,
      response: { 200: listResponseSchema(maintenanceTaskSchema) },
    },
    async (request) => getMaintenanceTaskList(ctx, request.query),
  );

  route.post(
    '/maintenance-tasks',
    { access: 'manager', body: createMaintenanceTaskBodySchema, response: { 201: maintenanceTaskSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createMaintenanceTask(ctx, requireAuth(request), actorOf(request), request.body)),
  );

  route.post(
    '/maintenance-tasks/reset-month',
    { access: 'manager', response: { 200: resetMonthResponseSchema } },
    async (request) => resetMonth(ctx, actorOf(request)),
  );

  route.get(
    '/maintenance-tasks/:id',
    { access: 'user', params, response: { 200: maintenanceTaskSchema } },
    async (request) => getMaintenanceTask(ctx, request.params.id),
  );

  route.patch(
    '/maintenance-tasks/:id',
    {
      access: 'manager',
      params,
      body: updateMaintenanceTaskBodySchema,
      response: { 200: maintenanceTaskSchema },
    },
    async (request) => updateMaintenanceTask(ctx, actorOf(request), request.params.id, request.body),
  );

  route.delete(
    '/maintenance-tasks/:id',
    { access: 'manager', params, response: { 200: okResponseSchema } },
    async (request) => deleteMaintenanceTask(ctx, actorOf(request), request.params.id),
  );

  route.post(
    '/maintenance-tasks/:id/complete',
    {
      access: 'technician',
      params,
      body: completeMaintenanceTaskBodySchema,
      response: { 200: completionResultSchema },
    },
    async (request) =>
      completeMaintenanceTask(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
  );

  route.get(
    '/maintenance-tasks/:id/completions',
    { access: 'user', params, response: { 200: z.object({ data: z.array(maintenanceCompletionSchema) }) } },
    async (request) => getMaintenanceCompletions(ctx, request.params.id),
  );

  route.post(
    '/maintenance-tasks/:id/work-order',
    { access: 'manager', params, response: { 201: maintenanceTaskSchema } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createTaskWorkOrder(ctx, requireAuth(request), actorOf(request), request.params.id)),
  );

  route.get(
    '/calendar',
    {
      access: 'user',
      querystring: calendarQuerySchema,
      response: { 200: z.object({ data: z.array(calendarEventSchema) }) },
    },
    async (request) => getCalendar(ctx, request.query.from, request.query.to),
  );

  route.get(
    '/calendar/tasks',
    {
      access: 'user',
      reads: VIEW_READS.calendarTasks,
      sameForEveryone: true,
      querystring: calendarTasksQuerySchema,
      response: { 200: listResponseSchema(calendarTaskSchema) },
    },
    async (request) => getCalendarTasks(ctx, request.query),
  );
};
