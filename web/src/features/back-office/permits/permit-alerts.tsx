import {
  FLORIDA_DEPOSIT_RULE_PERCENT,
  PERMIT_APPLY_WITHIN_DAYS,
  type Permit,
  WORK_START_WITHIN_DAYS,
} from '@roofing/contracts';
import { PanelSection } from '../../../components/back-office/panel-section.tsx';
import { day } from '../billing/billing-format.ts';
import { ClockDeadlines } from '../billing/permit-clock.tsx';
import { clockWarningText } from './permit-format.ts';

/**
 * What needs the office now: why the permit is overdue (a deadline passed unmet, the permit
 * expired, an inspection day gone by without a result), and the deposit clock's deadlines
 * within a week or past ("Apply for the permit by Dec 3, 2026: 5 days left").
 */
export function PermitAlerts({ permit }: { permit: Permit }) {
  const { warnings } = permit.depositClock;
  return (
    <>
      {permit.overdue ? (
        <div
          role="alert"
          data-testid="permit-overdue"
          className="rounded-xl border border-danger-700/40 bg-danger-50 p-3 text-sm text-danger-700"
        >
          <p className="font-semibold">This permit is overdue</p>
          {permit.overdueReasons.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {permit.overdueReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div
          role="alert"
          data-testid="permit-clock-warnings"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-semibold">Deposit clock: deadlines to meet</p>
          <ul className="mt-1 list-disc pl-5">
            {warnings.map((warning) => (
              <li
                key={warning.deadline}
                className={warning.daysLeft < 0 ? 'font-semibold text-danger-700' : undefined}
              >
                {clockWarningText(warning)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/**
 * The deposit clock (s. 489.126) on the Permit tab, when the deposit was over 10 %: the day to
 * apply by and the day to start by, each done, due or overdue. Nothing when the rule does not apply.
 */
export function DepositClockPanel({ permit }: { permit: Permit }) {
  const clock = permit.depositClock;
  if (!clock.applies) return null;
  return (
    <PanelSection
      headingId={`permit-clock-${permit.id}-heading`}
      title="Florida deposit clock"
      className="grid gap-2 text-sm"
      testId="permit-deposit-clock"
    >
      <p className="text-slate-700">
        The deposit was over {FLORIDA_DEPOSIT_RULE_PERCENT}% of the price
        {clock.depositReceivedOn ? ` (received ${day(clock.depositReceivedOn)})` : ''}: the law asks
        us to apply for the permit within {PERMIT_APPLY_WITHIN_DAYS} days of it and to start the
        work within {WORK_START_WITHIN_DAYS} days of the permit's issue. The customer sees these
        dates in the portal.
      </p>
      <ClockDeadlines
        label="Deposit clock deadlines"
        testIds={{ apply: 'permit-clock-apply-by', start: 'permit-clock-work-start-by' }}
        applyBy={clock.permitApplyBy}
        appliedOn={permit.appliedOn}
        workStartBy={clock.workStartBy}
        workStartedOn={permit.workStartedOn}
      />
    </PanelSection>
  );
}
