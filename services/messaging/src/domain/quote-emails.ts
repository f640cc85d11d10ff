/**
 * The quote e-mails are components now (src/emails/quote-requested.tsx); this module keeps the
 * old import path of the e-mail type and builders working.
 */

export { officeQuoteAlertEmail, quoteConfirmationEmail } from '../emails/quote-requested.tsx';
export type { EmailContent } from '../emails/render.tsx';
