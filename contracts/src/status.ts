/**
 * One stored quote lifecycle, read with different words by different screens.
 * quote_requested → site_visit_scheduled → estimate_prepared → accepted | declined | need_revision
 * → in_progress → completed, plus cancelled. Staff may set any status at any time.
 */
export const QUOTE_STATUSES = [
  'quote_requested',
  'site_visit_scheduled',
  'estimate_prepared',
  'accepted',
  'declined',
  'need_revision',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The answers the track page's form offers (portal §2). */
export const CUSTOMER_RESPONSES = ['accepted', 'declined', 'questions'] as const;
export type CustomerResponse = (typeof CUSTOMER_RESPONSES)[number];

/**
 * Every answer a customer can give, as stored and announced: the track page's three, and the
 * portal's Request Changes (`changes`, with the text of what to change). Only `accepted` and
 * `declined` are final; questions and changes leave the estimate open for an answer.
 */
export const ESTIMATE_ANSWERS = [...CUSTOMER_RESPONSES, 'changes'] as const;
export type EstimateAnswer = (typeof ESTIMATE_ANSWERS)[number];
export const FINAL_ANSWERS: ReadonlySet<string> = new Set(['accepted', 'declined']);

/** What a customer screen needs to name a project's state. */
export interface CustomerStateInput {
  status: string;
  customerResponse?: string | null;
  /** The estimate's time to answer is over (only matters while it is estimate_prepared). */
  expired?: boolean;
}

/** How a screen colours a state: a badge tone, not a word. */
export type CustomerStateTone =
  | 'waiting'
  | 'scheduled'
  | 'ready'
  | 'good'
  | 'attention'
  | 'stopped';

export interface CustomerState {
  /** The one word for the state, the same on the track page, both portals and the e-mails. */
  label: string;
  tone: CustomerStateTone;
  /** What happens next, in one sentence. */
  nextStep: string;
}

const STATES: Record<QuoteStatus, CustomerState> = {
  quote_requested: {
    label: 'Quote Requested',
    tone: 'waiting',
    nextStep: 'We will call you to book your free site visit.',
  },
  site_visit_scheduled: {
    label: 'Site Visit Scheduled',
    tone: 'scheduled',
    nextStep: 'Our inspector visits your roof; your written estimate follows the visit.',
  },
  estimate_prepared: {
    label: 'Estimate Ready',
    tone: 'ready',
    nextStep: 'Review your estimate and answer it: accept, decline, or ask us questions.',
  },
  accepted: {
    label: 'Accepted',
    tone: 'good',
    nextStep:
      'Your roofing contract is here in your portal to read, sign and keep; we will call you within one business day to schedule the work.',
  },
  declined: {
    label: 'Declined',
    tone: 'stopped',
    nextStep: 'Nothing more to do. If your plans change, call us for an updated estimate.',
  },
  need_revision: {
    label: 'Changes Requested',
    tone: 'attention',
    nextStep: 'We are revising your estimate and will send you the new version.',
  },
  in_progress: {
    label: 'Work in Progress',
    tone: 'scheduled',
    nextStep: 'Our crew is working on your roof.',
  },
  completed: {
    label: 'Completed',
    tone: 'good',
    nextStep: 'Your roof is finished; your warranty is in your client portal.',
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'stopped',
    nextStep: 'This project was cancelled. Call us if you would like to pick it up again.',
  },
};

/**
 * The one status vocabulary of every customer screen and e-mail (docs/customer-states.md). A
 * state is never shown as another: a finished roof is not "Processing", a declined estimate is
 * not "Completed", an expired estimate is not "Estimate Ready".
 */
export function customerState({
  status,
  customerResponse,
  expired,
}: CustomerStateInput): CustomerState {
  if (status === 'estimate_prepared') {
    if (expired) {
      return {
        label: 'Estimate Expired',
        tone: 'stopped',
        nextStep: 'The time to answer this estimate is over. Call us for an updated quote.',
      };
    }
    if (customerResponse === 'changes') {
      return {
        label: 'Changes Requested',
        tone: 'attention',
        nextStep:
          'We are looking at the changes you asked for. Your estimate stays open: you can still accept it.',
      };
    }
    if (customerResponse === 'questions') {
      return {
        ...STATES.estimate_prepared,
        nextStep:
          'We are answering your questions. Your estimate stays open: you can still accept it.',
      };
    }
  }
  return (
    STATES[status as QuoteStatus] ?? {
      label: 'Received',
      tone: 'waiting',
      nextStep: 'We have your request.',
    }
  );
}

/** The words of the Track Your Estimate page's `statusLabel` (the one vocabulary). */
export function trackStatusLabel(
  status: string,
  customerResponse?: string | null,
  expired?: boolean,
): string {
  return customerState({ status, customerResponse, expired }).label;
}

/** Words of the tabbed client portal's `status` field (the spec's values; screens show the label). */
const PORTAL_STATUS: Record<QuoteStatus, string> = {
  quote_requested: 'pending',
  site_visit_scheduled: 'pending',
  estimate_prepared: 'pending',
  accepted: 'accepted',
  declined: 'declined',
  need_revision: 'need-revision',
  in_progress: 'in-progress',
  completed: 'completed',
  cancelled: 'cancelled',
};
export function portalStatus(status: string): string {
  return PORTAL_STATUS[status as QuoteStatus] ?? 'pending';
}

/**
 * The four-stop progress portal and the admin dashboard. `stage` keeps the spec's values; the
 * percent says how far along the four stops (Requested 25, Scheduled 50, Estimated 75, Complete
 * 100) the project truly is: an answered estimate stays at Estimated, work under way is past it
 * but not complete, and only a finished roof reaches 100.
 */
const PROGRESS: Record<QuoteStatus, { stage: string; percent: number }> = {
  quote_requested: { stage: 'quote_requested', percent: 25 },
  site_visit_scheduled: { stage: 'scheduled', percent: 50 },
  estimate_prepared: { stage: 'estimated', percent: 75 },
  accepted: { stage: 'responded', percent: 75 },
  declined: { stage: 'responded', percent: 75 },
  need_revision: { stage: 'responded', percent: 75 },
  in_progress: { stage: 'responded', percent: 90 },
  completed: { stage: 'responded', percent: 100 },
  cancelled: { stage: 'cancelled', percent: 0 },
};
export function progressOf(
  status: string,
  customerResponse?: string | null,
  expired?: boolean,
): { stage: string; label: string; percent: number } {
  const progress = PROGRESS[status as QuoteStatus] ?? { stage: status, percent: 0 };
  return { ...progress, label: customerState({ status, customerResponse, expired }).label };
}
