import { DASHBOARD_TABLES } from '@plantwise/domain';
import { registerTableKeys } from '@/lib/realtime';

export const dashboardKeys = { all: ['dashboard'] as const };

// A committed change of any table the dashboard reads, by anyone, refreshes it (one refetch per burst of
// events: the realtime client coalesces them).
for (const table of DASHBOARD_TABLES) {
  registerTableKeys(table, [dashboardKeys.all]);
}
