import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { RouteErrorFallback } from './error-boundary.tsx';

/**
 * Every page but the home page is its own chunk, so the first load of / stays small. Pages
 * export named components; `lazy` wants a default export.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactNode {
  const Page = lazy(async () => {
    const component: ComponentType = (await load())[name];
    return { default: component };
  });
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

function PageLoading() {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-700"
    >
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-navy-200 border-t-navy-700"
      />
      Loading...
    </div>
  );
}

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'estimate-tracker',
        element: lazyPage(
          () => import('../pages/estimate-tracker-page.tsx'),
          'EstimateTrackerPage',
        ),
      },
      {
        path: 'blog/:id',
        element: lazyPage(() => import('../pages/blog-article-page.tsx'), 'BlogArticlePage'),
      },
      {
        path: 'financing',
        element: lazyPage(() => import('../pages/financing-page.tsx'), 'FinancingPage'),
      },
      {
        path: 'services/:slug',
        element: lazyPage(() => import('../pages/service-page.tsx'), 'ServicePage'),
      },
      {
        path: '*',
        element: lazyPage(() => import('../pages/not-found-page.tsx'), 'NotFoundPage'),
      },
    ],
  },
]);
