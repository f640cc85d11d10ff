import { pathInLocale, splitLocalePath } from '@roofing/contracts/locale';
import { SITE_ROUTES, type SiteRoutePattern } from '@roofing/contracts/site-routes';
import type { ComponentType } from 'react';
import { type NonIndexRouteObject, type RouteObject, redirect } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout.tsx';
import { StaffLayout } from '../components/layout/staff-layout.tsx';
import { LocaleRoot } from '../i18n/locale-root.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { RouteErrorFallback } from './error-boundary.tsx';

/**
 * Every page but the home page is a lazy route in its own chunk, so the first load of / stays
 * small and a new page does not grow it. The router loads a lazy route's module before it
 * renders the route: on a first visit nothing is painted until the page can be painted whole
 * (no placeholder that the page then pushes the footer away from, which was a 0.42 layout
 * shift), and on a later navigation the current page stays until the next one is ready.
 * Pages export named components; the route wants `Component`.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load())[name] });
}

/** Shown instead of the layout while a first visit's page module loads: nothing, briefly. */
function NothingYet() {
  return null;
}

/**
 * The page of each route the app has. The list of routes is the contracts' (the gateway answers
 * any other path with 404, and lists the public ones in sitemap.xml): a route added there and not
 * here, or here and not there, does not compile.
 */
const PAGES: Record<Exclude<SiteRoutePattern, '/'>, Omit<NonIndexRouteObject, 'path'>> = {
  '/estimate-tracker': {
    lazy: lazyPage(() => import('../pages/estimate-tracker-page.tsx'), 'EstimateTrackerPage'),
  },
  '/blog/:id': {
    lazy: lazyPage(() => import('../pages/blog-article-page.tsx'), 'BlogArticlePage'),
  },
  '/financing': {
    lazy: lazyPage(() => import('../pages/financing-page.tsx'), 'FinancingPage'),
  },
  '/instant-quote': {
    lazy: lazyPage(() => import('../pages/instant-quote-page.tsx'), 'InstantQuotePage'),
  },
  // Storm mode's public status page (issue 26).
  '/status': {
    lazy: lazyPage(() => import('../pages/status-page.tsx'), 'StatusPage'),
  },
  '/services/:slug': {
    lazy: lazyPage(() => import('../pages/service-page.tsx'), 'ServicePage'),
  },
  '/coldshield-offer': {
    lazy: lazyPage(() => import('../pages/coldshield-offer-page.tsx'), 'ColdshieldOfferPage'),
  },
  // The customer portal: the tabbed variant (customer-login lands there) and the progress one.
  '/client-portal': {
    lazy: lazyPage(() => import('../pages/client-portal-page.tsx'), 'ClientPortalPage'),
  },
  '/customer-login': {
    lazy: lazyPage(() => import('../pages/client-portal-page.tsx'), 'ClientPortalPage'),
  },
  '/get-quote': {
    loader: ({ request }) =>
      redirect(
        `${pathInLocale('/', splitLocalePath(new URL(request.url).pathname).locale)}#quote-form`,
      ),
  },
  '/project-status': {
    lazy: lazyPage(() => import('../pages/project-status-page.tsx'), 'ProjectStatusPage'),
  },
  // Staff: sign-in, and the dashboard (same screen on both paths) behind the server-checked guard.
  '/admin': {
    lazy: lazyPage(() => import('../pages/admin-login-page.tsx'), 'AdminLoginPage'),
  },
  '/admin/dashboard': {
    lazy: lazyPage(() => import('../pages/admin-dashboard-page.tsx'), 'AdminDashboardPage'),
  },
  '/admin-dashboard': {
    lazy: lazyPage(() => import('../pages/admin-dashboard-page.tsx'), 'AdminDashboardPage'),
  },
  // The back office: each page behind the same server-checked guard as the dashboard.
  '/document-management': {
    lazy: lazyPage(() => import('../pages/document-management-page.tsx'), 'DocumentManagementPage'),
  },
  '/employee-info': {
    lazy: lazyPage(() => import('../pages/employee-info-page.tsx'), 'EmployeeInfoPage'),
  },
  '/employment-testing': {
    lazy: lazyPage(() => import('../pages/employment-testing-page.tsx'), 'EmploymentTestingPage'),
  },
  '/safety-info': {
    lazy: lazyPage(() => import('../pages/safety-info-page.tsx'), 'SafetyInfoPage'),
  },
  '/admin/media': {
    lazy: lazyPage(() => import('../pages/admin-media-page.tsx'), 'AdminMediaPage'),
  },
  // Two-step sign-in set-up (the first screen after a first sign-in) and the Security page.
  '/admin/enrol': {
    lazy: lazyPage(() => import('../pages/staff-enrolment-page.tsx'), 'StaffEnrolmentPage'),
  },
  '/admin/security': {
    lazy: lazyPage(() => import('../pages/staff-security-page.tsx'), 'StaffSecurityPage'),
  },
  // Money: what customers owe (every staff member) and every change to it (admins only).
  '/admin/receivables': {
    lazy: lazyPage(() => import('../pages/receivables-page.tsx'), 'ReceivablesPage'),
  },
  '/admin/money-audit': {
    lazy: lazyPage(() => import('../pages/money-audit-page.tsx'), 'MoneyAuditPage'),
  },
  // Permits: every open building permit by stage, overdue first (issue 23).
  '/admin/permits': {
    lazy: lazyPage(() => import('../pages/permits-page.tsx'), 'PermitsPage'),
  },
  // The instant quote's price book: every staff member reads it, admins and managers set it.
  '/admin/price-book': {
    lazy: lazyPage(() => import('../pages/price-book-page.tsx'), 'PriceBookPage'),
  },
  // Operations: job queues, dead letters and the event backlog (issue 26, admins).
  '/admin/queues': {
    lazy: lazyPage(() => import('../pages/queues-page.tsx'), 'QueuesPage'),
  },
};

/** The routes of one audience, as the router's children of that audience's layout. */
function routesFor(staff: boolean) {
  return Object.entries(PAGES)
    .filter(
      ([pattern]) => (SITE_ROUTES[pattern as SiteRoutePattern].audience === 'staff') === staff,
    )
    .map(([pattern, page]) => ({ path: pattern.slice(1), ...page }));
}

/** The public and customer pages, the home page first and the not-found page last. */
function sitePages() {
  return [
    { index: true, element: <HomePage /> },
    ...routesFor(false),
    {
      path: '*',
      lazy: lazyPage(() => import('../pages/not-found-page.tsx'), 'NotFoundPage'),
    },
  ];
}

/**
 * Staff pages (audience 'staff' in the contracts) sit in the staff layout: the back office's
 * navigation, the signed-in user and sign-out instead of the public site's header and footer.
 * The browser builds its router from these (web/src/main.tsx), and the build renders the public
 * pages' first screen from the same list (web/src/entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    // The page's language from its URL, for every page below (web/src/i18n).
    element: <LocaleRoot />,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: NothingYet,
    children: [
      {
        element: <SiteLayout />,
        children: [
          ...sitePages(),
          // The Spanish twin of every public and customer page (issue 24): /es, /es/financing …
          { path: 'es', children: sitePages() },
        ],
      },
      { element: <StaffLayout />, children: routesFor(true) },
    ],
  },
];
