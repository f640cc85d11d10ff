import { instantQuoteGenerated } from '@roofing/contracts';
import { DAY_MS, defineEmailNotification, office } from '../define-email-notification.ts';
import { instantQuoteCustomerEmail, officeInstantQuoteAlertEmail } from './emails.tsx';

/**
 * The customer's copy always goes (it carries the quote number they track it with), but one
 * address gets at most this many a day: the form cannot be used to flood someone's inbox.
 */
export const INSTANT_QUOTES_PER_RECIPIENT_PER_DAY = 10;

/** A new instant quote: the customer's copy, then the office's alert. */
export const instantQuoteGeneratedNotification = defineEmailNotification({
  event: instantQuoteGenerated,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-instant-quote-generated',
  job: { name: 'instant-quote-emails', version: 1, payload: 'quote' },
  steps: [
    {
      step: 'customer',
      type: 'instant_quote',
      to: (quote) => quote.customerEmail,
      estimateNumber: (quote) => quote.estimateNumber,
      cap: { max: INSTANT_QUOTES_PER_RECIPIENT_PER_DAY, windowMs: DAY_MS },
      email: (quote, { publicUrl }) => instantQuoteCustomerEmail(quote, publicUrl),
    },
    {
      step: 'office',
      type: 'office_instant_quote_alert',
      to: office,
      replyTo: (quote) => quote.customerEmail,
      estimateNumber: (quote) => quote.estimateNumber,
      email: (quote, { publicUrl }) => officeInstantQuoteAlertEmail(quote, publicUrl),
    },
  ],
});
