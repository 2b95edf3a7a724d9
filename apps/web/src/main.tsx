import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { sessionQueryOptions } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

const queryClient = createQueryClient();
// Every page first asks who is signed in: ask while the first route's code is still downloading.
void queryClient.prefetchQuery(sessionQueryOptions());
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
