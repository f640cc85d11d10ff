import { estimatePrepared } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { textCustomer } from '../sms/text-customer.ts';

/** The estimate is ready to answer: texted with the portal link (no amount, no number). */
export const textsOnEstimatePrepared = defineConsumer({
  event: estimatePrepared,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-texts-estimate-prepared',
  async handle({ event, tx, ctx }) {
    await textCustomer(ctx, tx, {
      phone: event.data.phone,
      estimateNumber: event.data.estimateNumber,
      kind: 'estimate-ready',
      message: 'estimateReady',
      language: event.data.language,
      dedupeKey: `${event.id}:customer`,
      correlationId: event.correlationId,
    });
  },
});
