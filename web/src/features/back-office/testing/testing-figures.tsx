import { useTestStats } from '../../../api/testing.ts';
import { StatTile } from '../../../components/back-office/stat-tile.tsx';

/** The five figures at the top of the Employment Testing page. */
export function TestingFigures() {
  const stats = useTestStats();
  return (
    <section aria-label="Testing figures" className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-5">
      <StatTile label="Tests This Year" value={stats.data?.testsThisYear ?? '–'} />
      <StatTile label="Pass Rate" value={stats.data ? `${stats.data.passRate}%` : '–'} />
      <StatTile label="Pending Review" value={stats.data?.pending ?? '–'} />
      <StatTile
        label="Expiring or Expired"
        value={stats.data ? stats.data.expiringSoon + stats.data.expired : '–'}
        hint="expiring within 30 days, or past"
      />
      <StatTile label="Scheduled" value={stats.data?.scheduled ?? '–'} />
    </section>
  );
}
