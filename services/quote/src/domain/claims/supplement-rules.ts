import { SUPPLEMENT_STATUS_LABELS, type SupplementStatus } from '@roofing/contracts';
import { AppError } from '@roofing/platform';
import { dollars, usd } from '../billing/money.ts';

/*
 * How a supplement moves: a draft is submitted to the carrier; a submitted one gets the carrier's
 * decision (approved, approved in part, denied). Nothing else: a decision is recorded once, and
 * only a draft is edited or deleted. The amount approved is never more than was asked; an
 * approval that names no amount is for the whole request; a partial one is for less.
 */

export interface SupplementState {
  status: SupplementStatus;
  requestedCents: number;
  submittedOn: string | null;
}

export interface SupplementMove {
  status: Exclude<SupplementStatus, 'draft'>;
  on: string;
  approvedAmountCents?: number | null;
  note?: string | null;
}

/** The columns a move writes. */
export interface SupplementChange {
  status: SupplementStatus;
  submittedOn?: string;
  decidedOn?: string;
  approvedAmount?: string | null;
  decisionNote?: string | null;
}

const NEXT: Record<SupplementStatus, readonly SupplementStatus[]> = {
  draft: ['submitted'],
  submitted: ['approved', 'partly-approved', 'denied'],
  approved: [],
  'partly-approved': [],
  denied: [],
};

const label = (status: SupplementStatus) => SUPPLEMENT_STATUS_LABELS[status].toLowerCase();

/** The change a move makes, or the refusal (409 for a move the status does not allow). */
export function moveSupplement(
  state: SupplementState,
  move: SupplementMove,
  today: string,
): SupplementChange {
  if (!NEXT[state.status].includes(move.status)) {
    throw new AppError(
      'CONFLICT',
      state.status === 'draft'
        ? 'Submit the supplement to the carrier before recording its decision.'
        : state.status === 'submitted'
          ? 'This supplement was already submitted; record the carrier’s decision.'
          : `The carrier’s decision is already recorded (${label(state.status)}).`,
    );
  }
  if (move.on > today) {
    throw new AppError('VALIDATION_FAILED', 'The date cannot be in the future.', {
      on: 'Choose today or a day before',
    });
  }
  if (move.status === 'submitted') {
    return { status: 'submitted', submittedOn: move.on };
  }
  if (state.submittedOn && move.on < state.submittedOn) {
    throw new AppError('VALIDATION_FAILED', 'The decision cannot come before the submission.', {
      on: `Choose ${state.submittedOn} or later`,
    });
  }
  const decision = { decidedOn: move.on, decisionNote: move.note ?? null };
  if (move.status === 'denied') return { status: 'denied', ...decision, approvedAmount: null };
  const approved = move.approvedAmountCents ?? state.requestedCents;
  if (approved > state.requestedCents) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The approved amount cannot be more than was requested (${usd(state.requestedCents)}).`,
      { approvedAmountCents: `At most ${usd(state.requestedCents)}` },
    );
  }
  if (move.status === 'partly-approved' && (approved === 0 || approved === state.requestedCents)) {
    throw new AppError(
      'VALIDATION_FAILED',
      approved === 0
        ? 'An approval of nothing is a denial: record it as denied.'
        : 'The whole amount was approved: record it as approved.',
      { approvedAmountCents: `More than $0.00 and less than ${usd(state.requestedCents)}` },
    );
  }
  return { status: move.status, ...decision, approvedAmount: dollars(approved) };
}
