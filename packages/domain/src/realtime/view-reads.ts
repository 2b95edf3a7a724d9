/**
 * The tables each view's answer is read from, declared once (docs/decisions/shared-answers.md). The server's
 * ETags, shared answers and remembered totals follow these tables' versions, and the web client refetches a
 * view's queries when one of them changes; both sides read this map, so they cannot drift apart.
 */
export const VIEW_READS = {
  /** The asset register, its facets and its total: an open line-stopping breakdown shows an asset as down. */
  assetList: ['assets', 'asset_breakdowns', 'locations'],
  /** One asset, with its open breakdown and the names of the people on its work. */
  assetDetail: ['assets', 'asset_breakdowns', 'work_orders', 'profiles', 'locations'],
  /** An asset's timeline and performance: its work orders, breakdowns and tasks. */
  assetPerformance: ['assets', 'asset_breakdowns', 'work_orders', 'maintenance_tasks'],
  workOrderList: ['work_orders', 'assets', 'profiles'],
  workOrderStats: ['work_orders'],
  /** One work order, with the parts its completion consumed. */
  workOrderDetail: ['work_orders', 'assets', 'profiles', 'stock_movements'],
  breakdownList: ['asset_breakdowns', 'assets', 'profiles'],
  breakdownStats: ['asset_breakdowns'],
  /** One breakdown, with its follow-up work order. */
  breakdownDetail: ['asset_breakdowns', 'assets', 'profiles', 'work_orders'],
  maintenance: ['maintenance_tasks', 'assets', 'profiles', 'maintenance_completions', 'calendar_events'],
  /** The calendar's stored events and scheduled work orders, each named with its asset. */
  calendar: ['calendar_events', 'work_orders', 'assets'],
  /** The schedules of the tasks the calendar projects, each with its asset. */
  calendarTasks: ['maintenance_tasks', 'assets'],
  inventoryList: ['inventory_items', 'assets'],
  /** One stores item with its movements. */
  inventoryItem: ['inventory_items', 'stock_movements', 'assets'],
  /** The plan against actual: the plan, the expenses, completed work, consumed parts and open breakdowns. */
  budget: [
    'budget_lines',
    'budget_expenses',
    'work_orders',
    'stock_movements',
    'asset_breakdowns',
    'assets',
    'locations',
  ],
  budgetExpenses: ['budget_expenses', 'assets'],
  records: ['records', 'record_signatures', 'assets', 'locations'],
  /** The temporary repairs register: temporary fixes of breakdowns and work orders, and their follow-ups. */
  temporaryRepairs: ['asset_breakdowns', 'work_orders', 'assets', 'locations'],
  /** The glass and brittle-plastics register: items at their locations, their last checks and open incidents. */
  glassRegister: ['glass_items', 'glass_incidents', 'locations'],
  /** Glass breakage incidents with their items and locations. */
  glassIncidents: ['glass_incidents', 'glass_items', 'locations'],
  /** Every asset's metrics: its breakdowns and work orders, filtered and rolled up by the location tree. */
  analytics: ['assets', 'asset_breakdowns', 'work_orders', 'locations'],
  /** The failure estimates: the breakdown history, the register and the PM tasks. */
  predictive: ['asset_breakdowns', 'assets', 'maintenance_tasks'],
  /** The KPI targets are a setting. */
  kpiTargets: ['settings'],
  notifications: ['notifications'],
  /** The dashboard's tiles, lists and chart (`settings` holds the KPI targets the tiles are judged against). */
  dashboard: [
    'assets',
    'asset_breakdowns',
    'work_orders',
    'maintenance_tasks',
    'maintenance_completions',
    'inventory_items',
    'records',
    'record_signatures',
    'settings',
    'locations',
  ],
  /** The location tree with each location's asset count. */
  locations: ['locations', 'assets'],
  /** An asset's meters with their last reading and usage rate, and a meter's readings. */
  meters: ['meters', 'meter_readings', 'assets'],
  meterReadings: ['meter_readings', 'meters', 'profiles'],
  /** Settings → API tokens: a person's tokens (their last use), and everyone's with their owners (admins). */
  apiTokens: ['api_tokens', 'profiles', 'users'],
  /** Settings → Webhooks: the endpoints and each one's delivery log (admins). */
  webhooks: ['webhooks', 'webhook_deliveries'],
  /** Search results. */
  search: [
    'assets',
    'asset_breakdowns',
    'work_orders',
    'inventory_items',
    'maintenance_tasks',
    'profiles',
    'locations',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ViewName = keyof typeof VIEW_READS;
