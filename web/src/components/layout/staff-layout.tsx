import { Outlet, ScrollRestoration } from 'react-router';
import { InstantScrollOnPageChange, NavigationProgress, scrollKey } from './page-change.tsx';
import { StaffHeader } from './staff-header.tsx';

/**
 * Every staff route (the contracts' audience 'staff'): the staff header instead of the public
 * site's, no marketing footer. Each page still guards itself (RequireStaff); the header only
 * reads the same session to show the sections and the signed-in user.
 */
export function StaffLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-sand-100/50">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <StaffHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <InstantScrollOnPageChange />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
