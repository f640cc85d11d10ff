import { type NotificationJob, NotificationJobSchema } from '@roofing/contracts';
import type { Db, Job, Logger, Mailer } from '@roofing/platform';
import { eq } from 'drizzle-orm';
import { contactAcknowledgementEmail, officeContactAlertEmail } from '../domain/contact-emails.ts';
import { officeQuoteAlertEmail, quoteConfirmationEmail } from '../domain/quote-emails.ts';
import { customerNotifications } from '../store/schema.ts';

export interface NotificationDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  officeEmail: string;
}

interface Step {
  dedupeKey: string;
  notificationType: string;
  estimateNumber: string | null;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/**
 * One e-mail as a recorded step: skipped when already delivered, otherwise recorded, sent, and
 * marked delivered. A retry of the job therefore only repeats the steps that did not finish.
 */
async function sendStep(deps: NotificationDeps, step: Step): Promise<'sent' | 'already-sent'> {
  const { db } = deps;
  const [existing] = await db
    .select()
    .from(customerNotifications)
    .where(eq(customerNotifications.dedupeKey, step.dedupeKey))
    .limit(1);
  if (existing?.delivered) return 'already-sent';
  if (!existing) {
    await db
      .insert(customerNotifications)
      .values({
        dedupeKey: step.dedupeKey,
        notificationType: step.notificationType,
        estimateNumber: step.estimateNumber,
        recipient: step.to,
        title: step.subject.slice(0, 200),
        message: step.text,
        deliveryMethod: 'email',
      })
      .onConflictDoNothing();
  }
  try {
    await deps.mailer.send({
      to: step.to,
      replyTo: step.replyTo,
      subject: step.subject,
      text: step.text,
      messageId: step.dedupeKey,
    });
  } catch (error) {
    await db
      .update(customerNotifications)
      .set({ attempts: (existing?.attempts ?? 0) + 1, lastError: String(error).slice(0, 500) })
      .where(eq(customerNotifications.dedupeKey, step.dedupeKey));
    throw error;
  }
  await db
    .update(customerNotifications)
    .set({
      delivered: true,
      deliveredAt: new Date(),
      attempts: (existing?.attempts ?? 0) + 1,
      lastError: null,
    })
    .where(eq(customerNotifications.dedupeKey, step.dedupeKey));
  return 'sent';
}

function stepsFor(job: NotificationJob, deps: NotificationDeps): Step[] {
  switch (job.kind) {
    case 'quote-requested': {
      const confirmation = quoteConfirmationEmail(job.quote, deps.publicUrl);
      const alert = officeQuoteAlertEmail(job.quote, deps.publicUrl);
      return [
        {
          dedupeKey: `${job.eventId}:customer`,
          notificationType: 'quote_confirmation',
          estimateNumber: job.quote.estimateNumber,
          to: job.quote.email,
          ...confirmation,
        },
        {
          dedupeKey: `${job.eventId}:office`,
          notificationType: 'office_quote_alert',
          estimateNumber: job.quote.estimateNumber,
          to: deps.officeEmail,
          ...alert,
        },
      ];
    }
    case 'contact-received': {
      const alert = officeContactAlertEmail(job.contact);
      const acknowledgement = contactAcknowledgementEmail(job.contact);
      return [
        {
          dedupeKey: `${job.eventId}:office`,
          notificationType: 'office_contact_alert',
          estimateNumber: null,
          to: deps.officeEmail,
          replyTo: job.contact.email,
          ...alert,
        },
        {
          dedupeKey: `${job.eventId}:customer`,
          notificationType: 'contact_acknowledgement',
          estimateNumber: null,
          to: job.contact.email,
          ...acknowledgement,
        },
      ];
    }
  }
}

export async function sendNotification(deps: NotificationDeps, job: Job): Promise<void> {
  // Validate before acting: a job written by an older release must not send garbage.
  const data = NotificationJobSchema.parse(job.data);
  const log = deps.logger.child({
    jobId: job.id,
    correlationId: data.correlationId,
    attempt: job.attempt,
  });
  for (const step of stepsFor(data, deps)) {
    const outcome = await sendStep(deps, step);
    log.info({ step: step.notificationType, outcome }, 'notification step');
  }
}
