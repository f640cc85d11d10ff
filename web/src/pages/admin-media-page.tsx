import { StaffPage } from '../components/back-office/staff-page.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { SitePhotos } from '../features/back-office/media/site-photos.tsx';

/** Site Photos: the company's own job photos for the landing page, behind the staff guard. */
export function AdminMediaPage() {
  return (
    <RequireStaff>
      {() => (
        <StaffPage
          title="Site Photos"
          summary="Photos of your own jobs for the home page. Choose which show in the project gallery and behind the hero; until you choose any, the site shows its illustrations."
        >
          <SitePhotos />
        </StaffPage>
      )}
    </RequireStaff>
  );
}
