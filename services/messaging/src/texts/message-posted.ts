import { messagePosted } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { excerpt } from '../emails/format.ts';
import { textCustomer } from '../sms/text-customer.ts';
import { findEstimateCustomer } from '../store/estimate-customers.ts';
import { findProjectMessage } from '../store/project-messages.ts';

/** The longest part of a team message a text repeats (the portal link has the rest). */
export const ANSWER_EXCERPT = 300;

/**
 * The office answered in the project messages: the answer goes to the customer by text too, when
 * their number has a consent and no STOP, shortened, with the portal link. The text is filed under
 * the message, so the office sees where it is (GET /api/project-messages: `textStatus`).
 */
export const textsOnMessagePosted = defineConsumer({
  event: messagePosted,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-texts-message-posted',
  async handle({ event, tx, ctx }) {
    const posted = event.data;
    if (posted.senderType === 'customer') return;
    const message = await findProjectMessage(tx, posted.id);
    const customer = await findEstimateCustomer(tx, posted.estimateNumber);
    if (!message || !customer) return;
    const text = message.messageContent.trim() || (message.imageUrl ? '(photo)' : '');
    await textCustomer(ctx, tx, {
      phone: customer.phone,
      estimateNumber: posted.estimateNumber,
      kind: 'office-answer',
      message: 'officeAnswer',
      values: { message: excerpt(text, ANSWER_EXCERPT) },
      projectMessageId: message.id,
      dedupeKey: `${event.id}:customer`,
      correlationId: event.correlationId,
    });
  },
});
