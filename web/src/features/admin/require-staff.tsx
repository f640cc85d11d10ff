import type { StaffSession } from '@roofing/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useStaffSession } from '../../api/staff.ts';
import { Spinner } from '../../components/ui/spinner.tsx';

/**
 * The staff pages' guard (portal §2): it asks the server for the session and shows Checking
 * authorization... meanwhile; without a session it replaces the page with /admin. Nothing kept
 * in the browser opens a staff page: only the session cookie, checked by the server. A session
 * that must first enrol its second factor is sent to the enrolment screen.
 */
export function RequireStaff({ children }: { children: (session: StaffSession) => ReactNode }) {
  const session = useStaffSession();
  if (session.isPending) {
    return (
      <div
        role="status"
        aria-live="polite"
        className="flex min-h-[60vh] items-center justify-center gap-3 text-slate-700"
      >
        <Spinner />
        Checking authorization...
      </div>
    );
  }
  if (!session.data) return <Navigate to="/admin" replace />;
  // STAFF_MFA=required and no second factor yet: setting it up comes before anything else.
  if (session.data.mfaEnrolmentRequired) return <Navigate to="/admin/enrol" replace />;
  return <>{children(session.data)}</>;
}
