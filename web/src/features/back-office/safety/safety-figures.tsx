import { SAFETY_MANAGER, SAFETY_MANAGER_PHONE_HREF } from '@roofing/contracts';
import { useSafetyStats } from '../../../api/safety.ts';
import { StatTile } from '../../../components/back-office/stat-tile.tsx';
import { shortDate } from '../../../lib/format.ts';

/** The emergency notice and the four figures at the top of the Safety page. */
export function SafetyFigures() {
  const stats = useSafetyStats();
  return (
    <>
      <div role="alert" className="mt-6 rounded-2xl bg-red-700 p-5 text-white shadow-sm">
        <p className="font-display text-lg font-bold">Emergency? Call 911 first.</p>
        <p className="mt-1">
          For non-emergency safety concerns, call {SAFETY_MANAGER.name}, Safety Manager, at{' '}
          <a href={SAFETY_MANAGER_PHONE_HREF} className="font-bold underline">
            {SAFETY_MANAGER.phone}
          </a>
          .
        </p>
      </div>

      <section aria-label="Safety figures" className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile
          label="Days Without Incident"
          value={stats.data?.daysWithoutIncident ?? '–'}
          hint={
            stats.data?.lastRecordableIncident
              ? `since ${shortDate(stats.data.lastRecordableIncident)}`
              : undefined
          }
        />
        <StatTile label="Training Hours YTD" value={stats.data?.trainingHoursYtd ?? '–'} />
        <StatTile label="Open Incidents" value={stats.data?.openIncidents ?? '–'} />
        <StatTile
          label="Training Completion"
          value={stats.data ? `${stats.data.trainingCompletion}%` : '–'}
        />
      </section>
      {stats.isError ? (
        <p role="alert" className="mt-2 text-danger-700">
          The safety figures could not be loaded.
        </p>
      ) : null}
    </>
  );
}
