import { StaffPage } from '../components/back-office/staff-page.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { ReceivablesList } from '../features/back-office/billing/receivables-list.tsx';

/** Receivables: what each customer owes on signed work, overdue first, behind the staff guard. */
export function ReceivablesPage() {
  return (
    <RequireStaff>
      {() => (
        <StaffPage
          title="Receivables"
          summary="Invoiced, paid and still owed on each job, overdue first, with the deposits due and Florida's permit deadlines. Choose an estimate to open its billing."
        >
          <ReceivablesList />
        </StaffPage>
      )}
    </RequireStaff>
  );
}
