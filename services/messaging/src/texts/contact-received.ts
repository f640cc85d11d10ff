import { contactReceived } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { keepConsent } from './consent.ts';

/** A contact-form message: the consent to texts it carries, when given, is recorded. */
export const textsOnContactReceived = defineConsumer({
  event: contactReceived,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-texts-contact-received',
  // Without consent there is nothing to record.
  appliesTo: (event) => event.data.textConsent != null,
  async handle({ event, tx }) {
    await keepConsent(tx, event.data.textConsent, null);
  },
});
