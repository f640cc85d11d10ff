import { estimateResponded } from '@roofing/contracts';
import { followupStore } from '../../store/estimate-followups.ts';
import { defineEmailNotification, office } from '../define-email-notification.ts';
import { customerAnswerEmail, officeAnswerEmail } from './emails.tsx';

/**
 * The customer answered an estimate: no more reminders for it; their receipt (or
 * acknowledgement, its type decided by the answer) and the office's alert.
 */
export const estimateRespondedNotification = defineEmailNotification({
  event: estimateResponded,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-estimate-responded',
  job: { name: 'estimate-responded-emails', version: 1, payload: 'answer' },
  async consume({ event, tx, enqueue }) {
    const answer = event.data;
    await followupStore.answered(tx, answer.estimateNumber, new Date(answer.respondedAt));
    await enqueue({});
  },
  steps: [
    {
      step: 'customer',
      to: (answer) => answer.email,
      estimateNumber: (answer) => answer.estimateNumber,
      email: (answer, { publicUrl }) => customerAnswerEmail({ answer, publicUrl }),
    },
    {
      step: 'office',
      type: 'office_estimate_answered',
      to: office,
      replyTo: (answer) => answer.email,
      estimateNumber: (answer) => answer.estimateNumber,
      email: (answer, { publicUrl }) => officeAnswerEmail({ answer, publicUrl }),
    },
  ],
});
