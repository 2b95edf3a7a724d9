// The shell imports these on every screen, so they stay light; the screen itself is loaded by its
// route (app/routes/reactive-maintenance.tsx) as a chunk of its own.

// Other features pick assets and assignees with the same controls (work orders, maintenance tasks).
export type { AssetOption } from './api/search-assets';
// Kept on the device so a breakdown can be reported offline (features/offline).
export { keptAssetOptionsQuery } from './api/search-assets';
export { AssetPicker } from './components/asset-picker';
export { AssigneePicker } from './components/assignee-picker';
export { BreakdownAlerts } from './components/breakdown-alerts';
export { CriticalBreakdownsCounter } from './components/critical-breakdowns-counter';
