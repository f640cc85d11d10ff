import { type VisitRescheduledData, visitRescheduled } from '@roofing/contracts';
import { defineEmailNotification } from '../define-email-notification.ts';
import { visitRescheduledEmail } from './emails.tsx';

/** Statuses after which no visit is pending: moving the date there is office bookkeeping. */
const NO_VISIT_PENDING = new Set(['declined', 'completed', 'cancelled']);

/** Whether the customer is told about this change of the visit. */
export const isVisitNotified = (visit: VisitRescheduledData) => !NO_VISIT_PENDING.has(visit.status);

/**
 * Staff set, moved or cleared the site visit under an unchanged status: one e-mail to the
 * customer, once per event. Once the project is declined, completed or cancelled no visit is
 * pending and the customer is not bothered.
 */
export const visitRescheduledNotification = defineEmailNotification({
  event: visitRescheduled,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-visit-rescheduled',
  job: { name: 'visit-rescheduled-emails', version: 1, payload: 'visit' },
  sends: isVisitNotified,
  steps: [
    {
      step: 'customer',
      type: 'site_visit_rescheduled',
      to: (visit) => visit.email,
      estimateNumber: (visit) => visit.estimateNumber,
      email: (visit, { publicUrl }) => visitRescheduledEmail({ visit, publicUrl }),
    },
  ],
});
