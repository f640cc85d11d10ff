import { useOperationsQueues } from '../api/operations.ts';
import { EmptyState, QueryBody } from '../components/back-office/list-states.tsx';
import { StaffPage } from '../components/back-office/staff-page.tsx';
import { dateTime } from '../features/admin/admin-format.ts';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { EventBacklog } from '../features/back-office/operations/event-backlog.tsx';
import { QueuePanel } from '../features/back-office/operations/queue-panel.tsx';

/**
 * The operations dashboard (issue 26, admins): every job queue with its dead letters (Retry runs
 * one again, logged), and the event backlog. Distributed, a link to bull-board as well. The
 * server refuses it to anyone else.
 */
export function QueuesPage() {
  return (
    <RequireStaff>
      {(session) => (
        <StaffPage
          title="Queues and Events"
          summary="Background jobs by queue, dead letters with their errors, and events still waiting to be delivered."
        >
          {session.user.role === 'admin' ? (
            <QueuesDashboard />
          ) : (
            <div className="mt-6">
              <EmptyState>Only admins can see the queues.</EmptyState>
            </div>
          )}
        </StaffPage>
      )}
    </RequireStaff>
  );
}

function QueuesDashboard() {
  const query = useOperationsQueues();
  return (
    <div className="mt-6 grid gap-4">
      <QueryBody query={query} loading="Loading the queues..." failed="Could not load the queues.">
        {(data) => (
          <>
            <p className="text-sm text-slate-700">
              Jobs: {data.jobs === 'bullmq' ? 'BullMQ on Redis' : 'the database job queue'} ·
              checked {dateTime(data.checkedAt)}
              {data.boardPath ? (
                <>
                  {' · '}
                  <a href={data.boardPath} className="font-semibold text-navy-800 underline">
                    Open bull-board
                  </a>
                </>
              ) : null}
            </p>
            {data.queues.map((queue) => (
              <QueuePanel key={queue.name} queue={queue} />
            ))}
            <EventBacklog data={data} />
          </>
        )}
      </QueryBody>
    </div>
  );
}
