import { quoteRequested } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { upsertEstimateCustomer } from '../store/estimate-customers.ts';

/** Keeps the messaging service's own record of who each estimate is for. */
export const onQuoteRequestedEstimateCustomer = defineConsumer({
  event: quoteRequested,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-estimate-customers',
  async handle({ event, tx }) {
    const { estimateNumber, firstName, lastName, email, phone, language } = event.data;
    await upsertEstimateCustomer(tx, {
      estimateNumber,
      firstName,
      lastName,
      email,
      phone,
      language,
    });
  },
});
