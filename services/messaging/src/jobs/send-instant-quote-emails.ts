import { instantQuoteEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import {
  instantQuoteCustomerEmail,
  officeInstantQuoteAlertEmail,
} from '../emails/instant-quote-generated.tsx';
import { notificationStore } from '../store/notifications.ts';

/**
 * The customer's copy always goes (it carries the quote number they track it with), but one
 * address gets at most this many a day: the form cannot be used to flood someone's inbox.
 */
export const INSTANT_QUOTES_PER_RECIPIENT_PER_DAY = 10;

export const sendInstantQuoteEmails = handleJob(instantQuoteEmails, async ({ data, job, ctx }) => {
  const { quote, eventId, correlationId } = data;
  const publicUrl = ctx.config.PUBLIC_URL;
  await sendEmailSteps(
    ctx,
    notificationStore(ctx.db),
    [
      {
        dedupeKey: `${eventId}:customer`,
        notificationType: 'instant_quote',
        estimateNumber: quote.estimateNumber,
        to: quote.customerEmail,
        cap: { max: INSTANT_QUOTES_PER_RECIPIENT_PER_DAY, windowMs: 24 * 3600_000 },
        ...(await instantQuoteCustomerEmail(quote, publicUrl)),
      },
      {
        dedupeKey: `${eventId}:office`,
        notificationType: 'office_instant_quote_alert',
        estimateNumber: quote.estimateNumber,
        to: ctx.config.OFFICE_EMAIL,
        replyTo: quote.customerEmail,
        ...(await officeInstantQuoteAlertEmail(quote, publicUrl)),
      },
    ],
    { jobId: job.id, correlationId, attempt: job.attempt },
  );
});
