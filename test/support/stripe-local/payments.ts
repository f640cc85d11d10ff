import { type FormObject, nested, stringRecord, text } from './form.ts';
import { CardError, type Outcome, outcomeOf } from './methods.ts';
import {
  invalidRequest,
  type LocalCharge,
  type LocalEvent,
  type LocalPaymentIntent,
  type LocalRefund,
  newEvent,
  newId,
  newPaymentIntent,
  notFound,
  nowSeconds,
  StripeLocalError,
} from './objects.ts';
import type { webhookSender } from './webhooks.ts';

/** Who is calling: the secret key (the server) or the publishable key (the browser). */
export interface Caller {
  secret: boolean;
  requestId: string;
  idempotencyKey: string | null;
}

export interface Behaviour {
  webhookTiming: 'after' | 'before';
  deliverTwice: boolean;
  achSettleMs: number;
}

/**
 * The local server's money: payment intents, charges, refunds and the events they make, and the
 * API operations on them. The HTTP side (keys, idempotency, CORS) is server.ts.
 */
export function localPayments(deps: {
  sender: ReturnType<typeof webhookSender>;
  behaviour: () => Behaviour;
}) {
  const { sender } = deps;
  const paymentIntents = new Map<string, LocalPaymentIntent>();
  const charges = new Map<string, LocalCharge>();
  const refunds = new Map<string, LocalRefund>();
  const events: LocalEvent[] = [];
  const settling = new Set<Promise<unknown>>();

  /** Makes the event and delivers it now ('before') or returns it to send after the answer. */
  const emit = (
    type: string,
    object: object,
    caller: Pick<Caller, 'requestId' | 'idempotencyKey'> | null,
    previous?: Record<string, unknown>,
  ) => {
    const request = {
      id: caller?.requestId ?? null,
      idempotency_key: caller?.idempotencyKey ?? null,
    };
    const event = newEvent(type, object, request, previous);
    events.push(event);
    return event;
  };
  const deliverAll = (list: LocalEvent[]) =>
    list.reduce<Promise<void>>(
      (chain, event) =>
        chain.then(() => sender.deliver(event, deps.behaviour().deliverTwice ? 2 : 1)),
      Promise.resolve(),
    );

  /** A publishable key may only act on an intent whose client secret it shows. */
  function intentFor(id: string, caller: Caller, form: FormObject): LocalPaymentIntent {
    const intent = paymentIntents.get(id);
    if (!intent) throw notFound('payment_intent', id);
    if (!caller.secret && text(form, 'client_secret') !== intent.client_secret) {
      throw invalidRequest(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        { param: 'client_secret' },
      );
    }
    return intent;
  }

  /** With the publishable key (the browser) Stripe leaves out the intent's metadata. */
  const visible = (intent: LocalPaymentIntent, caller: Caller) =>
    caller.secret ? { ...intent } : { ...intent, metadata: {} };

  /** Work that goes on after an answer, so `settled()` can wait for it. */
  const track = (run: Promise<unknown>) => {
    settling.add(run);
    void run.finally(() => settling.delete(run));
  };

  function createIntent(form: FormObject, caller: Caller): LocalPaymentIntent {
    if (!caller.secret) throw permissionDenied();
    const amount = Number(text(form, 'amount'));
    if (!Number.isInteger(amount) || amount < 50) {
      throw invalidRequest('Amount must be at least $0.50 usd', {
        code: 'amount_too_small',
        param: 'amount',
      });
    }
    const currency = text(form, 'currency');
    if (currency !== 'usd') {
      throw invalidRequest('This local server takes usd only.', { param: 'currency' });
    }
    // allowed_payment_method_types since API 2026-10-28; payment_method_types before it.
    const types = form.allowed_payment_method_types ?? form.payment_method_types;
    const intent = newPaymentIntent({
      amount,
      currency,
      description: text(form, 'description') ?? null,
      receiptEmail: text(form, 'receipt_email') ?? null,
      metadata: stringRecord(nested(form, 'metadata')),
      allowedPaymentMethodTypes: Array.isArray(types) ? types.map(String) : null,
    });
    paymentIntents.set(intent.id, intent);
    return intent;
  }

  function succeed(intent: LocalPaymentIntent, type: string, paymentMethodId: string) {
    const charge: LocalCharge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      paid: true,
      refunded: false,
      status: 'succeeded',
      payment_intent: intent.id,
      payment_method: paymentMethodId,
      payment_method_details: { type },
      receipt_email: intent.receipt_email,
      metadata: {},
      created: nowSeconds(),
      livemode: false,
    };
    charges.set(charge.id, charge);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      payment_method: paymentMethodId,
      last_payment_error: null,
    });
  }

  /** Applies the outcome; the events it made (delivered by the caller). */
  function confirmWith(intent: LocalPaymentIntent, outcome: Outcome, caller: Caller): LocalEvent[] {
    if (outcome.kind === 'succeeded') {
      succeed(intent, outcome.type, outcome.paymentMethodId);
      return [emit('payment_intent.succeeded', intent, caller)];
    }
    if (outcome.kind === 'declined') {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: outcome.error,
      });
      return [emit('payment_intent.payment_failed', intent, caller)];
    }
    Object.assign(intent, { status: 'processing', payment_method: outcome.paymentMethodId });
    return [emit('payment_intent.processing', intent, caller)];
  }

  /** A bank debit settles later: succeeded (or failed) after achSettleMs, then its event. */
  function settleLater(intent: LocalPaymentIntent, outcome: Outcome, caller: Caller, now: boolean) {
    if (outcome.kind !== 'processing' && outcome.kind !== 'processing-then-fails') return null;
    const settle = async () => {
      if (!now) await new Promise((resolve) => setTimeout(resolve, deps.behaviour().achSettleMs));
      if (outcome.kind === 'processing') {
        succeed(intent, outcome.type, outcome.paymentMethodId);
        await deliverAll([emit('payment_intent.succeeded', intent, caller)]);
      } else if (outcome.kind === 'processing-then-fails') {
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: outcome.error,
        });
        await deliverAll([emit('payment_intent.payment_failed', intent, caller)]);
      }
    };
    const run = settle();
    track(run);
    return run;
  }

  async function confirm(id: string, form: FormObject, caller: Caller, answered: Promise<void>) {
    const intent = intentFor(id, caller, form);
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw invalidRequest(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    let outcome: Outcome;
    try {
      outcome = outcomeOf(form, intent.payment_method_types);
    } catch (error) {
      if (!(error instanceof CardError)) throw error;
      outcome = {
        kind: 'declined',
        type: 'card',
        error: { type: 'card_error', code: error.code, message: error.message },
      };
    }
    const made = confirmWith(intent, outcome, caller);
    const before = deps.behaviour().webhookTiming === 'before';
    if (before) {
      await deliverAll(made);
      await settleLater(intent, outcome, caller, true);
    } else {
      track(
        answered
          .then(() => deliverAll(made))
          .then(() => settleLater(intent, outcome, caller, false)),
      );
    }
    if (outcome.kind === 'declined') {
      throw new StripeLocalError(402, {
        ...outcome.error,
        payment_intent: visible(intent, caller),
        request_log_url: null,
      });
    }
    return visible(intent, caller);
  }

  function refund(form: FormObject, caller: Caller) {
    if (!caller.secret) throw permissionDenied();
    const chargeId = text(form, 'charge');
    const intentId = text(form, 'payment_intent') ?? charges.get(chargeId ?? '')?.payment_intent;
    if (!intentId)
      throw invalidRequest(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    const intent = paymentIntents.get(intentId);
    if (!intent) throw notFound('payment_intent', intentId, 'payment_intent');
    const charge = charges.get(intent.latest_charge ?? '');
    if (intent.status !== 'succeeded' || !charge) {
      throw invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        {
          code: 'charge_not_refundable',
        },
      );
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const amount = text(form, 'amount') === undefined ? left : Number(text(form, 'amount'));
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw invalidRequest(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    }
    const made: LocalRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: stringRecord(nested(form, 'metadata')),
      created: nowSeconds(),
    };
    refunds.set(made.id, made);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return {
      refund: made,
      events: [
        emit('charge.refunded', charge, caller, previous),
        emit('refund.created', made, caller),
      ],
    };
  }

  /** `expand[]=latest_charge`, as Stripe: the charge object in place of its id. */
  function expanded(intent: LocalPaymentIntent, form: FormObject): object {
    const asked = Array.isArray(form.expand) ? form.expand : [];
    if (!asked.includes('latest_charge') || !intent.latest_charge) return intent;
    return { ...intent, latest_charge: charges.get(intent.latest_charge) ?? intent.latest_charge };
  }

  /** Answers one API call (the caller already authorised); throws StripeLocalError. */
  async function route(
    method: string,
    path: string,
    form: FormObject,
    caller: Caller,
    answered: Promise<void>,
  ): Promise<object> {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form, caller);
    const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/);
    if (intentPath?.[1] && !intentPath[2] && method === 'GET') {
      return expanded(visible(intentFor(intentPath[1], caller, form), caller), form);
    }
    if (intentPath?.[1] && intentPath[2] && method === 'POST') {
      return confirm(intentPath[1], form, caller, answered);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const { refund: made, events: list } = refund(form, caller);
      if (deps.behaviour().webhookTiming === 'before') await deliverAll(list);
      else track(answered.then(() => deliverAll(list)));
      return made;
    }
    throw new StripeLocalError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). This local server speaks payment_intents and refunds only.`,
    });
  }

  /** Waits until no settling payment or tracked delivery is under way. */
  async function settled() {
    while (settling.size > 0) await Promise.allSettled([...settling]);
    await sender.settled();
    while (settling.size > 0) await Promise.allSettled([...settling]);
  }

  return { paymentIntents, charges, refunds, events, route, confirm, settled };
}

const permissionDenied = () =>
  new StripeLocalError(403, {
    type: 'invalid_request_error',
    code: 'secret_key_required',
    message:
      'This API call cannot be made with a publishable API key. Please use a secret API key.',
  });
