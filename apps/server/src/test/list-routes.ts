/**
 * The list requests of the screens whose query plans must stay index plans as tables grow: the query-plan test
 * (db/__tests__/list-query-plans.test.ts) EXPLAINs them above 10,000 rows, and the group-scale bench
 * (bench/group-scale.ts) at a group's size. A new list joins by adding its URLs here.
 */

/** The webhook whose delivery log is seeded (its id is in the list's URL). */
export const WEBHOOK_ID = '00000000-0000-4000-8000-00000000a1a1';

/** The list requests of the screens: first pages, each filter and each sort. */
export const LIST_ROUTES = [
  '/api/assets?limit=50',
  '/api/assets?limit=50&status=operational',
  '/api/assets?limit=50&criticality=critical&site=Site%201',
  '/api/assets?limit=50&category=machinery&sort=asset_name',
  '/api/assets?limit=50&sort=criticality&order=desc&site=Site%201',
  '/api/assets?limit=50&sort=criticality&order=asc',
  '/api/assets?limit=50&sort=updated_at&order=desc',
  '/api/breakdowns?limit=50',
  '/api/breakdowns?limit=50&active=true',
  '/api/breakdowns?limit=50&status=completed',
  '/api/work-orders?limit=50',
  '/api/work-orders?limit=50&status=pending',
  '/api/work-orders?limit=50&priority=critical&sort=-priority',
  '/api/work-orders?limit=50&overdue=true',
  '/api/work-orders?limit=50&sort=date_scheduled',
  '/api/work-orders?limit=50&q=conveyor',
  '/api/maintenance-tasks?limit=50',
  '/api/maintenance-tasks?limit=50&overdue=true',
  // The calendar's month around today (the seeded tasks fall due from 30 days ago to 30 days ahead).
  `/api/calendar/tasks?from=${new Date(Date.now() - 21 * 86_400_000).toISOString()}&to=${new Date(Date.now() + 21 * 86_400_000).toISOString()}`,
  '/api/inventory?limit=50',
  '/api/inventory?limit=50&status=low-stock',
  '/api/inventory?limit=50&sort=quantity_in_stock&order=desc',
  '/api/notifications?limit=50',
  '/api/budget/expenses?year=2026&limit=50',
  '/api/budget/expenses?year=2026&site=Site%201&category=contractors&limit=50',
  '/api/compliance/temporary-repairs?limit=50',
  '/api/compliance/temporary-repairs?limit=50&state=overdue',
  `/api/webhooks/${WEBHOOK_ID}/deliveries?limit=50`,
];

/**
 * The work lists again as a manager limited to one site (docs/decisions/site-access.md): the scope adds a
 * semi-join through assets_location_idx and the locations' GIN index, which must not turn a page into a scan.
 */
export const LIMITED_ROUTES = [
  '/api/breakdowns?limit=50',
  '/api/breakdowns?limit=50&active=true',
  '/api/breakdowns?limit=50&status=completed',
  '/api/work-orders?limit=50',
  '/api/work-orders?limit=50&status=pending',
  '/api/work-orders?limit=50&sort=date_scheduled',
  '/api/maintenance-tasks?limit=50',
  '/api/maintenance-tasks?limit=50&overdue=true',
  `/api/calendar/tasks?from=${new Date(Date.now() - 21 * 86_400_000).toISOString()}&to=${new Date(Date.now() + 21 * 86_400_000).toISOString()}`,
];
