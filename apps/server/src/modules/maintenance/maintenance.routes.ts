import { maintenanceApi as api, listResponseSchema, okResponseSchema, VIEW_READS } from '@plantwise/domain';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/access';
import { siteScopeOf } from '../../platform/auth/site-scope';
import { actorOf } from '../../platform/context';
import { moduleRoutes } from '../../platform/http/route';
import { completeMaintenanceTask } from './complete-maintenance-task';
import { createMaintenanceTask } from './create-maintenance-task';
import { createTaskWorkOrder } from './create-task-work-order';
import { deleteMaintenanceTask } from './delete-maintenance-task';
import { getCalendar } from './get-calendar';
import { getCalendarTasks } from './get-calendar-tasks';
import { getMaintenanceCompletions } from './get-maintenance-completions';
import { getMaintenanceTask } from './get-maintenance-task';
import { getMaintenanceTaskList } from './get-maintenance-task-list';
import { resetMonth } from './reset-month';
import { updateMaintenanceTask } from './update-maintenance-task';

const completionResultSchema = z.object({
  completion_id: z.uuid(),
  follow_up_work_order_id: z.uuid().nullable(),
  follow_up_work_order_number: z.string().nullable(),
  next_due_date: z.string().nullable(),
  is_active: z.boolean(),
});
const task = { 200: api.maintenanceTaskSchema };

export const maintenanceRoutes = moduleRoutes(
  { tags: ['maintenance'], signInMessage: 'You must be signed in to manage maintenance tasks' },
  (route, ctx) => {
    route.get(
      '/maintenance-tasks',
      {
        operationId: 'listMaintenanceTasks',
        summary: 'List planned maintenance tasks',
        access: 'user',
        reads: VIEW_READS.maintenance,
        sameForEveryone: true,
        querystring: api.maintenanceTaskListQuerySchema,
        response: { 200: listResponseSchema(api.maintenanceTaskSchema) },
      },
      async (request) => getMaintenanceTaskList(ctx, siteScopeOf(request), request.query),
    );

    route.create(
      '/maintenance-tasks',
      {
        operationId: 'createMaintenanceTask',
        summary: 'Plan a maintenance task',
        access: 'manager',
        body: api.createMaintenanceTaskBodySchema,
        created: api.maintenanceTaskSchema,
      },
      async (request) => createMaintenanceTask(ctx, requireAuth(request), actorOf(request), request.body),
    );

    route.post(
      '/maintenance-tasks/reset-month',
      {
        operationId: 'resetMonthlyTasks',
        summary: 'Reopen the tasks done this month',
        access: 'manager',
        response: { 200: api.resetMonthResponseSchema },
      },
      async (request) => resetMonth(ctx, siteScopeOf(request), actorOf(request)),
    );

    route.get(
      '/maintenance-tasks/:id',
      {
        operationId: 'getMaintenanceTask',
        summary: 'Read a planned maintenance task',
        access: 'user',
        response: task,
      },
      async (request) => getMaintenanceTask(ctx, siteScopeOf(request), request.params.id),
    );

    route.patch(
      '/maintenance-tasks/:id',
      {
        operationId: 'updateMaintenanceTask',
        summary: 'Change a planned maintenance task',
        access: 'manager',
        body: api.updateMaintenanceTaskBodySchema,
        response: task,
      },
      async (request) =>
        updateMaintenanceTask(ctx, siteScopeOf(request), actorOf(request), request.params.id, request.body),
    );

    route.delete(
      '/maintenance-tasks/:id',
      {
        operationId: 'deleteMaintenanceTask',
        summary: 'Delete a planned maintenance task',
        access: 'manager',
        response: { 200: okResponseSchema },
      },
      async (request) =>
        deleteMaintenanceTask(ctx, siteScopeOf(request), actorOf(request), request.params.id),
    );

    route.post(
      '/maintenance-tasks/:id/complete',
      {
        operationId: 'completeMaintenanceTask',
        summary: 'Record a planned task as done',
        access: 'technician',
        body: api.completeMaintenanceTaskBodySchema,
        response: { 200: completionResultSchema },
      },
      async (request) =>
        completeMaintenanceTask(ctx, requireAuth(request), actorOf(request), request.params.id, request.body),
    );

    route.get(
      '/maintenance-tasks/:id/completions',
      {
        operationId: 'listMaintenanceTaskCompletions',
        summary: 'List when a planned task was done',
        access: 'user',
        response: { 200: z.object({ data: z.array(api.maintenanceCompletionSchema) }) },
      },
      async (request) => getMaintenanceCompletions(ctx, siteScopeOf(request), request.params.id),
    );

    route.create(
      '/maintenance-tasks/:id/work-order',
      {
        operationId: 'createWorkOrderFromTask',
        summary: 'Create a work order from a planned task',
        access: 'manager',
        created: api.maintenanceTaskSchema,
      },
      async (request) => createTaskWorkOrder(ctx, requireAuth(request), actorOf(request), request.params.id),
    );

    route.get(
      '/calendar',
      {
        operationId: 'getCalendar',
        summary: 'Read the maintenance calendar',
        access: 'user',
        querystring: api.calendarQuerySchema,
        response: { 200: z.object({ data: z.array(api.calendarEventSchema) }) },
      },
      async (request) => getCalendar(ctx, siteScopeOf(request), request.query.from, request.query.to),
    );

    route.get(
      '/calendar/tasks',
      {
        operationId: 'listCalendarTasks',
        summary: 'List the planned tasks due in a period',
        access: 'user',
        reads: VIEW_READS.calendarTasks,
        sameForEveryone: true,
        querystring: api.calendarTasksQuerySchema,
        response: { 200: listResponseSchema(api.calendarTaskSchema) },
      },
      async (request) => getCalendarTasks(ctx, siteScopeOf(request), request.query),
    );
  },
);
