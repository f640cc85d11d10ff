import { useScheduledTests, useUpdateScheduledTest } from '../../../api/testing.ts';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** The tests still to be taken, each marked done or cancelled from here. */
export function UpcomingTests() {
  const scheduled = useScheduledTests();
  const update = useUpdateScheduledTest();
  const upcoming = (scheduled.data ?? []).filter((test) => test.status === 'scheduled');
  return (
    <section
      aria-labelledby="upcoming-heading"
      className="rounded-2xl border border-navy-100 bg-white p-5"
    >
      <h2 id="upcoming-heading" className="font-display text-xl font-bold text-navy-900">
        Upcoming tests
      </h2>
      <QueryState query={scheduled} empty={upcoming.length === 0} emptyText="No tests scheduled." />
      <ul aria-label="Upcoming tests" className="mt-3 grid gap-3">
        {upcoming.map((test) => (
          <li
            key={test.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sand-50 p-3 text-sm"
          >
            <div>
              <p className="font-semibold text-navy-900">
                {test.testType}: {test.employeeName}
              </p>
              <p className="text-slate-700">
                {test.scheduledDate} at {test.scheduledTime} · {test.location}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                onClick={() => update.mutate({ id: test.id, status: 'completed' })}
              >
                Mark done
              </Button>
              <Button
                variant="ghost"
                onClick={() => update.mutate({ id: test.id, status: 'cancelled' })}
              >
                Cancel
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
