import type { QueryClient } from '@tanstack/react-query';
import { DashboardScreen, prefetchDashboard } from '@/features/dashboard';

/** Called by the router while the session is checked: the figures are on their way before the screen renders. */
export function preload(queryClient: QueryClient, answer?: Promise<unknown>) {
  return prefetchDashboard(queryClient, answer);
}

export default function DashboardRoute() {
  return <DashboardScreen />;
}
