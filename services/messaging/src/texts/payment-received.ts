import { formatMoneyIn, paymentReceived } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { textCustomer } from '../sms/text-customer.ts';

/** A payment arrived: the customer gets a short thank-you with the amount and the portal link. */
export const textsOnPaymentReceived = defineConsumer({
  event: paymentReceived,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-texts-payment-received',
  async handle({ event, tx, ctx }) {
    const payment = event.data;
    await textCustomer(ctx, tx, {
      phone: payment.phone,
      estimateNumber: payment.estimateNumber,
      kind: 'payment-received',
      message: 'paymentReceived',
      values: { amount: formatMoneyIn(payment.amount, payment.language) },
      language: payment.language,
      dedupeKey: `${event.id}:customer`,
      correlationId: event.correlationId,
    });
  },
});
