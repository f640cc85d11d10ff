import { quoteRequested } from '@roofing/contracts';
import { DAY_MS, defineEmailNotification, office } from '../define-email-notification.ts';
import { officeQuoteAlertEmail, quoteConfirmationEmail } from './emails.tsx';

/**
 * Quote confirmations always go (they carry the estimate number the customer needs), but one
 * address gets at most this many a day: the form cannot be used to flood someone's inbox.
 */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 10;

/** A new quote request: the customer's confirmation, then the office's alert. */
export const quoteRequestedNotification = defineEmailNotification({
  event: quoteRequested,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-quote-requested',
  job: { name: 'quote-requested-emails', version: 1, payload: 'quote' },
  steps: [
    {
      step: 'customer',
      type: 'quote_confirmation',
      to: (quote) => quote.email,
      estimateNumber: (quote) => quote.estimateNumber,
      cap: { max: CONFIRMATIONS_PER_RECIPIENT_PER_DAY, windowMs: DAY_MS },
      email: (quote, { publicUrl, storm }) => quoteConfirmationEmail(quote, publicUrl, storm),
    },
    {
      step: 'office',
      type: 'office_quote_alert',
      to: office,
      replyTo: (quote) => quote.email,
      estimateNumber: (quote) => quote.estimateNumber,
      email: (quote, { publicUrl }) => officeQuoteAlertEmail(quote, publicUrl),
    },
  ],
});
