import type { StaffSession } from '@roofing/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useStaffSession } from '../../api/staff.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

/** What the guard says while the session cannot be checked: the server's words when it gave some. */
function sessionTroubleMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 503 && error.serverMessage) {
    return error.serverMessage;
  }
  return 'We could not confirm your sign-in just now. Please try again in a moment.';
}

/**
 * The staff pages' guard (portal §2): it asks the server for the session and shows Checking
 * authorization... meanwhile; without a session it replaces the page with /admin. Nothing kept
 * in the browser opens a staff page: only the session cookie, checked by the server. A session
 * that must first enrol its second factor is sent to the enrolment screen. A session that could
 * not be checked (503, no answer) keeps the page, says so, and is asked about again every few
 * seconds (and at Try again): a restart of the server never signs anyone out.
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
  // The session could not be checked (the server is restarting, the network dropped): not a
  // signed-out session, so the page stays and says so, and looks again on its own.
  if (session.isError) {
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 text-center">
        <p role="alert" className="text-slate-800">
          {sessionTroubleMessage(session.error)}
        </p>
        <Button
          variant="outline"
          disabled={session.isFetching}
          onClick={() => void session.refetch()}
        >
          {session.isFetching ? 'Checking…' : 'Try again'}
        </Button>
      </div>
    );
  }
  if (!session.data) return <Navigate to="/admin" replace />;
  // STAFF_MFA=required and no second factor yet: setting it up comes before anything else.
  if (session.data.mfaEnrolmentRequired) return <Navigate to="/admin/enrol" replace />;
  return <>{children(session.data)}</>;
}
