import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRouter, preloadFirstScreen } from '@/app/router';
import { sessionQueryOptions } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

const queryClient = createQueryClient();
// Every page first asks who is signed in: ask while the first route's code is still downloading.
void queryClient.prefetchQuery(sessionQueryOptions());
preloadFirstScreen(window.location.pathname, queryClient);
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// The sign-in page comes rendered in the HTML (scripts/prerender.mjs): take it over rather than redraw it.
// Either way as a transition, so React cuts its first render into short tasks: on a slow phone the page
// answers a tap (and the browser paints) between them instead of after one long task.
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
