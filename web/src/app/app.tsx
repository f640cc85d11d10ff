import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { Providers } from './providers.tsx';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <ErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  );
}
