/** The id in a detail screen's path below: no such row, so the screen shows its not-found state. */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every protected screen of spec §2, with its h1. Screens that show a state of their data (a missing
 * asset, an invalid invitation) are matched loosely: their own specs check the states. `aliasOf` marks a
 * second route to a screen listed under its main path: it must answer, but scanning it again finds
 * nothing new.
 */
export const PROTECTED_SCREENS: Array<{ path: string; heading: string | RegExp; aliasOf?: string }> = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/assets', heading: 'Asset Management' },
  { path: `/assets/${NO_SUCH_ID}`, heading: /Asset/ },
  { path: '/locations', heading: 'Locations' },
  { path: '/analytics', heading: 'Asset Analytics' },
  { path: '/reports/asset-analytics', heading: 'Asset Analytics', aliasOf: '/analytics' },
  { path: '/work-orders', heading: 'Work Orders' },
  { path: '/maintenance', heading: 'Maintenance Overview' },
  { path: '/maintenance/predictive', heading: 'Predictive AI', aliasOf: '/predictive-ai' },
  { path: '/predictive-ai', heading: 'Predictive AI' },
  { path: '/preventive-maintenance', heading: 'Preventive Maintenance' },
  { path: '/maintenance/preventive', heading: 'Preventive Maintenance', aliasOf: '/preventive-maintenance' },
  { path: '/reactive-maintenance', heading: 'Reactive Maintenance' },
  { path: '/maintenance/reactive', heading: 'Reactive Maintenance', aliasOf: '/reactive-maintenance' },
  { path: '/maintenance/new-pm', heading: 'New PM Task' },
  { path: '/signatures', heading: 'Signatures' },
  { path: '/records', heading: 'Records' },
  { path: `/records/${NO_SUCH_ID}`, heading: 'Record Details' },
  { path: '/compliance/temporary-repairs', heading: 'Temporary Repairs' },
  { path: '/compliance/glass', heading: 'Glass & Brittle Plastics' },
  { path: '/inventory', heading: 'Inventory' },
  { path: '/budget', heading: 'Budget' },
  { path: '/settings', heading: 'Settings' },
  { path: '/settings/api-tokens', heading: 'API tokens' },
  { path: '/settings/webhooks', heading: 'Webhooks' },
  { path: '/admin/users', heading: 'User Management' },
  { path: '/admin/diagnostics', heading: 'System Diagnostics' },
  { path: '/internal-simulation', heading: 'Internal Simulation' },
];

/** The public screens, with their h1. */
export const PUBLIC_SCREENS: Array<{ path: string; heading: string | RegExp }> = [
  { path: '/auth', heading: 'Sign in' },
  { path: '/email-confirmation', heading: /Confirm/ },
  { path: '/invite/signup/123456', heading: /invitation/i },
  { path: '/invite/accept/0123456789abcdef', heading: /invitation/i },
  { path: '/no-such-page', heading: 'Page Not Found' },
];
