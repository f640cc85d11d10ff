import { splitLocalePath } from '@roofing/contracts/locale';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { StormBanner } from '../../features/storm/storm-banner.tsx';
import {
  InstantScrollOnPageChange,
  NavigationProgress,
  SkipToMain,
  scrollKey,
} from './page-change.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The public site's and the customer's pages: the site header and footer around the page. */
export function SiteLayout() {
  // On the home page the header is fixed over the hero and carries the banner itself; the status
  // page shows the banner's words as its first section (a banner there would say them twice and
  // link to the page it is on).
  const path = splitLocalePath(useLocation().pathname).path;
  const onHome = path === '/';
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipToMain />
      <NavigationProgress />
      <SiteHeader />
      {onHome || path === '/status' ? null : <StormBanner />}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <InstantScrollOnPageChange />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
