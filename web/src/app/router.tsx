import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout.tsx';
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

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: NothingYet,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'estimate-tracker',
        lazy: lazyPage(() => import('../pages/estimate-tracker-page.tsx'), 'EstimateTrackerPage'),
      },
      {
        path: 'blog/:id',
        lazy: lazyPage(() => import('../pages/blog-article-page.tsx'), 'BlogArticlePage'),
      },
      {
        path: 'financing',
        lazy: lazyPage(() => import('../pages/financing-page.tsx'), 'FinancingPage'),
      },
      {
        path: 'instant-quote',
        lazy: lazyPage(() => import('../pages/instant-quote-page.tsx'), 'InstantQuotePage'),
      },
      {
        path: 'services/:slug',
        lazy: lazyPage(() => import('../pages/service-page.tsx'), 'ServicePage'),
      },
      {
        path: 'coldshield-offer',
        lazy: lazyPage(() => import('../pages/coldshield-offer-page.tsx'), 'ColdshieldOfferPage'),
      },
      // The customer portal: the tabbed variant (customer-login lands there) and the progress one.
      {
        path: 'client-portal',
        lazy: lazyPage(() => import('../pages/client-portal-page.tsx'), 'ClientPortalPage'),
      },
      {
        path: 'customer-login',
        lazy: lazyPage(() => import('../pages/client-portal-page.tsx'), 'ClientPortalPage'),
      },
      { path: 'get-quote', loader: () => redirect('/#quote-form') },
      {
        path: 'project-status',
        lazy: lazyPage(() => import('../pages/project-status-page.tsx'), 'ProjectStatusPage'),
      },
      // Staff: sign-in, and the dashboard (same screen on both paths) behind the server-checked guard.
      {
        path: 'admin',
        lazy: lazyPage(() => import('../pages/admin-login-page.tsx'), 'AdminLoginPage'),
      },
      {
        path: 'admin/dashboard',
        lazy: lazyPage(() => import('../pages/admin-dashboard-page.tsx'), 'AdminDashboardPage'),
      },
      {
        path: 'admin-dashboard',
        lazy: lazyPage(() => import('../pages/admin-dashboard-page.tsx'), 'AdminDashboardPage'),
      },
      // The back office: each page behind the same server-checked guard as the dashboard.
      {
        path: 'document-management',
        lazy: lazyPage(
          () => import('../pages/document-management-page.tsx'),
          'DocumentManagementPage',
        ),
      },
      {
        path: 'employee-info',
        lazy: lazyPage(() => import('../pages/employee-info-page.tsx'), 'EmployeeInfoPage'),
      },
      {
        path: 'employment-testing',
        lazy: lazyPage(
          () => import('../pages/employment-testing-page.tsx'),
          'EmploymentTestingPage',
        ),
      },
      {
        path: 'safety-info',
        lazy: lazyPage(() => import('../pages/safety-info-page.tsx'), 'SafetyInfoPage'),
      },
      {
        path: 'admin/media',
        lazy: lazyPage(() => import('../pages/admin-media-page.tsx'), 'AdminMediaPage'),
      },
      {
        path: '*',
        lazy: lazyPage(() => import('../pages/not-found-page.tsx'), 'NotFoundPage'),
      },
    ],
  },
]);
