import { registerViewKeys } from '@/lib/realtime';

export const dashboardKeys = { all: ['dashboard'] as const };

// A committed change of any table the dashboard reads, by anyone, refreshes it (one refetch per burst of
// events: the realtime client coalesces them).
registerViewKeys('dashboard', [dashboardKeys.all]);
