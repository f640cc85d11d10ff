import { paymentReceived } from '@roofing/contracts';
import { centsOf } from '../../emails/billing.tsx';
import { invoiceFollowupStore } from '../../store/invoice-followups.ts';
import { defineEmailNotification, office } from '../define-email-notification.ts';
import { officePaymentReceivedEmail, paymentReceiptEmail } from './emails.tsx';

/**
 * Money arrived: counted against its invoice for the overdue reminders (what they say is still
 * due), then the customer's receipt and the office's notice.
 */
export const paymentReceivedNotification = defineEmailNotification({
  event: paymentReceived,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-payment-received',
  job: { name: 'payment-received-emails', version: 1, payload: 'payment' },
  async consume({ event, tx, enqueue }) {
    const payment = event.data;
    if (payment.invoiceNumber)
      await invoiceFollowupStore.paid(
        tx,
        { number: payment.invoiceNumber, estimateNumber: payment.estimateNumber },
        centsOf(payment.amount),
      );
    await enqueue({});
  },
  steps: [
    {
      step: 'customer',
      type: 'payment_receipt',
      to: (payment) => payment.email,
      estimateNumber: (payment) => payment.estimateNumber,
      email: (payment, { publicUrl }) => paymentReceiptEmail({ payment, publicUrl }),
    },
    {
      step: 'office',
      type: 'office_payment_received',
      to: office,
      replyTo: (payment) => payment.email,
      estimateNumber: (payment) => payment.estimateNumber,
      email: (payment, { publicUrl }) => officePaymentReceivedEmail({ payment, publicUrl }),
    },
  ],
});
