import { Outlet, ScrollRestoration } from 'react-router';
import {
  InstantScrollOnPageChange,
  NavigationProgress,
  SkipToMain,
  scrollKey,
} from './page-change.tsx';
import { StaffHeader } from './staff-header.tsx';

/**
 * Every staff route (the contracts' audience 'staff'): the staff header instead of the public
 * site's, no marketing footer. Each page still guards itself (RequireStaff); the header only
 * reads the same session to show the sections and the signed-in user.
 */
export function StaffLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-sand-100/50">
      <SkipToMain />
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
