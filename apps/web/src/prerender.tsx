/**
 * Build-time rendering of the signed-out pages: the sign-in page is written as HTML so a
 * phone paints the form before the app's JavaScript has arrived; main.tsx then hydrates it. The tree is
 * the one main.tsx renders, with the static router in place of the browser's.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** The HTML of #root for a page at `pathname`, once every lazy route module it shows has loaded. */
export async function prerenderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} redirects: nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  // The queries the page declared (never fetched here) hold garbage-collection timers: end them.
  queryClient.clear();
  return html;
}
