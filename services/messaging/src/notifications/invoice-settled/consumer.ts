import { invoiceSettled } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { invoiceFollowupStore } from '../../store/invoice-followups.ts';

/**
 * An invoice was paid in full or voided: recorded in `messaging.invoice_followups`, so its
 * overdue reminders (notifications/invoice-issued/overdue-reminder.ts) are no longer sent. No
 * e-mail: the payment has its own receipt, and a void comes with the cancellation's.
 */
export const onInvoiceSettled = defineConsumer({
  event: invoiceSettled,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-invoice-settled',
  async handle({ event, tx }) {
    const settled = event.data;
    await invoiceFollowupStore.settled(
      tx,
      { number: settled.number, estimateNumber: settled.estimateNumber },
      settled.how,
      new Date(settled.settledAt),
    );
  },
});
