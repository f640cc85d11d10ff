import { EmptyState } from '../components/back-office/list-states.tsx';
import { StaffPage } from '../components/back-office/staff-page.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { MoneyAuditList } from '../features/back-office/billing/money-audit-list.tsx';

/**
 * The money audit log (admins): every change to a contract, deposit terms, an invoice or a
 * payment, who made it and when, before and after. The server refuses it to anyone else.
 */
export function MoneyAuditPage() {
  return (
    <RequireStaff>
      {(session) => (
        <StaffPage
          title="Money Audit Log"
          summary="Every change to contracts, deposit terms, invoices and payments: who, when, and what it was before and after."
        >
          {session.user.role === 'admin' ? (
            <MoneyAuditList />
          ) : (
            <div className="mt-6">
              <EmptyState>Only admins can read the money audit log.</EmptyState>
            </div>
          )}
        </StaffPage>
      )}
    </RequireStaff>
  );
}
