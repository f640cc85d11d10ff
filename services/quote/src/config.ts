import { COMPANY } from '@roofing/contracts';
import { defineSettings } from '@roofing/platform';
import { z } from 'zod';

/**
 * The quote service's own settings (contracts, invoices, payments), parsed once at boot; read as
 * `quoteSettings.of(ctx)`. With no Stripe keys the portal shows how to pay by check or bank
 * transfer and staff record what arrives: nothing pretends to charge a card.
 */
export const QuoteConfigSchema = z
  .object({
    /** Stripe's secret key (sk_live_… / sk_test_…): set with the webhook secret to take payments online. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** The publishable key the portal's Payment Element uses (pk_…). */
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    /** The signing secret of the webhook endpoint POST /api/payments/stripe-webhook (whsec_…). */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /**
     * Where Stripe's API is: unset for api.stripe.com; a URL such as http://127.0.0.1:12111 points
     * the official `stripe` package (host, port, protocol) at a Stripe-compatible server (tests).
     */
    STRIPE_API_URL: z.url().optional(),
    /** Stripe.js for the Payment Element (the local test server serves its own). */
    STRIPE_JS_URL: z.url().default('https://js.stripe.com/v3/'),
    /** An estimate's deposit when staff set none: this percent of the contract price. */
    DEPOSIT_PERCENT_DEFAULT: z.coerce.number().min(0).max(100).default(10),
    /** Florida sales tax on invoices when staff set none (a re-roof is normally not taxed). */
    INVOICE_TAX_PERCENT_DEFAULT: z.coerce.number().min(0).max(20).default(0),
    /** How the office is paid by check and bank transfer (shown in the portal and on invoices). */
    PAYABLE_TO: z.string().min(1).default(COMPANY.legalName),
    PAY_BY_MAIL_ADDRESS: z.string().min(1).default(`${COMPANY.legalName}, ${COMPANY.address}`),
    PAY_BY_TRANSFER: z
      .string()
      .min(1)
      .default('Call our office for our bank details; we never send them by e-mail alone.'),
    /** How long the status page's figures (GET /api/status) are reused before a new count. */
    STATUS_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
    /** The Chromium the quote worker prints signed contracts and invoices with. */
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  })
  .refine(
    (config) =>
      !config.STRIPE_SECRET_KEY ||
      Boolean(config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET),
    {
      path: ['STRIPE_SECRET_KEY'],
      message: 'needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET as well',
    },
  );
export type QuoteConfig = z.infer<typeof QuoteConfigSchema>;

export const quoteSettings = defineSettings(QuoteConfigSchema);
