import type { StaffSession } from '@roofing/contracts';
import { StaffPage } from '../components/back-office/staff-page.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { CurrentPrices } from '../features/back-office/price-book/current-prices.tsx';
import { PriceHistory } from '../features/back-office/price-book/price-history.tsx';
import { SetPriceForm } from '../features/back-office/price-book/set-price-form.tsx';

/** Who may set prices: an admin, or a manager granted `pricing` (the server checks the same). */
const maySetPrices = (session: StaffSession) =>
  session.user.role === 'admin' || session.user.permissions.includes('pricing');

/**
 * The instant quote's price book (issue 25): today's price per square of each material, a new
 * price from a day on (admins and managers), and every entry. Shingle is the published price.
 */
export function PriceBookPage() {
  return (
    <RequireStaff>
      {(session) => (
        <StaffPage
          title="Price Book"
          summary="The installed price per roofing square the instant quote uses for each material. Shingle is the published $550; tile, metal and flat are set here from a day on, and every quote keeps the price it was made with."
        >
          <CurrentPrices />
          {maySetPrices(session) ? (
            <SetPriceForm />
          ) : (
            <p className="mt-8 rounded-xl border border-dashed border-navy-200 bg-white p-4 text-slate-700">
              Only an administrator or a manager with the pricing permission can set prices.
            </p>
          )}
          <PriceHistory />
        </StaffPage>
      )}
    </RequireStaff>
  );
}
