import type { QueueJob, QueueOverview } from '@roofing/contracts';
import { useRetryJob } from '../../../api/operations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { dateTime } from '../../admin/admin-format.ts';

const STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
const STATE_WORDS: Record<(typeof STATES)[number], string> = {
  waiting: 'Waiting',
  active: 'Active',
  delayed: 'Delayed',
  completed: 'Completed',
  failed: 'Failed',
};

const when = (at: string | null) => (at ? dateTime(at) : '—');

/** One queue: its counts, then its jobs by state; dead letters first, each with Retry. */
export function QueuePanel({ queue }: { queue: QueueOverview }) {
  const headingId = `queue-${queue.name}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={headingId}
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="font-display text-xl font-bold text-navy-900">
        {queue.name}
      </h2>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {STATES.map((state) => (
          <div key={state} className="flex gap-1.5">
            <dt className="text-slate-700">{STATE_WORDS[state]}</dt>
            <dd
              className={`font-semibold ${state === 'failed' && queue.counts.failed > 0 ? 'text-danger-700' : 'text-navy-900'}`}
            >
              {queue.counts[state]}
            </dd>
          </div>
        ))}
      </dl>
      <DeadLetters queue={queue.name} jobs={queue.failed} />
      {(['waiting', 'active', 'delayed', 'completed'] as const).map((state) =>
        queue[state].length === 0 ? null : (
          <details key={state} className="mt-3 text-sm">
            <summary className="cursor-pointer font-semibold text-navy-800">
              {STATE_WORDS[state]} ({queue[state].length} shown)
            </summary>
            <ul className="mt-2 grid gap-1">
              {queue[state].map((job) => (
                <li key={job.id} className="flex flex-wrap gap-x-3 [overflow-wrap:anywhere]">
                  <span className="font-mono">{job.id}</span>
                  <span className="text-slate-700">{job.name}</span>
                  <span className="text-slate-700">{when(job.at)}</span>
                </li>
              ))}
            </ul>
          </details>
        ),
      )}
    </section>
  );
}

/** The queue's dead letters: name, error, attempts, when; Retry puts one back to run. */
function DeadLetters({ queue, jobs }: { queue: string; jobs: QueueJob[] }) {
  const retry = useRetryJob();
  if (jobs.length === 0) {
    return <p className="mt-3 text-sm text-slate-700">No dead letters.</p>;
  }
  return (
    <div className="mt-3">
      <h3 className="font-semibold text-danger-700">Dead letters</h3>
      {retry.isError ? (
        <p role="alert" className="mt-1 text-sm text-danger-700">
          Could not retry the job. {retry.error instanceof Error ? retry.error.message : ''}
        </p>
      ) : null}
      <ul aria-label={`Dead letters of ${queue}`} className="mt-2 grid gap-2">
        {jobs.map((job) => (
          <li
            key={job.id}
            className="grid gap-1 rounded-xl border border-danger-700/30 bg-danger-50 p-3 text-sm"
          >
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="font-mono font-semibold [overflow-wrap:anywhere]">{job.id}</span>
              <span className="text-slate-700">{job.name}</span>
            </p>
            <p className="[overflow-wrap:anywhere]">
              <span className="font-semibold">Error:</span> {job.error ?? '—'}
            </p>
            <p className="text-slate-700">
              Attempts: {job.attemptsMade}
              {job.maxAttempts ? ` of ${job.maxAttempts}` : ''} · failed {when(job.at)}
            </p>
            <div>
              <Button
                variant="outline"
                disabled={retry.isPending}
                onClick={() => retry.mutate({ queue, id: job.id })}
                aria-label={`Retry ${job.id}`}
              >
                Retry
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
