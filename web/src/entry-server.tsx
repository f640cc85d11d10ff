import { type Locale, splitLocalePath } from '@roofing/contracts/locale';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ErrorBoundary } from './app/error-boundary.tsx';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { setActiveLocale, spanishLoaded } from './i18n/active-locale.ts';

/**
 * The first screen of one public page as HTML, rendered at build time (web/prerender.ts) with the
 * same routes and providers the browser uses (web/src/main.tsx hydrates it). Everything a page
 * loads lazily (its route module, its Spanish words, Suspense boundaries) is waited for, so the
 * HTML is the page as its first render in the browser draws it. Undefined for a path the router
 * answers with a redirect or an error.
 */
export async function renderPage(path: string): Promise<string | undefined> {
  const locale: Locale = splitLocalePath(path).locale;
  setActiveLocale(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response || context.errors) return undefined;
  if (locale !== 'en') await spanishLoaded();
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <ErrorBoundary>
        <Providers>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </ErrorBoundary>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
