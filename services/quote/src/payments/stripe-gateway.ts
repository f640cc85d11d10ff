import { AppError, type Logger, type ServiceContext } from '@roofing/platform';
import Stripe from 'stripe';
import { type QuoteConfig, quoteSettings } from '../config.ts';

/**
 * The payment port: what the ledger and the portal need from a card processor, and nothing more.
 * One adapter (Stripe PaymentIntents, card and US bank account, through the official `stripe`
 * package) and one honest default: with no keys the mode is `offline`, the portal shows how to
 * pay by check or bank transfer, and nothing here pretends to charge anyone.
 *
 * A payment is made real only by the signed webhook (`verifyWebhook`), never by the browser's
 * word: `createIntent` only asks Stripe for an intent the Payment Element can confirm.
 */
export interface PaymentGateway {
  readonly mode: 'stripe' | 'offline';
  /** For the portal: publishable key and Stripe.js URL (stripe mode only). */
  readonly browser: { publishableKey: string; stripeJsUrl: string } | null;
  createIntent(input: {
    amountCents: number;
    description: string;
    receiptEmail: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string; status: string }>;
  refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; status: string }>;
  /**
   * How a payment intent was paid (card or US bank account), from its latest charge as Stripe
   * has it: a webhook's intent names only the types allowed, not the one the customer chose.
   * Null when Stripe has no charge for it yet.
   */
  paymentMethodType(intentId: string): Promise<PaymentMethodType | null>;
  /** Verifies Stripe-Signature over the raw body with the webhook secret (stripe.webhooks.constructEvent); throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

/** The webhook's body or signature is not Stripe's: answer 400 and record nothing. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export const OFFLINE_MESSAGE = 'Online payment is not set up; pay by check or bank transfer.';

/** The methods the Payment Element offers: cards and ACH debits from a US bank account. */
export const PAYMENT_METHOD_TYPES = ['card', 'us_bank_account'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

const gateways = new WeakMap<ServiceContext, PaymentGateway>();

/** The service's gateway, built once per context from `quoteSettings.of(ctx)`. */
export function paymentGatewayOf(ctx: ServiceContext): PaymentGateway {
  let gateway = gateways.get(ctx);
  if (!gateway) {
    gateway = createPaymentGateway(quoteSettings.of(ctx), ctx.logger);
    gateways.set(ctx, gateway);
  }
  return gateway;
}

type StripeSettings = Pick<
  QuoteConfig,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
  | 'STRIPE_JS_URL'
>;

/** Stripe when all three keys are set (the settings refuse a secret key alone), else offline. */
export function createPaymentGateway(settings: StripeSettings, logger?: Logger): PaymentGateway {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = settings;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) {
    return offlineGateway;
  }
  return stripeGateway({
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiUrl: settings.STRIPE_API_URL,
    stripeJsUrl: settings.STRIPE_JS_URL,
    logger,
  });
}

/** STRIPE_API_URL as the package's host, port and protocol settings (unset: api.stripe.com). */
export function stripeAddress(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function stripeGateway(options: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
  stripeJsUrl: string;
  logger: Logger | undefined;
}): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    ...stripeAddress(options.apiUrl),
    // A retried POST carries the same Idempotency-Key, so Stripe never makes a second intent.
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'shorefront-roofing-quote' },
  });
  return {
    mode: 'stripe',
    browser: { publishableKey: options.publishableKey, stripeJsUrl: options.stripeJsUrl },
    async createIntent(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents < 50) {
        throw new AppError('VALIDATION_FAILED', 'An online payment must be at least $0.50.');
      }
      const intent = await stripe.paymentIntents
        .create(
          {
            amount: input.amountCents,
            currency: 'usd',
            // The package's API version (2026-10-28.endive) names the request parameter
            // allowed_payment_method_types; the intent answers with payment_method_types.
            allowed_payment_method_types: [...PAYMENT_METHOD_TYPES],
            description: input.description,
            receipt_email: input.receiptEmail,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        )
        .catch((error: unknown) => {
          throw refusal(error, 'create a payment intent', options.logger);
        });
      if (!intent.client_secret)
        throw new Error(`Stripe gave intent ${intent.id} no client secret`);
      return { id: intent.id, clientSecret: intent.client_secret, status: intent.status };
    },
    async refund(input) {
      const refund = await stripe.refunds
        .create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amountCents,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        )
        .catch((error: unknown) => {
          throw refusal(error, 'refund', options.logger);
        });
      return { id: refund.id, status: refund.status ?? 'pending' };
    },
    async paymentMethodType(intentId) {
      const intent = await stripe.paymentIntents
        .retrieve(intentId, { expand: ['latest_charge'] })
        .catch((error: unknown) => {
          throw refusal(error, 'read a payment intent', options.logger);
        });
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const type = charge?.payment_method_details?.type;
      return type === 'card' || type === 'us_bank_account' ? type : null;
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          (error instanceof Error && error.message.split('\n')[0]) || 'Bad signature',
        );
      }
    },
  };
}

/**
 * What a failed Stripe call becomes for the caller (logged with Stripe's request id): Stripe out
 * of reach, rate-limited or erring → 503, try again; an idempotency key reused with other details
 * or a refund Stripe refuses (more than is left, already refunded) → 409 with Stripe's reason.
 * Anything else (a bad key, a malformed request: our fault) stays a 500.
 */
function refusal(error: unknown, action: string, logger: Logger | undefined): Error {
  if (!(error instanceof Stripe.errors.StripeError)) return error as Error;
  const { type, code, requestId, statusCode } = error;
  logger?.warn(
    { type, code, requestId, statusCode, err: error.message },
    `Stripe could not ${action}`,
  );
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new AppError(
      'UNAVAILABLE',
      'Online payment is unavailable right now. Please try again in a few minutes, or pay by check or bank transfer.',
    );
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new AppError(
      'CONFLICT',
      'This payment attempt was already made with other details. Please start again.',
    );
  }
  if (action === 'refund' && error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new AppError('CONFLICT', `Stripe refused the refund: ${error.message}`);
  }
  return error;
}

const offlineGateway: PaymentGateway = {
  mode: 'offline',
  browser: null,
  async createIntent() {
    throw new AppError('CONFLICT', OFFLINE_MESSAGE);
  },
  async refund() {
    throw new AppError('CONFLICT', OFFLINE_MESSAGE);
  },
  async paymentMethodType() {
    return null;
  },
  verifyWebhook() {
    throw new WebhookSignatureError('Online payment is not set up: no webhook secret');
  },
};
