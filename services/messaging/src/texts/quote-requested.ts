import { quoteRequested } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { greetingName } from '../emails/format.ts';
import { textCustomer } from '../sms/text-customer.ts';
import { keepConsent } from './consent.ts';

/**
 * A quote request: the consent to texts it carries is recorded (its proof, language and estimate),
 * then, with it, the "quote received" text goes out with a link to the portal.
 */
export const textsOnQuoteRequested = defineConsumer({
  event: quoteRequested,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-texts-quote-requested',
  // Without consent there is nothing to record or send (most requests).
  appliesTo: (event) => event.data.textConsent != null,
  async handle({ event, tx, ctx }) {
    const quote = event.data;
    await keepConsent(tx, quote.textConsent, quote.estimateNumber);
    if (!quote.textConsent) return;
    await textCustomer(ctx, tx, {
      phone: quote.phone,
      estimateNumber: quote.estimateNumber,
      kind: 'quote-received',
      message: 'quoteReceived',
      values: { name: greetingName(quote.firstName) ?? '' },
      language: quote.language,
      dedupeKey: `${event.id}:customer`,
      correlationId: event.correlationId,
    });
  },
});
