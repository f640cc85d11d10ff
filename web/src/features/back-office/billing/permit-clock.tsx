import {
  type Contract,
  FLORIDA_DEPOSIT_RULE_PERCENT,
  PERMIT_APPLY_WITHIN_DAYS,
  WORK_START_WITHIN_DAYS,
} from '@roofing/contracts';
import { day, deadlineState, relativeDays } from './billing-format.ts';

const DEADLINE_CLASS = {
  past: 'border-danger-700/40 bg-danger-50 text-danger-700',
  soon: 'border-amber-300 bg-amber-50 text-amber-900',
  ok: 'border-navy-100 bg-white text-slate-800',
} as const;

/**
 * Florida's permit clock (s. 489.126), shown when the deposit is above 10 % of the price:
 * apply for the permit within 30 days of the deposit, start within 90 days of the permit.
 * A deadline not yet met is marked within 7 days, and past.
 */
export function PermitClock({ contract }: { contract: Contract }) {
  const { permit } = contract;
  return (
    <section aria-labelledby={`permit-${contract.id}-heading`} className="grid gap-2 text-sm">
      <h5 id={`permit-${contract.id}-heading`} className="font-semibold text-navy-900">
        Florida permit clock
      </h5>
      <p className="text-slate-700">
        The deposit is above {FLORIDA_DEPOSIT_RULE_PERCENT}% of the price: apply for the permit
        within {PERMIT_APPLY_WITHIN_DAYS} days of receiving it
        {permit.depositReceivedOn ? ` (received ${day(permit.depositReceivedOn)})` : ''}, and start
        the work within {WORK_START_WITHIN_DAYS} days of the permit's issue.
      </p>
      <ul aria-label="Permit deadlines" className="grid gap-2 sm:grid-cols-2">
        <ClockDeadline
          label="Apply for the permit by"
          testId="permit-apply-by"
          due={permit.permitApplyBy}
          doneOn={permit.permitAppliedOn}
          doneLabel="Applied on"
          waiting="Starts when the deposit is received."
        />
        <ClockDeadline
          label="Start the work by"
          testId="work-start-by"
          due={permit.workStartBy}
          doneOn={permit.workStartedOn}
          doneLabel="Started on"
          waiting="Starts when the permit is issued."
        />
      </ul>
      <p className="text-slate-700">
        The permit's applied and issued dates and the day the work started are recorded on the job's
        Permit tab, with the permit itself; this clock follows them.
      </p>
    </section>
  );
}

/** One deadline of the clock: its day, then done, due soon, overdue, or not started yet. */
export function ClockDeadline({
  label,
  testId,
  due,
  doneOn,
  doneLabel,
  waiting,
}: {
  label: string;
  testId: string;
  due: string | null;
  doneOn: string | null;
  doneLabel: string;
  waiting: string;
}) {
  const state = due && !doneOn ? deadlineState(due) : 'ok';
  return (
    <li
      data-testid={testId}
      data-state={doneOn ? 'done' : state}
      className={`rounded-lg border p-2 ${DEADLINE_CLASS[state]}`}
    >
      <p className="font-semibold">
        {label}: {due ? day(due) : '—'}
      </p>
      {doneOn ? (
        <p>
          {doneLabel} {day(doneOn)}.
        </p>
      ) : due ? (
        <p>
          {state === 'past' ? (
            <strong>Overdue: the deadline was {relativeDays(due)}.</strong>
          ) : state === 'soon' ? (
            <strong>Due {relativeDays(due)}.</strong>
          ) : (
            `Due ${relativeDays(due)}.`
          )}
        </p>
      ) : (
        <p className="text-slate-600">{waiting}</p>
      )}
    </li>
  );
}
