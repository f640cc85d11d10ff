import { AppError, type ServiceContext } from '@roofing/platform';
import Stripe from 'stripe';
import { quoteSettings } from '../config.ts';

// PLACEHOLDER (ledger helper): the stripe helper's stripe-gateway.ts replaces this file at merge.
// Offline only: it takes no payment and makes no refund; it does verify webhook signatures with
// STRIPE_WEBHOOK_SECRET (Stripe's own verification), so the webhook route is real.

export interface PaymentIntentRequest {
  amountCents: number;
  description: string;
  receiptEmail: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}
export interface CreatedIntent {
  id: string;
  clientSecret: string;
  status: string;
}
export interface RefundRequest {
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** The signature of a webhook delivery did not verify. */
export class WebhookSignatureError extends Error {}

export interface PaymentGateway {
  mode: 'stripe' | 'offline';
  browser: { publishableKey: string; stripeJsUrl: string } | null;
  createIntent(request: PaymentIntentRequest): Promise<CreatedIntent>;
  refund(request: RefundRequest): Promise<{ id: string; status: string }>;
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

const offline = () =>
  new AppError('CONFLICT', 'Online payments are not set up; pay by check or bank transfer.');

export function paymentGatewayOf(ctx: ServiceContext): PaymentGateway {
  const secret = quoteSettings.of(ctx).STRIPE_WEBHOOK_SECRET;
  return {
    mode: 'offline',
    browser: null,
    createIntent: async () => {
      throw offline();
    },
    refund: async () => {
      throw offline();
    },
    verifyWebhook(rawBody, signature) {
      if (!secret || !signature) throw new WebhookSignatureError('no signature to verify');
      try {
        return Stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
    },
  };
}
