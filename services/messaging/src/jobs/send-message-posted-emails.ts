import { type MessagePostedData, messagePostedEmails } from '@roofing/contracts';
import { handleJob, type ServiceContext } from '@roofing/platform';
import { type EmailStep, sendEmailSteps } from '../domain/send-email-step.ts';
import {
  officeMessageAlertEmail,
  TEAM_MESSAGES_QUOTED,
  teamMessagesEmail,
} from '../emails/project-messages.tsx';
import { findEstimateCustomer } from '../store/estimate-customers.ts';
import { claimDigest } from '../store/message-digests.ts';
import { type NotificationStore, notificationStore } from '../store/notifications.ts';
import { countUnread, findProjectMessage, latestTeamMessages } from '../store/project-messages.ts';

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
      ...(await teamMessagesEmail(customer, digest.messageCount, messages, ctx.config.PUBLIC_URL)),
    },
  ];
}

export const sendMessagePostedEmails = handleJob(
  messagePostedEmails,
  async ({ data, job, ctx }) => {
    const { message, eventId, correlationId, customerDigestId } = data;
    const store = notificationStore(ctx.db);
    const steps =
      customerDigestId === null
        ? await officeAlertSteps(ctx, eventId, message)
        : await customerDigestSteps(ctx, store, customerDigestId);
    await sendEmailSteps(ctx, store, steps, { jobId: job.id, correlationId, attempt: job.attempt });
  },
);
