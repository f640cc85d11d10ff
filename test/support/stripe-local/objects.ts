import { createHmac, randomBytes } from 'node:crypto';

/**
 * The Stripe objects the local server keeps and sends, shaped as Stripe's API serves them (the
 * fields the product reads, and the ones a reader of a real payload expects to see).
 */

export const API_VERSION = '2026-10-28.endive';

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface LocalPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: IntentStatus;
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  /** What the creator allowed (API 2026-10-28 and later: allowed_payment_method_types). */
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: PaymentError | null;
  created: number;
  livemode: false;
}

export interface PaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  payment_method?: { id: string; type: string };
}

export interface LocalCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  paid: boolean;
  refunded: boolean;
  status: 'succeeded';
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: string };
  receipt_email: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface LocalRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface LocalEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: object; previous_attributes?: Record<string, unknown> };
}

export function newPaymentIntent(fields: {
  amount: number;
  currency: string;
  description: string | null;
  receiptEmail: string | null;
  metadata: Record<string, string>;
  allowedPaymentMethodTypes: string[] | null;
}): LocalPaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: fields.amount,
    amount_received: 0,
    currency: fields.currency,
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
    description: fields.description,
    receipt_email: fields.receiptEmail,
    metadata: fields.metadata,
    allowed_payment_method_types: fields.allowedPaymentMethodTypes,
    payment_method_types: fields.allowedPaymentMethodTypes ?? ['card'],
    payment_method: null,
    latest_charge: null,
    last_payment_error: null,
    created: nowSeconds(),
    livemode: false,
  };
}

export function newEvent(
  type: string,
  object: object,
  request: LocalEvent['request'],
  previousAttributes?: Record<string, unknown>,
): LocalEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: nowSeconds(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request,
    data: previousAttributes
      ? { object: structuredClone(object), previous_attributes: previousAttributes }
      : { object: structuredClone(object) },
  };
}

/**
 * The Stripe-Signature header exactly as Stripe writes it: `t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<payload>" keyed with the endpoint's signing secret>`.
 */
export function signPayload(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Stripe's error body: `{ error: { type, code?, message, param?, ... } }`. */
export class StripeLocalError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string } & Record<
      string,
      unknown
    >,
  ) {
    super(body.message);
  }
}

export const invalidRequest = (message: string, extra: { code?: string; param?: string } = {}) =>
  new StripeLocalError(400, { type: 'invalid_request_error', message, ...extra });

export const notFound = (kind: string, id: string, param = 'id') =>
  new StripeLocalError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
