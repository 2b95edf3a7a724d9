import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  ScrollRestoration,
  useLocation,
  useParams,
} from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { authKeys, RequireAuth } from '@/features/auth';
import { api } from '@/lib/api-client';

type PageModule = { default: ComponentType };

/** A route element whose code is its own chunk, fetched when the route is first shown. */
function page(load: () => Promise<PageModule>) {
  const Page = lazy(load);
  return <Page />;
}

const loadShell = () => import('@/features/layout').then((module) => ({ default: module.AppShell }));
const AppShell = lazy(loadShell);

function RootLayout() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary context={pathname} resetKey={pathname}>
      <Suspense fallback={<Spinner label="Loading page..." className="min-h-svh" />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </ErrorBoundary>
  );
}

const loadDashboard = () => import('./routes/dashboard');

/**
 * Screens that start loading their code and first data while the session is checked, instead of after
 * the shell has rendered (the dashboard is where every sign-in lands).
 */
const PRELOADS: Record<string, (queryClient: QueryClient) => Promise<unknown>> = {
  '/dashboard': (queryClient) => {
    // On a page load the figures' request leaves at once, beside the session check, and the screen's
    // code, which checks them, follows. Within the app the cached figures may be fresh: no request.
    const pageLoad = queryClient.getQueryData(authKeys.session()) === undefined;
    const answer = pageLoad ? api.get<unknown>('/api/dashboard') : undefined;
    answer?.catch(() => undefined); // a failure is the screen query's to report, not an unhandled one
    return loadDashboard().then((module) => module.preload(queryClient, answer));
  },
};

/** The screen whose code and first data main.tsx sent for before the first render. */
let preloadedAtBoot: string | null = null;

/**
 * On a page load, sends for the first screen's code and data (and the shell's code) before React has
 * rendered anything: on a slow phone that render is the longest task of the load.
 */
export function preloadFirstScreen(pathname: string, queryClient: QueryClient) {
  const preload = PRELOADS[pathname];
  if (!preload) return;
  preloadedAtBoot = pathname;
  void loadShell();
  void preload(queryClient);
}

function ProtectedLayout() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // Fetch the shell's code while the session is being checked rather than after.
  useEffect(() => {
    void loadShell();
    // Sent already at boot: the session has not answered yet, so a second request would repeat it.
    const sent = pathname === preloadedAtBoot && !queryClient.getQueryData(authKeys.session());
    if (!sent) void PRELOADS[pathname]?.(queryClient);
  }, [pathname, queryClient]);
  return (
    <RequireAuth>
      <AppShell />
    </RequireAuth>
  );
}

function AssetAnalysisRedirect() {
  const { assetId = '' } = useParams();
  return <Navigate to={`/assets/${encodeURIComponent(assetId)}`} replace />;
}

const assetAnalytics = () => import('./routes/asset-analytics');
const predictive = () => import('./routes/predictive-maintenance');
const preventive = () => import('./routes/preventive-maintenance');
const reactive = () => import('./routes/reactive-maintenance');

/** Every route of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'auth', element: page(() => import('./routes/auth')) },
      { path: 'auth/forgot', element: page(() => import('./routes/auth-forgot')) },
      { path: 'auth/reset', element: page(() => import('./routes/auth-reset')) },
      { path: 'email-confirmation', element: page(() => import('./routes/email-confirmation')) },
      { path: 'redirect', element: page(() => import('./routes/redirect')) },
      { path: 'invite/signup/:token', element: page(() => import('./routes/invite-signup')) },
      { path: 'invite/accept/:token', element: page(() => import('./routes/invite-accept')) },
      {
        element: <ProtectedLayout />,
        children: [
          { path: 'dashboard', element: page(loadDashboard) },
          { path: 'assets', element: page(() => import('./routes/assets')) },
          { path: 'assets/:assetId', element: page(() => import('./routes/asset-detail')) },
          { path: 'assets/:assetId/analysis', element: <AssetAnalysisRedirect /> },
          { path: 'locations', element: page(() => import('./routes/locations')) },
          { path: 'analytics', element: page(assetAnalytics) },
          { path: 'reports/asset-analytics', element: page(assetAnalytics) },
          { path: 'work-orders', element: page(() => import('./routes/work-orders')) },
          { path: 'maintenance', element: page(() => import('./routes/maintenance')) },
          { path: 'maintenance/predictive', element: page(predictive) },
          { path: 'predictive-ai', element: page(predictive) },
          { path: 'preventive-maintenance', element: page(preventive) },
          { path: 'maintenance/preventive', element: page(preventive) },
          { path: 'reactive-maintenance', element: page(reactive) },
          { path: 'maintenance/reactive', element: page(reactive) },
          { path: 'maintenance/new-pm', element: page(() => import('./routes/new-pm')) },
          { path: 'signatures', element: page(() => import('./routes/signatures')) },
          { path: 'records', element: page(() => import('./routes/records')) },
          { path: 'records/:recordId', element: page(() => import('./routes/record-detail')) },
          {
            path: 'compliance/temporary-repairs',
            element: page(() => import('./routes/temporary-repairs')),
          },
          { path: 'compliance/glass', element: page(() => import('./routes/glass-register')) },
          { path: 'inventory', element: page(() => import('./routes/inventory')) },
          { path: 'budget', element: page(() => import('./routes/budget')) },
          { path: 'settings', element: page(() => import('./routes/settings')) },
          { path: 'settings/api-tokens', element: page(() => import('./routes/api-tokens')) },
          { path: 'settings/webhooks', element: page(() => import('./routes/webhooks')) },
          { path: 'admin/users', element: page(() => import('./routes/admin-users')) },
          { path: 'admin/diagnostics', element: page(() => import('./routes/admin-diagnostics')) },
          { path: 'internal-simulation', element: page(() => import('./routes/internal-simulation')) },
        ],
      },
      { path: '*', element: page(() => import('./routes/not-found')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
