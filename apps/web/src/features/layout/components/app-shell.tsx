import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { Spinner } from '@/components/ui/spinner';
import { BreakdownAlerts } from '@/features/breakdowns';
import { useRealtimeConnection } from '@/lib/realtime';
import { startServiceWorker } from '@/lib/service-worker';
import { AppSidebar } from './app-sidebar';
import { TopBar } from './top-bar';

const OfflineNote = lazy(() =>
  import('@/features/offline').then((module) => ({ default: module.OfflineNote })),
);

/** The signed-in frame: sidebar, top bar, and the current screen (loaded lazily) in <main>. */
export function AppShell() {
  const { pathname } = useLocation();
  useRealtimeConnection();
  // The offline copy of the app starts once the shell is on screen (docs/decisions/installable-app.md).
  useEffect(() => startServiceWorker(), []);
  return (
    <SidebarProvider>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      <BreakdownAlerts />
      <AppSidebar />
      <SidebarInset>
        <TopBar />
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] outline-none md:pl-0"
        >
          <div className="mx-auto w-full max-w-7xl p-4 sm:p-6 lg:p-8">
            <Suspense fallback={null}>
              <OfflineNote />
            </Suspense>
            <ErrorBoundary context={pathname} resetKey={pathname}>
              <Suspense fallback={<Spinner label="Loading page..." className="min-h-[50vh]" />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
