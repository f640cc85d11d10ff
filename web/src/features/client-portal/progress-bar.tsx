import { type CustomerState, customerState } from '@roofing/contracts';
import { useT } from '../../i18n/catalogue.ts';
import { useCustomerState, useEstimateFormat } from '../estimate-tracker/use-estimate-format.ts';
import { messages } from './messages.ts';
import { barPercent, PROGRESS_STOPS } from './progress-stops.ts';

type Key = Extract<keyof typeof messages.en, string>;
const STOP_KEYS: Record<string, Key> = {
  Requested: 'stopRequested',
  Scheduled: 'stopScheduled',
  Estimated: 'stopEstimated',
  'Estimated ✓': 'stopEstimatedDone',
  Declined: 'stopEstimated',
  'Changes Requested': 'stopEstimated',
  Expired: 'stopExpired',
  Complete: 'stopComplete',
};

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
  const t = useT(messages);
  const format = useEstimateFormat();
  const value = barPercent(facts.percent);
  const english = customerState(facts);
  const state = useCustomerState(facts);
  const labels = PROGRESS_STOPS.map((stop) => {
    const label =
      stop.label === 'Estimated' ? estimateStopLabel(english, facts.status) : stop.label;
    // Declined and Changes Requested are the state's own words, in the page's language.
    if (label === 'Declined' || label === 'Changes Requested') return state.label;
    const key = STOP_KEYS[label];
    return key ? t(key) : label;
  });
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t('progressLabel')}
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
        aria-label={t('progressStops')}
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
                <span className="sr-only">{reached ? t('reached') : t('notYet')}</span>
              </span>
              {stop.label === 'Scheduled' && facts.scheduledDate && (
                <span className="max-w-full text-slate-700 [overflow-wrap:anywhere]">
                  {format.visit(facts.scheduledDate)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="mt-4 rounded-xl bg-sand-100 p-4 text-slate-800">
        <span className="font-semibold text-navy-900">{t('nextStep')}</span>
        {state.nextStep}
      </p>
    </div>
  );
}
