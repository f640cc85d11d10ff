import { describe, expect, it } from 'vitest';
import {
  type ContractClockFacts,
  type InspectionFacts,
  type PermitFacts,
  permitStatus,
} from './permit-status.ts';

const TODAY = '2026-06-15';
const noDates: PermitFacts = {
  appliedOn: null,
  issuedOn: null,
  expiresOn: null,
  workStartedOn: null,
};
const clock = (extra: Partial<ContractClockFacts> = {}): ContractClockFacts => ({
  depositOverTenPercent: true,
  depositReceivedOn: '2026-05-20',
  permitAppliedOn: null,
  permitIssuedOn: null,
  workStartedOn: null,
  ...extra,
});
const inspection = (extra: Partial<InspectionFacts>): InspectionFacts => ({
  kind: 'dry-in',
  label: 'Roof dry-in (underlayment) inspection',
  scheduledOn: '2026-06-10',
  result: 'scheduled',
  resultOn: null,
  ...extra,
});
const status = (
  permit: Partial<PermitFacts>,
  inspections: InspectionFacts[] = [],
  contract: ContractClockFacts | null = null,
) => permitStatus({ permit: { ...noDates, ...permit }, inspections, contract, today: TODAY });

describe('permit stage', () => {
  it('is the furthest step reached', () => {
    expect(status({}).stage).toBe('to-apply');
    expect(status({ appliedOn: '2026-06-01' }).stage).toBe('applied');
    expect(status({ appliedOn: '2026-06-01', issuedOn: '2026-06-05' }).stage).toBe('issued');
    const issued = { appliedOn: '2026-06-01', issuedOn: '2026-06-05' };
    const failed = inspection({ result: 'fail', resultOn: '2026-06-10' });
    expect(status(issued, [failed]).stage).toBe('issued');
    const dryIn = inspection({ result: 'pass', resultOn: '2026-06-12' });
    expect(status(issued, [failed, dryIn]).stage).toBe('dry-in-passed');
    const final = inspection({ kind: 'final', result: 'pass', resultOn: '2026-06-14' });
    expect(status(issued, [failed, dryIn, final]).stage).toBe('final-passed');
  });
});

describe('overdue', () => {
  it('is nothing on a permit on time', () => {
    expect(status({ appliedOn: '2026-06-01' })).toMatchObject({
      overdue: false,
      overdueReasons: [],
    });
  });

  it('names an inspection day passed without a result, and an expired permit', () => {
    const result = status(
      { appliedOn: '2026-01-05', issuedOn: '2026-01-10', expiresOn: '2026-06-01' },
      [inspection({ scheduledOn: '2026-06-12' })],
    );
    expect(result.overdue).toBe(true);
    expect(result.overdueReasons).toEqual([
      'The permit expired on Jun 1, 2026.',
      'Roof dry-in (underlayment) inspection was scheduled for Jun 12, 2026 and has no result yet.',
    ]);
  });

  it('does not count an inspection scheduled today, or a finished permit past its expiry', () => {
    expect(status({ issuedOn: '2026-06-01' }, [inspection({ scheduledOn: TODAY })]).overdue).toBe(
      false,
    );
    const done = [
      inspection({ result: 'pass', resultOn: '2026-03-01' }),
      inspection({ kind: 'final', result: 'pass', resultOn: '2026-04-01' }),
    ];
    expect(status({ issuedOn: '2026-01-10', expiresOn: '2026-06-01' }, done).overdue).toBe(false);
  });
});

describe('the deposit clock (s. 489.126)', () => {
  it('does not apply without a signed contract or with a deposit of 10 % or less', () => {
    expect(status({}).depositClock).toEqual({
      applies: false,
      depositReceivedOn: null,
      permitApplyBy: null,
      workStartBy: null,
      warnings: [],
    });
    expect(status({}, [], clock({ depositOverTenPercent: false })).depositClock.applies).toBe(
      false,
    );
  });

  it('warns a week before the application date and stops once applied', () => {
    // Received May 20: apply by June 19, four days from today.
    const waiting = status({}, [], clock());
    expect(waiting.depositClock).toMatchObject({
      applies: true,
      depositReceivedOn: '2026-05-20',
      permitApplyBy: '2026-06-19',
      workStartBy: null,
      warnings: [{ deadline: 'permit-application', dueOn: '2026-06-19', daysLeft: 4 }],
    });
    expect(waiting.overdue).toBe(false);
    expect(status({ appliedOn: '2026-06-10' }, [], clock()).depositClock.warnings).toEqual([]);
    // The contract's own record counts as well (the billing tab's permit clock).
    expect(status({}, [], clock({ permitAppliedOn: '2026-06-10' })).depositClock.warnings).toEqual(
      [],
    );
  });

  it('is overdue once a date passed unmet', () => {
    const late = status({}, [], clock({ depositReceivedOn: '2026-05-01' }));
    expect(late.depositClock.warnings).toEqual([
      { deadline: 'permit-application', dueOn: '2026-05-31', daysLeft: -15 },
    ]);
    expect(late.overdueReasons).toEqual([
      'The permit had to be applied for by May 31, 2026 (Florida deposit rule, s. 489.126).',
    ]);
  });

  it("runs the 90 days to start from the permit's issue, its own or the contract's", () => {
    const issued = status(
      { appliedOn: '2026-03-01', issuedOn: '2026-03-20' },
      [],
      clock({ depositReceivedOn: '2026-02-20' }),
    );
    expect(issued.depositClock).toMatchObject({
      workStartBy: '2026-06-18',
      warnings: [{ deadline: 'work-start', dueOn: '2026-06-18', daysLeft: 3 }],
    });
    const fromContract = status(
      {},
      [],
      clock({ permitIssuedOn: '2026-01-01', permitAppliedOn: '2025-12-20' }),
    );
    expect(fromContract.depositClock.workStartBy).toBe('2026-04-01');
    expect(fromContract.overdueReasons).toEqual([
      'Work had to start by Apr 1, 2026 (Florida deposit rule, s. 489.126).',
    ]);
    const started = status({ issuedOn: '2026-03-20', workStartedOn: '2026-06-01' }, [], clock());
    expect(started.depositClock.warnings).toEqual([]);
  });
});
