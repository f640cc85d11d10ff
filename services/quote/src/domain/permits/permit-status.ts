import {
  type DepositClock,
  formatEastern,
  type InspectionKind,
  type InspectionResult,
  PERMIT_WARNING_DAYS,
  type PermitStage,
} from '@roofing/contracts';
import { daysBetween } from '../billing/ledger-view.ts';
import { deadlinesOf } from '../contracts/permit-deadlines.ts';

/*
 * Where a permit stands, worked out from its dates and inspections on a given day: the board's
 * stage, why it is overdue, and the Florida deposit clock (s. 489.126) with its warnings. Pure:
 * the same facts and day give the same answer.
 */

export interface PermitFacts {
  appliedOn: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  workStartedOn: string | null;
}

export interface InspectionFacts {
  kind: InspectionKind | string;
  label: string;
  scheduledOn: string;
  result: InspectionResult | string;
  resultOn: string | null;
}

/** The standing signed contract's clock (null: no signed contract, the rule does not apply). */
export interface ContractClockFacts {
  depositOverTenPercent: boolean;
  depositReceivedOn: string | null;
  permitAppliedOn: string | null;
  permitIssuedOn: string | null;
  workStartedOn: string | null;
}

export interface PermitStatus {
  stage: PermitStage;
  overdue: boolean;
  overdueReasons: string[];
  depositClock: DepositClock;
}

/** "Jan 2, 2027" for a calendar day (read at noon, so no time zone moves it). */
export const dayLabel = (day: string) => formatEastern(`${day}T12:00:00Z`, 'MMM d, yyyy');

const passed = (inspections: readonly InspectionFacts[], kind: InspectionKind) =>
  inspections.some((each) => each.kind === kind && each.result === 'pass');

/** The board's stage: the furthest step reached. */
export function permitStage(
  permit: Pick<PermitFacts, 'appliedOn' | 'issuedOn'>,
  inspections: readonly InspectionFacts[],
): PermitStage {
  if (passed(inspections, 'final')) return 'final-passed';
  if (passed(inspections, 'dry-in')) return 'dry-in-passed';
  if (permit.issuedOn) return 'issued';
  if (permit.appliedOn) return 'applied';
  return 'to-apply';
}

/**
 * The deposit clock as the permit shows it. The permit's own dates count first (they are
 * written through to the contract; a permit opened before signing may be ahead of it).
 */
export function depositClockOf(
  permit: PermitFacts,
  contract: ContractClockFacts | null,
  today: string,
): DepositClock {
  if (!contract?.depositOverTenPercent) {
    return {
      applies: false,
      depositReceivedOn: null,
      permitApplyBy: null,
      workStartBy: null,
      warnings: [],
    };
  }
  const issuedOn = permit.issuedOn ?? contract.permitIssuedOn;
  // An issued permit was applied for, whether or not the day was written down.
  const appliedOn = permit.appliedOn ?? contract.permitAppliedOn ?? issuedOn;
  const startedOn = permit.workStartedOn ?? contract.workStartedOn;
  const { permitApplyBy, workStartBy } = deadlinesOf({
    depositOverTenPercent: true,
    depositReceivedOn: contract.depositReceivedOn,
    permitIssuedOn: issuedOn,
  });
  const warnings: DepositClock['warnings'] = [];
  const warn = (deadline: 'permit-application' | 'work-start', dueOn: string | null) => {
    if (!dueOn) return;
    const daysLeft = daysBetween(today, dueOn);
    if (daysLeft <= PERMIT_WARNING_DAYS) warnings.push({ deadline, dueOn, daysLeft });
  };
  if (!appliedOn) warn('permit-application', permitApplyBy);
  if (!startedOn) warn('work-start', workStartBy);
  return {
    applies: true,
    depositReceivedOn: contract.depositReceivedOn,
    permitApplyBy,
    workStartBy,
    warnings,
  };
}

/** Stage, overdue reasons and deposit clock of a permit on `today` (YYYY-MM-DD, Eastern). */
export function permitStatus(input: {
  permit: PermitFacts;
  inspections: readonly InspectionFacts[];
  contract: ContractClockFacts | null;
  today: string;
}): PermitStatus {
  const { permit, inspections, contract, today } = input;
  const stage = permitStage(permit, inspections);
  const depositClock = depositClockOf(permit, contract, today);
  const reasons: string[] = [];
  for (const warning of depositClock.warnings) {
    if (warning.daysLeft >= 0) continue;
    reasons.push(
      warning.deadline === 'permit-application'
        ? `The permit had to be applied for by ${dayLabel(warning.dueOn)} (Florida deposit rule, s. 489.126).`
        : `Work had to start by ${dayLabel(warning.dueOn)} (Florida deposit rule, s. 489.126).`,
    );
  }
  if (permit.expiresOn && permit.expiresOn < today && stage !== 'final-passed') {
    reasons.push(`The permit expired on ${dayLabel(permit.expiresOn)}.`);
  }
  for (const inspection of inspections) {
    if (inspection.result === 'scheduled' && inspection.scheduledOn < today) {
      reasons.push(
        `${inspection.label} was scheduled for ${dayLabel(inspection.scheduledOn)} and has no result yet.`,
      );
    }
  }
  return { stage, overdue: reasons.length > 0, overdueReasons: reasons, depositClock };
}
