import type { ClaimTotals, InsurerPaymentKind, SupplementStatus } from '@roofing/contracts';
import { dollars, percentOf } from '../billing/money.ts';

/*
 * A claim's figures, computed from what staff entered and never typed: what the carrier approved
 * (its RCV, or its scope lines while no RCV is entered), what supplements asked and won, the
 * deductible the homeowner pays, what the insurer still owes, and the depreciation still held
 * back. Pure: whole cents in, the wire's dollars out.
 */

export interface ClaimTotalsInput {
  rcvCents: number | null;
  deductibleCents: number;
  recoverableDepreciationCents: number | null;
  carrierLineCents: readonly number[];
  ourLineCents: readonly number[];
  supplements: readonly {
    status: SupplementStatus;
    requestedCents: number;
    approvedCents: number | null;
  }[];
  payments: readonly { kind: InsurerPaymentKind; amountCents: number }[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A line's total: quantity × unit price, to the cent (half up). Quantities have 2 decimals. */
export const lineTotalCents = (quantity: number, unitPriceCents: number) =>
  Math.round((Math.round(quantity * 100) * unitPriceCents) / 100);

/** A percentage deductible in dollars: `percent` % of the dwelling limit, to the cent. */
export const percentDeductibleCents = (dwellingLimitCents: number, percent: number) =>
  percentOf(dwellingLimitCents, percent);

/** Supplements the carrier has been asked for (a draft has not been sent yet). */
const REQUESTED: readonly SupplementStatus[] = [
  'submitted',
  'approved',
  'partly-approved',
  'denied',
];
const WON: readonly SupplementStatus[] = ['approved', 'partly-approved'];

export function claimTotals(input: ClaimTotalsInput): ClaimTotals {
  const carrierScope = sum(input.carrierLineCents);
  const ourScope = sum(input.ourLineCents);
  const carrierApproved = input.rcvCents ?? carrierScope;
  const supplementsRequested = sum(
    input.supplements
      .filter((each) => REQUESTED.includes(each.status))
      .map((each) => each.requestedCents),
  );
  const supplementsApproved = sum(
    input.supplements
      .filter((each) => WON.includes(each.status))
      .map((each) => each.approvedCents ?? each.requestedCents),
  );
  const totalApproved = carrierApproved + supplementsApproved;
  const insurerOwes = Math.max(0, totalApproved - input.deductibleCents);
  const insurerPaid = sum(input.payments.map((each) => each.amountCents));
  const depreciationReleased = sum(
    input.payments.filter((each) => each.kind === 'depreciation').map((each) => each.amountCents),
  );
  return {
    carrierApproved: dollars(carrierApproved),
    supplementsRequested: dollars(supplementsRequested),
    supplementsApproved: dollars(supplementsApproved),
    totalApproved: dollars(totalApproved),
    deductible: dollars(input.deductibleCents),
    insurerOwes: dollars(insurerOwes),
    insurerPaid: dollars(insurerPaid),
    insurerStillToPay: dollars(Math.max(0, insurerOwes - insurerPaid)),
    depreciationToRecover: dollars(
      Math.max(0, (input.recoverableDepreciationCents ?? 0) - depreciationReleased),
    ),
    scopeDifference: dollars(ourScope - carrierScope),
    ourScope: dollars(ourScope),
    carrierScope: dollars(carrierScope),
  };
}
