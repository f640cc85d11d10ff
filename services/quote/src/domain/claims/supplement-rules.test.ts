import { describe, expect, it } from 'vitest';
import { moveSupplement, type SupplementState } from './supplement-rules.ts';

const today = '2026-10-20';
const draft: SupplementState = { status: 'draft', requestedCents: 400_000, submittedOn: null };
const submitted: SupplementState = { ...draft, status: 'submitted', submittedOn: '2026-10-10' };

describe('moveSupplement', () => {
  it('submits a draft on the day given', () => {
    expect(moveSupplement(draft, { status: 'submitted', on: '2026-10-10' }, today)).toEqual({
      status: 'submitted',
      submittedOn: '2026-10-10',
    });
  });

  it('refuses a decision on a draft and a second decision (409)', () => {
    expect(() => moveSupplement(draft, { status: 'approved', on: today }, today)).toThrow(
      /Submit the supplement/,
    );
    const decided = { ...submitted, status: 'denied' as const };
    expect(() => moveSupplement(decided, { status: 'approved', on: today }, today)).toThrow(
      /already recorded/,
    );
  });

  it('approves the whole request when no amount is named', () => {
    expect(moveSupplement(submitted, { status: 'approved', on: today }, today)).toMatchObject({
      status: 'approved',
      decidedOn: today,
      approvedAmount: '4000.00',
    });
  });

  it('keeps a partial approval below the request and above nothing', () => {
    expect(
      moveSupplement(
        submitted,
        {
          status: 'partly-approved',
          on: today,
          approvedAmountCents: 250_000,
          note: 'Drip edge only',
        },
        today,
      ),
    ).toMatchObject({ approvedAmount: '2500.00', decisionNote: 'Drip edge only' });
    for (const cents of [0, 400_000, 400_001]) {
      expect(() =>
        moveSupplement(
          submitted,
          { status: 'partly-approved', on: today, approvedAmountCents: cents },
          today,
        ),
      ).toThrow();
    }
    expect(() =>
      moveSupplement(
        submitted,
        { status: 'approved', on: today, approvedAmountCents: 500_000 },
        today,
      ),
    ).toThrow(/more than was requested/);
  });

  it('refuses a day in the future or a decision before the submission', () => {
    expect(() => moveSupplement(draft, { status: 'submitted', on: '2026-10-21' }, today)).toThrow(
      /future/,
    );
    expect(() => moveSupplement(submitted, { status: 'denied', on: '2026-10-09' }, today)).toThrow(
      /before the submission/,
    );
  });
});
