import { StaffPage } from '../components/back-office/staff-page.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { PermitsBoard } from '../features/back-office/permits/permits-board.tsx';

/** Permits: every open building permit by stage, overdue first, behind the staff guard. */
export function PermitsPage() {
  return (
    <RequireStaff>
      {() => (
        <StaffPage
          title="Permits"
          summary="Every open building permit from application to the final inspection, overdue first, with Florida's deposit-clock deadlines. Choose an estimate to open its Permit tab."
        >
          <PermitsBoard />
        </StaffPage>
      )}
    </RequireStaff>
  );
}
