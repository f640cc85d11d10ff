import { type CustomerState, customerState } from '@roofing/contracts';
import { formatVisitTime } from '../estimate-tracker/estimate-format.ts';
import { barPercent, PROGRESS_STOPS } from './progress-stops.ts';

/** What the progress bar needs of a project. */
export interface ProgressFacts {
  status: string;
  customerResponse: string | null;
  scheduledDate: string | null;
  percent: number;
  expired: boolean;
}

/**
 * The third stop names what became of the estimate: "Estimated ✓" once accepted, "Declined",
 * "Changes Requested" or "Expired" when that is what it is; "Estimated" otherwise.
 */
function estimateStopLabel(state: CustomerState, status: string): string {
  if (status === 'accepted' || status === 'in_progress' || status === 'completed')
    return 'Estimated ✓';
  if (state.label === 'Declined' || state.label === 'Changes Requested') return state.label;
  if (state.label === 'Estimate Expired') return 'Expired';
  return 'Estimated';
}

/**
 * The progress variant's four stops (Requested, Scheduled, Estimated, Complete), with the true
 * state's words: the visit date under Scheduled, the estimate's fate under Estimated, and the next
 * step below. Labels wrap inside their quarter, so they stay readable on a 320 px screen.
 */
export function ProgressBar({ facts }: { facts: ProgressFacts }) {
  const value = barPercent(facts.percent);
  const state = customerState(facts);
  const labels = PROGRESS_STOPS.map((stop) =>
    stop.label === 'Estimated' ? estimateStopLabel(state, facts.status) : stop.label,
  );
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Project progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${state.label} (${value}%)`}
        className="h-3 overflow-hidden rounded-full bg-navy-100"
      >
        <div className="h-full rounded-full bg-ocean-600" style={{ width: `${value}%` }} />
      </div>
      <ol
        className="mt-3 grid grid-cols-4 gap-1 text-center text-xs leading-tight sm:text-sm"
        aria-label="Progress stops"
      >
        {PROGRESS_STOPS.map((stop, index) => {
          const reached = value >= stop.percent;
          return (
            <li
              key={stop.label}
              data-stop={stop.label}
              className="flex min-w-0 flex-col items-center gap-1"
            >
              <span
                aria-hidden="true"
                className={`size-3 rounded-full ${reached ? 'bg-ocean-600' : 'bg-navy-100'}`}
              />
              <span
                className={`max-w-full [overflow-wrap:anywhere] ${reached ? 'font-semibold text-navy-900' : 'text-slate-600'}`}
              >
                {labels[index]}
                <span className="sr-only">{reached ? ' (reached)' : ' (not yet)'}</span>
              </span>
              {stop.label === 'Scheduled' && facts.scheduledDate && (
                <span className="max-w-full text-slate-700 [overflow-wrap:anywhere]">
                  {formatVisitTime(facts.scheduledDate)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="mt-4 rounded-xl bg-sand-100 p-4 text-slate-800">
        <span className="font-semibold text-navy-900">Next step: </span>
        {state.nextStep}
      </p>
    </div>
  );
}
