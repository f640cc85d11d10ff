import { Outlet, ScrollRestoration } from 'react-router';
import { InstantScrollOnPageChange, NavigationProgress, scrollKey } from './page-change.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The public site's and the customer's pages: the site header and footer around the page. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <InstantScrollOnPageChange />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
