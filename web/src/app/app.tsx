import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <ErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  );
}
