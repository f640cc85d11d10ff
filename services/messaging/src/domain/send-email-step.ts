import { adjustUsage, type MailAttachment, type ServiceContext } from '@roofing/platform';
import type { NotificationStore, StepStates } from '../store/notifications.ts';

/** One e-mail a job owes someone, under a key naming the business step (event id + recipient). */
export interface EmailStep {
  dedupeKey: string;
  notificationType: string;
  estimateNumber: string | null;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** The HTML part, sent alongside the text (see src/emails). */
  html?: string;
  /**
   * At most this many e-mails of this type to one address within the window, counted from when
   * each step was recorded (a step keeps its slot through retries).
   */
  cap?: { max: number; windowMs: number };
  /** What the notification record keeps instead of the subject and text (a secret in them). */
  recorded?: { title: string; message: string };
  /** Files sent with it (the signed contract): sent, never kept in the record. */
  attachments?: readonly MailAttachment[];
}

/**
 * Link tokens in e-mails open a verified portal session once: the record of an e-mail keeps the
 * link without them (whoever reads the record could otherwise use one before the customer).
 */
export const withoutLinkTokens = (text: string) =>
  text.replace(/([?&]t=)[A-Za-z0-9_-]{20,}/g, '$1…');

export type StepOutcome = 'sent' | 'already-sent' | 'capped';

/**
 * One e-mail as a recorded step: skipped when already settled, otherwise recorded, sent, and
 * marked delivered. A retry of the job therefore only repeats the steps that did not finish.
 * A recipient over its cap is not mailed: the step is recorded settled, logged and counted. The
 * cap is decided once, when the step is first recorded, under a lock per recipient and type.
 *
 * `existing` is the step's row as the job read it before its first step (sendEmailSteps reads
 * every step of a job in one statement). The PostgreSQL round trips of a step, each needed:
 * - uncapped: the record (the "owed" row a retry finds), then the delivered mark after the send
 *   (what keeps a retry from sending again); both batched with other jobs' (store/notifications.ts);
 * - capped: the record (one statement: the client address's slot of MAIL_ACKS_PER_CLIENT_PER_DAY
 *   when the request behind it recorded its origin, then the mailbox's lock, the window's count
 *   and the insert), the delivered mark; one more to give the slot back when the mailbox's cap
 *   holds it back, or to record it as not sent when the client's did.
 */
export async function sendEmailStep(
  ctx: ServiceContext,
  store: NotificationStore,
  step: EmailStep,
  correlationId: string | undefined,
  existing: { delivered: boolean } | undefined,
): Promise<StepOutcome> {
  if (existing?.delivered) return 'already-sent';
  if (!existing) {
    const entry = {
      dedupeKey: step.dedupeKey,
      notificationType: step.notificationType,
      estimateNumber: step.estimateNumber,
      recipient: step.to,
      title: step.recorded?.title ?? step.subject,
      message: step.recorded?.message ?? withoutLinkTokens(step.text),
    };
    if (!step.cap) await store.record(entry);
    else {
      // Capped steps go to unverified addresses: per client address first, then per mailbox.
      const { slot, outcome } = correlationId
        ? await store.recordWithinCapsOfClient(entry, step.cap, {
            correlationId,
            counter: 'mail-acks',
            limit: ctx.config.MAIL_ACKS_PER_CLIENT_PER_DAY,
          })
        : {
            slot: { taken: 'none' } as const,
            outcome: await store.recordWithinCap(entry, step.cap),
          };
      if (slot.taken === 'refused') {
        await store.recordNotSent(entry, 'client address reached its cap');
        ctx.metrics.emailsCapped.inc({ kind: step.notificationType });
        ctx.logger.warn(
          { step: step.notificationType, dedupeKey: step.dedupeKey, correlationId },
          'e-mail not sent: the requesting client address reached its cap',
        );
        return 'capped';
      }
      if (outcome === 'capped') {
        // The client's slot goes back: this e-mail is not sent.
        if (slot.taken === 'yes') {
          await adjustUsage(ctx.db, slot.day, 'mail-acks', slot.client, -1).catch(() => {});
        }
        ctx.metrics.emailsCapped.inc({ kind: step.notificationType });
        ctx.logger.warn(
          { step: step.notificationType, dedupeKey: step.dedupeKey, cap: step.cap.max },
          'e-mail not sent: recipient reached its cap',
        );
        return 'capped';
      }
    }
  }
  try {
    await ctx.mailer.send({
      to: step.to,
      replyTo: step.replyTo,
      subject: step.subject,
      text: step.text,
      html: step.html,
      messageId: step.dedupeKey,
      correlationId,
      attachments: step.attachments,
    });
  } catch (error) {
    await store.markFailed(step.dedupeKey, error);
    throw error;
  }
  await markDeliveredSoon(ctx, store, step.dedupeKey);
  return 'sent';
}

/** How long a sent e-mail's mark is retried before the job fails (and the e-mail may repeat). */
const MARK_RETRY_DELAYS_MS = [100, 250, 500, 1000, 2000, 4000, 8000];

/**
 * The SMTP server has the message: marking it delivered is all that stands between it and a
 * repeat, so a database hiccup (a terminated connection, a failover) is waited out here for a
 * while instead of failing the job, whose retry would send the e-mail again.
 */
async function markDeliveredSoon(ctx: ServiceContext, store: NotificationStore, dedupeKey: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await store.markDelivered(dedupeKey);
      return;
    } catch (error) {
      const delay = MARK_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        ctx.logger.error(
          { dedupeKey, err: error },
          'e-mail sent but not marked delivered: a retry of the job may send it again',
        );
        throw error;
      }
      ctx.logger.warn(
        { dedupeKey, attempt: attempt + 1 },
        'marking a sent e-mail failed; retrying',
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Runs a job's e-mail steps in order and logs each outcome. The state of every step is read in
 * one statement first (unless the caller read it already, with the job's other first reads): a
 * retried job skips the steps already settled.
 */
export async function sendEmailSteps(
  ctx: ServiceContext,
  store: NotificationStore,
  steps: EmailStep[],
  context: { jobId: string; correlationId: string; attempt: number },
  states?: StepStates,
) {
  const log = ctx.logger.child(context);
  const known = states ?? (await store.states(steps.map((step) => step.dedupeKey)));
  for (const step of steps) {
    const outcome = await sendEmailStep(
      ctx,
      store,
      step,
      context.correlationId,
      known.get(step.dedupeKey),
    );
    log.info({ step: step.notificationType, outcome }, 'notification step');
  }
}
