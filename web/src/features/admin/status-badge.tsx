import { progressOf } from '@roofing/contracts';
import { useEffect, useState } from 'react';
import { quoteStatusLabel, reportedAgo, waitingFor } from './admin-format.ts';

/** Badge colours by progress stage (portal §4: pending yellow, scheduled blue, done green...). */
const STAGE_TONES: Record<string, string> = {
  quote_requested: 'bg-sand-100 text-navy-900 ring-sand-300',
  scheduled: 'bg-ocean-100 text-navy-900 ring-ocean-600/30',
  estimated: 'bg-navy-50 text-navy-900 ring-navy-200',
  responded: 'bg-success-50 text-success-700 ring-success-700/30',
  cancelled: 'bg-danger-50 text-danger-700 ring-danger-700/30',
};

export function QuoteStatusBadge({
  status,
  showProgress = false,
}: {
  status: string;
  showProgress?: boolean;
}) {
  const progress = progressOf(status);
  const tone = STAGE_TONES[progress.stage] ?? 'bg-slate-100 text-slate-800 ring-slate-300';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tone}`}
    >
      {quoteStatusLabel(status)}
      {showProgress && <span className="font-normal">· {progress.percent}%</span>}
    </span>
  );
}

/** The quote's progress as a bar with its percent (25/50/75/100, 0 when cancelled). */
export function QuoteProgress({ status }: { status: string }) {
  const progress = progressOf(status);
  return (
    <div>
      <div className="flex justify-between text-sm text-slate-700">
        <span>Progress: {progress.label}</span>
        <span>{progress.percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Quote progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-navy-50"
      >
        <div
          className="h-full rounded-full bg-ocean-600"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}

/**
 * Storm priority (issue 26): while the storm banner is on, an emergency inspection request or a
 * job with an active leak goes to the top of the office's lists with this badge, which says so in
 * words (not colour alone) and how long the request has waited since `since`; or, for one the
 * office is already working on (`waiting` false: a leak whose crew is out), how long ago it came in.
 */
export function StormPriorityBadge({
  since,
  waiting = true,
}: {
  since: string | null;
  waiting?: boolean;
}) {
  // The age moves on while the list stays open (its data may not change for hours).
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-danger-700 ring-1 ring-danger-700/30">
      <span aria-hidden="true">⚠</span>
      Storm priority
      {since ? (
        <span className="font-semibold">
          {` · ${waiting ? waitingFor(since, now) : reportedAgo(since, now)}`}
        </span>
      ) : null}
    </span>
  );
}
