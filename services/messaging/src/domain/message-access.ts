import type { SenderType } from '@roofing/contracts';
import {
  AppError,
  type Identity,
  requireVerifiedPortal,
  type StaffIdentity,
} from '@roofing/platform';

/** The two sides of a conversation: the estimate's customer, and the team (any staff member). */
export type Side = 'customer' | 'team';

export type Participant =
  | { side: 'customer'; estimateNumber: string }
  | { side: 'team'; staff: StaffIdentity };

export const sideOf = (senderType: SenderType | string): Side =>
  senderType === 'customer' ? 'customer' : 'team';
export const otherSide = (side: Side): Side => (side === 'customer' ? 'team' : 'customer');

/**
 * Who may take part in one estimate's conversation: its own portal session (scoped to that one
 * estimate) or staff. No caller is 401; another estimate's session is 403; a customer's change
 * without a session verified for the estimate is 401 VERIFICATION_REQUIRED. A change by staff
 * needs the session's CSRF token (403), as on every staff route.
 */
export function participantIn(
  caller: Identity | null,
  estimateNumber: string,
  /** `customerAct: false`: a change that is part of viewing (marking read), open to the number. */
  options: { changes: boolean; customerAct?: boolean },
): Participant {
  if (!caller) {
    throw new AppError('UNAUTHORIZED', 'Open your project with its estimate number first.');
  }
  if (caller.kind === 'portal') {
    if (caller.estimateNumber.trim().toUpperCase() !== estimateNumber.toUpperCase()) {
      throw new AppError('FORBIDDEN', 'These messages belong to another estimate.');
    }
    // Reading is the view the number opens; writing (a message, an image) is the customer's act.
    if (options.customerAct ?? options.changes) requireVerifiedPortal(caller, estimateNumber);
    return { side: 'customer', estimateNumber: estimateNumber.toUpperCase() };
  }
  if (options.changes && !caller.csrf) {
    throw new AppError(
      'FORBIDDEN',
      'This request is missing its security token. Reload the page and try again.',
    );
  }
  return { side: 'team', staff: caller };
}
