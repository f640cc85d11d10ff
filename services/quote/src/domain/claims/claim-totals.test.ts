import { describe, expect, it } from 'vitest';
import {
  type ClaimTotalsInput,
  claimTotals,
  lineTotalCents,
  percentDeductibleCents,
} from './claim-totals.ts';

const claim = (change: Partial<ClaimTotalsInput> = {}): ClaimTotalsInput => ({
  rcvCents: null,
  deductibleCents: 250_000,
  recoverableDepreciationCents: null,
  carrierLineCents: [],
  ourLineCents: [],
  supplements: [],
  payments: [],
  ...change,
});

describe('claimTotals', () => {
  it('takes the carrier’s RCV as approved, or its scope lines while no RCV is entered', () => {
    const lines = { carrierLineCents: [1_200_000, 350_050], ourLineCents: [1_900_000] };
    expect(claimTotals(claim(lines))).toMatchObject({
      carrierApproved: '15500.50',
      carrierScope: '15500.50',
      ourScope: '19000.00',
      scopeDifference: '3499.50',
    });
    expect(claimTotals(claim({ ...lines, rcvCents: 1_600_000 })).carrierApproved).toBe('16000.00');
  });

  it('counts requested supplements once sent and approved ones at their approved amount', () => {
    const totals = claimTotals(
      claim({
        rcvCents: 1_000_000,
        supplements: [
          { status: 'draft', requestedCents: 99_900, approvedCents: null },
          { status: 'submitted', requestedCents: 100_000, approvedCents: null },
          { status: 'approved', requestedCents: 200_000, approvedCents: 200_000 },
          { status: 'partly-approved', requestedCents: 300_000, approvedCents: 120_000 },
          { status: 'denied', requestedCents: 50_000, approvedCents: null },
        ],
      }),
    );
    expect(totals).toMatchObject({
      supplementsRequested: '6500.00',
      supplementsApproved: '3200.00',
      totalApproved: '13200.00',
      deductible: '2500.00',
      insurerOwes: '10700.00',
    });
  });

  it('follows insurer checks: still to pay and depreciation still to recover, never below zero', () => {
    const base = { rcvCents: 2_000_000, recoverableDepreciationCents: 400_000 };
    const first = claimTotals(
      claim({ ...base, payments: [{ kind: 'acv', amountCents: 1_350_000 }] }),
    );
    expect(first).toMatchObject({
      insurerOwes: '17500.00',
      insurerPaid: '13500.00',
      insurerStillToPay: '4000.00',
      depreciationToRecover: '4000.00',
    });
    const all = claimTotals(
      claim({
        ...base,
        payments: [
          { kind: 'acv', amountCents: 1_350_000 },
          { kind: 'depreciation', amountCents: 450_000 },
        ],
      }),
    );
    expect(all).toMatchObject({ insurerStillToPay: '0.00', depreciationToRecover: '0.00' });
  });

  it('owes nothing when the deductible is more than what was approved', () => {
    expect(claimTotals(claim({ rcvCents: 100_000 })).insurerOwes).toBe('0.00');
  });
});

describe('figures', () => {
  it('computes a percentage deductible from the dwelling limit, to the cent', () => {
    expect(percentDeductibleCents(35_000_000, 2)).toBe(700_000);
    expect(percentDeductibleCents(28_755_000, 5)).toBe(1_437_750);
    expect(percentDeductibleCents(33_333_333, 2.5)).toBe(833_333);
  });

  it('prices a line as quantity × unit price, rounded to the cent', () => {
    expect(lineTotalCents(32.67, 28_500)).toBe(931_095);
    expect(lineTotalCents(0.33, 1_001)).toBe(330);
  });
});
