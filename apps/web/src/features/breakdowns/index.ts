// The shell imports these on every screen, so they stay light; the screen itself is loaded by its
// route (app/routes/reactive-maintenance.tsx) as a chunk of its own.
export { breakdownKeys } from './api/query-keys';
export { BreakdownAlerts } from './components/breakdown-alerts';
export { CriticalBreakdownsCounter } from './components/critical-breakdowns-counter';
