import { type MessagePostedData, messagePosted } from '@roofing/contracts';
import type { ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import type { EmailStep } from '../../domain/send-email-step.ts';
import { findEstimateCustomer } from '../../store/estimate-customers.ts';
import { addToDigest, claimDigest } from '../../store/message-digests.ts';
import type { NotificationStore } from '../../store/notifications.ts';
import {
  countUnread,
  findProjectMessage,
  latestTeamMessages,
} from '../../store/project-messages.ts';
import { defineEmailNotification } from '../define-email-notification.ts';
import { officeMessageAlertEmail, TEAM_MESSAGES_QUOTED, teamMessagesEmail } from './emails.tsx';

/** A customer hears about team messages at most once per estimate in this window. */
export const TEAM_MESSAGE_EMAIL_WINDOW_MS = 10 * 60_000;

/**
 * A project message: a customer's alerts the office at once (key: the event id); a team message
 * is counted into the customer's next digest (key: `digest-<id>`), so the customer gets at most
 * one e-mail per estimate in 10 minutes, counting the messages it covers.
 */
export const messagePostedNotification = defineEmailNotification({
  event: messagePosted,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-message-posted',
  job: {
    name: 'message-posted-emails',
    version: 1,
    payload: 'message',
    extra: { customerDigestId: z.number().int().nullable() },
  },
  async consume({ event, tx, enqueue }) {
    if (event.data.senderType === 'customer') {
      await enqueue({ customerDigestId: null });
      return;
    }
    const digest = await addToDigest(tx, event.data.estimateNumber, TEAM_MESSAGE_EMAIL_WINDOW_MS);
    if (!digest) return; // it joined a digest whose job is already waiting
    await enqueue(
      { customerDigestId: digest.id },
      {
        // A digest id is never reused (not even one rolled back), so its job runs once.
        key: `digest-${digest.id}`,
        delayMs: Math.max(0, digest.sendAt.getTime() - Date.now()),
      },
    );
  },
  // The steps need state the event does not carry (the whole message, the digest): reloaded.
  steps: async ({ data, ctx, store }) =>
    data.customerDigestId === null
      ? officeAlertSteps(ctx, data.eventId, data.message)
      : customerDigestSteps(ctx, store, data.customerDigestId),
});

/** The office's alert for one customer message, with the whole text (reloaded by id). */
async function officeAlertSteps(
  ctx: ServiceContext,
  eventId: string,
  posted: MessagePostedData,
): Promise<EmailStep[]> {
  const stored = await findProjectMessage(ctx.db, posted.id);
  const message = stored ?? {
    ...posted,
    senderEmail: null,
    messageContent: posted.excerpt,
    imageUrl: null,
    createdAt: new Date(posted.postedAt),
  };
  return [
    {
      dedupeKey: `${eventId}:office`,
      notificationType: 'office_message_alert',
      estimateNumber: posted.estimateNumber,
      to: ctx.config.OFFICE_EMAIL,
      replyTo: message.senderEmail ?? undefined,
      ...(await officeMessageAlertEmail(message, ctx.config.PUBLIC_URL)),
    },
  ];
}

/**
 * The customer's e-mail for one digest of team messages. Claiming the digest fixes its count;
 * its dedupe key makes the e-mail go once however often the job runs. Not sent when nobody
 * is known for the estimate, or when the customer has already read every team message.
 */
async function customerDigestSteps(
  ctx: ServiceContext,
  store: NotificationStore,
  digestId: number,
): Promise<EmailStep[]> {
  const digest = await claimDigest(ctx.db, digestId);
  // The consumer enqueues inside its transaction; BullMQ can start the job before that commits.
  if (!digest) throw new Error(`message digest ${digestId} not found (not committed yet?)`);
  const log = ctx.logger.child({ digestId, estimateNumber: digest.estimateNumber });
  const customer = await findEstimateCustomer(ctx.db, digest.estimateNumber);
  if (!customer) {
    log.warn('no customer known for this estimate: team message e-mail not sent');
    return [];
  }
  const dedupeKey = `team-messages:${digest.id}`;
  const started = await store.find(dedupeKey);
  if (!started && (await countUnread(ctx.db, digest.estimateNumber, 'team')) === 0) {
    log.info('team messages already read in the portal: no e-mail needed');
    return [];
  }
  // The digest's messages: the latest it counted, up to when the job took it.
  const messages = await latestTeamMessages(
    ctx.db,
    digest.estimateNumber,
    digest.claimedAt ?? new Date(),
    Math.min(digest.messageCount, TEAM_MESSAGES_QUOTED),
  );
  return [
    {
      dedupeKey,
      notificationType: 'team_message_alert',
      estimateNumber: digest.estimateNumber,
      to: customer.email,
      // In the customer's language, as the quote request gave it (issue 24).
      ...(await teamMessagesEmail(
        customer,
        digest.messageCount,
        messages,
        ctx.config.PUBLIC_URL,
        customer.language,
      )),
    },
  ];
}
