import { createBrowserRouter } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout.tsx';
import { EstimateTrackerPage } from '../pages/estimate-tracker-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RouteErrorFallback } from './error-boundary.tsx';

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'estimate-tracker', element: <EstimateTrackerPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
