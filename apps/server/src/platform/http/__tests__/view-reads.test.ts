import { VIEW_READS, type ViewName } from '@plantwise/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';

/**
 * The view each route with a conditional GET answers (docs/decisions/shared-answers.md): its ETag and shared
 * answer must follow exactly the tables the domain says that view reads, which the web client refetches on.
 */
const ROUTE_VIEWS: Record<string, ViewName> = {
  'GET /api/assets': 'assetList',
  'GET /api/assets/facets': 'assetList',
  'GET /api/assets/:id': 'assetDetail',
  'GET /api/assets/:id/children': 'assetList',
  'GET /api/locations': 'locations',
  'GET /api/assets/:id/meters': 'meters',
  'GET /api/meters/:id/readings': 'meterReadings',
  'GET /api/assets/:id/performance': 'assetPerformance',
  'GET /api/work-orders': 'workOrderList',
  'GET /api/work-orders/counts': 'workOrderStats',
  'GET /api/work-orders/:id': 'workOrderDetail',
  'GET /api/breakdowns': 'breakdownList',
  'GET /api/breakdowns/counts': 'breakdownStats',
  'GET /api/breakdowns/:id': 'breakdownDetail',
  'GET /api/maintenance-tasks': 'maintenance',
  'GET /api/inventory': 'inventoryList',
  'GET /api/inventory/facets': 'inventoryList',
  'GET /api/inventory/:id': 'inventoryItem',
  'GET /api/budget': 'budget',
  'GET /api/budget/expenses': 'budgetExpenses',
  'GET /api/calendar/tasks': 'calendarTasks',
  'GET /api/records': 'records',
  'GET /api/compliance/temporary-repairs': 'temporaryRepairs',
  'GET /api/glass-register': 'glassRegister',
  'GET /api/glass-incidents': 'glassIncidents',
  'GET /api/records/:id': 'records',
  'GET /api/signatures': 'records',
  'GET /api/analytics/assets': 'analytics',
  'GET /api/analytics/assets/:id': 'analytics',
  'GET /api/analytics/locations': 'analytics',
  'GET /api/settings/kpi-targets': 'kpiTargets',
  'GET /api/notifications': 'notifications',
  'GET /api/dashboard': 'dashboard',
  'GET /api/search': 'search',
};

const t = useTestApp();

describe('what each route reads', () => {
  it('is the domain’s declaration of its view, on every route that declares reads', () => {
    const declared = Object.fromEntries(
      t.app.routeAccess.filter((r) => r.reads).map((r) => [`${r.method} ${r.url}`, [...(r.reads ?? [])]]),
    );
    const expected = Object.fromEntries(
      Object.entries(ROUTE_VIEWS).map(([route, view]) => [route, [...VIEW_READS[view]]]),
    );
    expect(declared).toEqual(expected);
  });
});
