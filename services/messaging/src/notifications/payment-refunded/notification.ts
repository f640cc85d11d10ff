import { paymentRefunded } from '@roofing/contracts';
import { centsOf } from '../../emails/billing.tsx';
import { invoiceFollowupStore } from '../../store/invoice-followups.ts';
import { defineEmailNotification } from '../define-email-notification.ts';
import { paymentRefundedEmail } from './emails.tsx';

/** Money went back to the customer: taken off its invoice's payments, and the customer told. */
export const paymentRefundedNotification = defineEmailNotification({
  event: paymentRefunded,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-payment-refunded',
  job: { name: 'payment-refunded-emails', version: 1, payload: 'refund' },
  async consume({ event, tx, enqueue }) {
    const refund = event.data;
    if (refund.invoiceNumber)
      await invoiceFollowupStore.paid(
        tx,
        { number: refund.invoiceNumber, estimateNumber: refund.estimateNumber },
        -centsOf(refund.amount),
      );
    await enqueue({});
  },
  steps: [
    {
      step: 'customer',
      type: 'payment_refunded',
      to: (refund) => refund.email,
      estimateNumber: (refund) => refund.estimateNumber,
      email: (refund, { publicUrl }) => paymentRefundedEmail({ refund, publicUrl }),
    },
  ],
});
