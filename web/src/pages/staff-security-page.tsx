import type { StaffSession } from '@roofing/contracts';
import { StaffPage } from '../components/back-office/staff-page.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { AccountsPanel } from '../features/staff-security/accounts-panel.tsx';
import { PasswordPanel } from '../features/staff-security/password-panel.tsx';
import { MySessionsPanel } from '../features/staff-security/sessions-panel.tsx';
import { TwoStepPanel } from '../features/staff-security/two-step-panel.tsx';

/**
 * The staff member's own security (password, two-step sign-in, sessions) and, for an admin, every
 * staff account: disable or enable it, reset its second factor, see and end its sessions.
 */
export function StaffSecurityPage() {
  return <RequireStaff>{(session) => <Security session={session} />}</RequireStaff>;
}

function Security({ session }: { session: StaffSession }) {
  const admin = session.user.role === 'admin';
  return (
    <StaffPage
      title="Security"
      summary={`Your password, two-step sign-in and sessions${admin ? ', and every staff account' : ''}.`}
    >
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <PasswordPanel session={session} />
        <TwoStepPanel session={session} />
      </div>
      <div className="mt-6">
        <MySessionsPanel />
      </div>
      {admin ? (
        <div className="mt-6">
          <AccountsPanel session={session} />
        </div>
      ) : null}
    </StaffPage>
  );
}
