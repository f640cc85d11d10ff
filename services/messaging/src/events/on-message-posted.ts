import { messagePosted, messagePostedEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { addToDigest } from '../store/message-digests.ts';

/** A customer hears about team messages at most once per estimate in this window. */
export const TEAM_MESSAGE_EMAIL_WINDOW_MS = 10 * 60_000;

/**
 * A project message: a customer's alerts the office at once; a team message is counted into the
 * customer's next digest, so the customer gets at most one e-mail per estimate in 10 minutes.
 */
export const onMessagePosted = defineConsumer({
  event: messagePosted,
  durable: 'messaging-message-posted',
  async handle({ event, tx, ctx }) {
    const caused = { eventId: event.id, correlationId: event.correlationId, message: event.data };
    if (event.data.senderType === 'customer') {
      await ctx.enqueue(
        messagePostedEmails,
        { ...caused, customerDigestId: null },
        { key: event.id, tx },
      );
      return;
    }
    const digest = await addToDigest(tx, event.data.estimateNumber, TEAM_MESSAGE_EMAIL_WINDOW_MS);
    if (!digest) return; // it joined a digest whose job is already waiting
    await ctx.enqueue(
      messagePostedEmails,
      { ...caused, customerDigestId: digest.id },
      {
        // A digest id is never reused (not even one rolled back), so its job runs once.
        key: `digest-${digest.id}`,
        tx,
        delayMs: Math.max(0, digest.sendAt.getTime() - Date.now()),
      },
    );
  },
});
