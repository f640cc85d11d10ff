import { quoteRequestedEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import { officeQuoteAlertEmail, quoteConfirmationEmail } from '../emails/quote-requested.tsx';
import { notificationStore } from '../store/notifications.ts';

/**
 * Quote confirmations always go (they carry the estimate number the customer needs), but one
 * address gets at most this many a day: the form cannot be used to flood someone's inbox.
 */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 10;

export const sendQuoteRequestedEmails = handleJob(
  quoteRequestedEmails,
  async ({ data, job, ctx }) => {
    const { quote, eventId, correlationId } = data;
    const publicUrl = ctx.config.PUBLIC_URL;
    await sendEmailSteps(
      ctx,
      notificationStore(ctx.db),
      [
        {
          dedupeKey: `${eventId}:customer`,
          notificationType: 'quote_confirmation',
          estimateNumber: quote.estimateNumber,
          to: quote.email,
          cap: { max: CONFIRMATIONS_PER_RECIPIENT_PER_DAY, windowMs: 24 * 3600_000 },
          ...(await quoteConfirmationEmail(quote, publicUrl)),
        },
        {
          dedupeKey: `${eventId}:office`,
          notificationType: 'office_quote_alert',
          estimateNumber: quote.estimateNumber,
          to: ctx.config.OFFICE_EMAIL,
          replyTo: quote.email,
          ...(await officeQuoteAlertEmail(quote, publicUrl)),
        },
      ],
      { jobId: job.id, correlationId, attempt: job.attempt },
    );
  },
);
