import { type QuoteStatusChangedData, quoteStatusChanged } from '@roofing/contracts';
import { followupStore } from '../../store/estimate-followups.ts';
import { defineEmailNotification } from '../define-email-notification.ts';
import { projectCompletedEmail, siteVisitScheduledEmail, workInProgressEmail } from './emails.tsx';

/**
 * The statuses a customer hears about, each with its e-mail and the type it is recorded under:
 * the site visit is scheduled, the work has started, the work is complete. Every other status
 * (received, estimate ready — it has its own e-mail —, accepted, declined, cancelled…) is the
 * office's business and sends nothing.
 */
export const CUSTOMER_STATUS_EMAILS = {
  site_visit_scheduled: { type: 'site_visit_scheduled', email: siteVisitScheduledEmail },
  in_progress: { type: 'work_in_progress', email: workInProgressEmail },
  completed: { type: 'project_completed', email: projectCompletedEmail },
} as const;

export type NotifiedStatus = keyof typeof CUSTOMER_STATUS_EMAILS;
export const isNotifiedStatus = (status: string): status is NotifiedStatus =>
  Object.hasOwn(CUSTOMER_STATUS_EMAILS, status);

/**
 * Whether the customer is e-mailed about this change. A completed job re-opened (completed → any
 * other status) tells the customer nothing: the work has not "started", and nothing may claim the
 * roof is done (its warranties are voided and shown so in the portal).
 */
export const customerHearsOf = (change: QuoteStatusChangedData) =>
  change.from !== 'completed' && isNotifiedStatus(change.to);

const emailFor = (change: QuoteStatusChangedData) => {
  if (!isNotifiedStatus(change.to)) throw new Error(`status ${change.to} sends no e-mail`);
  return CUSTOMER_STATUS_EMAILS[change.to];
};

/**
 * Staff changed a quote's status: the customer's e-mail for a status they hear about, at once.
 * An estimate that staff move on from "estimate ready" (say, accepted by phone) no longer waits
 * for the customer's answer: its reminders stop as if it had been answered.
 */
export const quoteStatusChangedNotification = defineEmailNotification({
  event: quoteStatusChanged,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-quote-status-changed',
  job: { name: 'quote-status-emails', version: 1, payload: 'change' },
  sends: customerHearsOf,
  async consume({ event, tx, enqueue }) {
    const change = event.data;
    if (change.from === 'estimate_prepared') {
      await followupStore.answered(tx, change.estimateNumber, new Date(change.changedAt));
    }
    await enqueue({});
  },
  steps: [
    {
      step: 'customer',
      type: (change) => emailFor(change).type,
      to: (change) => change.email,
      estimateNumber: (change) => change.estimateNumber,
      // The completion is told once per project: keyed by the estimate number, not the event, so
      // completing a re-opened job again finds it already sent.
      dedupeKey: (change, { eventId }) =>
        change.to === 'completed'
          ? `${change.estimateNumber}:project-completed:customer`
          : `${eventId}:customer`,
      email: (change, { publicUrl }) => emailFor(change).email({ change, publicUrl }),
    },
  ],
});
