import {
  type Contract,
  FLORIDA_DEPOSIT_RULE_PERCENT,
  PERMIT_APPLY_WITHIN_DAYS,
  WORK_START_WITHIN_DAYS,
} from '@roofing/contracts';
import { PanelSection } from '../../../components/back-office/panel-section.tsx';
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
    <PanelSection
      headingId={`permit-${contract.id}-heading`}
      title="Florida permit clock"
      className="grid gap-2 text-sm"
    >
      <p className="text-slate-700">
        The deposit is above {FLORIDA_DEPOSIT_RULE_PERCENT}% of the price: apply for the permit
        within {PERMIT_APPLY_WITHIN_DAYS} days of receiving it
        {permit.depositReceivedOn ? ` (received ${day(permit.depositReceivedOn)})` : ''}, and start
        the work within {WORK_START_WITHIN_DAYS} days of the permit's issue.
      </p>
      <ClockDeadlines
        label="Permit deadlines"
        testIds={{ apply: 'permit-apply-by', start: 'work-start-by' }}
        applyBy={permit.permitApplyBy}
        appliedOn={permit.permitAppliedOn}
        workStartBy={permit.workStartBy}
        workStartedOn={permit.workStartedOn}
      />
      <p className="text-slate-700">
        The permit's applied and issued dates and the day the work started are recorded on the job's
        Permit tab, with the permit itself; this clock follows them.
      </p>
    </PanelSection>
  );
}

/**
 * The clock's two deadlines side by side (the Billing tab's clock, the Permit tab's): apply for
 * the permit by, start the work by, each done, due or overdue.
 */
export function ClockDeadlines({
  label,
  testIds,
  applyBy,
  appliedOn,
  workStartBy,
  workStartedOn,
}: {
  label: string;
  testIds: { apply: string; start: string };
  applyBy: string | null;
  appliedOn: string | null;
  workStartBy: string | null;
  workStartedOn: string | null;
}) {
  return (
    <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
      <ClockDeadline
        label="Apply for the permit by"
        testId={testIds.apply}
        due={applyBy}
        doneOn={appliedOn}
        doneLabel="Applied on"
        waiting="Starts when the deposit is received."
      />
      <ClockDeadline
        label="Start the work by"
        testId={testIds.start}
        due={workStartBy}
        doneOn={workStartedOn}
        doneLabel="Started on"
        waiting="Starts when the permit is issued."
      />
    </ul>
  );
}

/** One deadline of the clock: its day, then done, due soon, overdue, or not started yet. */
function ClockDeadline({
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
