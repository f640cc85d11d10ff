import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FormObject, nested, parseStripeForm, stringRecord, text } from './form.ts';
import { CardError, type Outcome, outcomeOf } from './methods.ts';
import {
  API_VERSION,
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
import { type Delivery, webhookSender } from './webhooks.ts';

export type { LocalCharge, LocalEvent, LocalPaymentIntent, LocalRefund } from './objects.ts';
export type { Delivery } from './webhooks.ts';

/**
 * A Stripe-compatible server for tests and local runs: the part of Stripe's HTTP API the quote
 * service uses, spoken as Stripe speaks it (form-encoded bodies, Bearer keys, Idempotency-Key,
 * Stripe's JSON errors), its webhooks signed exactly as Stripe signs them, and a stand-in
 * Stripe.js at /v3/ for the portal's Payment Element. No network, no real money.
 *
 *   const stripe = await startStripeLocal({ secretKey: 'sk_test_local', webhookSecret: 'whsec_local',
 *     webhookUrl: `${app.url}/api/payments/stripe-webhook` });
 *   startService(quoteService, stripe.env);          // STRIPE_SECRET_KEY … STRIPE_JS_URL
 *   await stripe.confirm(intentId);                  // as the browser would, with 4242 4242 4242 4242
 *   await stripe.settled();                          // every webhook delivered
 *   stripe.deliveries                                // what was sent and what the endpoint answered
 *   await stripe.stop();
 */
export interface StripeLocalOptions {
  /** 0 or unset: a free port. */
  port?: number;
  host?: string;
  /** Where events are POSTed; unset: none are sent (they are still kept in `events`). */
  webhookUrl?: string;
  webhookSecret: string;
  secretKey: string;
  /** The key Stripe.js authorises the browser's calls with (default pk_test_local). */
  publishableKey?: string;
  /** 'after' (default): events go out after the confirm call has answered, as Stripe's do;
   * 'before': the confirm call answers only once its events were delivered (a webhook that
   * wins the race against the browser). */
  webhookTiming?: 'after' | 'before';
  /** Every event is delivered twice (the same event id), as Stripe may. */
  deliverTwice?: boolean;
  /** How long a US bank account payment stays `processing` before it settles (default 50 ms). */
  achSettleMs?: number;
}

export interface StripeLocal {
  /** The API base: put it in STRIPE_API_URL. */
  url: string;
  /** The stand-in Stripe.js: put it in STRIPE_JS_URL. */
  stripeJsUrl: string;
  publishableKey: string;
  /** The settings that point the quote service at this server. */
  env: Record<
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_PUBLISHABLE_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'STRIPE_API_URL'
    | 'STRIPE_JS_URL',
    string
  >;
  paymentIntents: Map<string, LocalPaymentIntent>;
  charges: Map<string, LocalCharge>;
  refunds: Map<string, LocalRefund>;
  /** Every event made, oldest first (delivered or not). */
  events: LocalEvent[];
  /** Every webhook POST, oldest first. */
  deliveries: Delivery[];
  /** Every API request: method, path, the Idempotency-Key header and the parsed form. */
  requests: Array<{ method: string; path: string; idempotencyKey?: string; form: FormObject }>;
  setWebhookUrl(url: string | undefined): void;
  /** Changes delivery behaviour from now on. */
  configure(
    options: Pick<StripeLocalOptions, 'webhookTiming' | 'deliverTwice' | 'achSettleMs'>,
  ): void;
  /** Confirms an intent as the browser would (default: the 4242 test card); the intent after. */
  confirm(intentId: string, paymentMethod?: string): Promise<LocalPaymentIntent>;
  /** Sends an event to the webhook endpoint once more (same id, fresh signature). */
  deliverAgain(eventId: string): Promise<Delivery>;
  /** Resolves when no delivery or settling payment is under way. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

const STRIPE_JS = readFileSync(new URL('./stripe-js.js', import.meta.url), 'utf8');

export async function startStripeLocal(options: StripeLocalOptions): Promise<StripeLocal> {
  const publishableKey = options.publishableKey ?? 'pk_test_local';
  let behaviour = {
    webhookTiming: options.webhookTiming ?? 'after',
    deliverTwice: options.deliverTwice ?? false,
    achSettleMs: options.achSettleMs ?? 50,
  };
  let webhookUrl = options.webhookUrl;
  const paymentIntents = new Map<string, LocalPaymentIntent>();
  const charges = new Map<string, LocalCharge>();
  const refunds = new Map<string, LocalRefund>();
  const events: LocalEvent[] = [];
  const requests: StripeLocal['requests'] = [];
  const idempotent = new Map<
    string,
    { fingerprint: string; done?: { status: number; body: object } }
  >();
  const sender = webhookSender({ secret: options.webhookSecret, url: () => webhookUrl });
  const settling = new Set<Promise<unknown>>();

  type Caller = { secret: boolean; requestId: string; idempotencyKey: string | null };

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
      (chain, event) => chain.then(() => sender.deliver(event, behaviour.deliverTwice ? 2 : 1)),
      Promise.resolve(),
    );

  function authorise(request: IncomingMessage, form: FormObject, requestId: string): Caller {
    const header = request.headers.authorization ?? '';
    const bearer = header.startsWith('Bearer ') ? header.slice(7) : undefined;
    const key = bearer ?? text(form, 'key');
    const idempotencyKey = headerOf(request, 'idempotency-key') ?? null;
    if (key === options.secretKey) return { secret: true, requestId, idempotencyKey };
    if (key === publishableKey) return { secret: false, requestId, idempotencyKey };
    throw new StripeLocalError(401, {
      type: 'invalid_request_error',
      message: key
        ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    });
  }

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
    const types = form.payment_method_types;
    const intent = newPaymentIntent({
      amount,
      currency,
      description: text(form, 'description') ?? null,
      receiptEmail: text(form, 'receipt_email') ?? null,
      metadata: stringRecord(nested(form, 'metadata')),
      paymentMethodTypes: Array.isArray(types) ? types.map(String) : ['card'],
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
      if (!now) await new Promise((resolve) => setTimeout(resolve, behaviour.achSettleMs));
      if (outcome.kind === 'processing') {
        succeed(intent, outcome.type, outcome.paymentMethodId);
        await deliverAll([emit('payment_intent.succeeded', intent, caller)]);
      } else {
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
    const before = behaviour.webhookTiming === 'before';
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

  async function route(
    request: IncomingMessage,
    path: string,
    form: FormObject,
    caller: Caller,
    answered: Promise<void>,
  ): Promise<object> {
    const method = request.method ?? 'GET';
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form, caller);
    const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/);
    if (intentPath?.[1] && !intentPath[2] && method === 'GET') {
      return visible(intentFor(intentPath[1], caller, form), caller);
    }
    if (intentPath?.[1] && intentPath[2] && method === 'POST') {
      return confirm(intentPath[1], form, caller, answered);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const { refund: made, events: list } = refund(form, caller);
      if (behaviour.webhookTiming === 'before') await deliverAll(list);
      else track(answered.then(() => deliverAll(list)));
      return made;
    }
    throw new StripeLocalError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). This local server speaks payment_intents and refunds only.`,
    });
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const requestId = newId('req');
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : '*';
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers':
          'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
        'access-control-max-age': '600',
      });
      return response.end();
    }
    if (request.method === 'GET' && /^\/(v3\/?|[a-z]+\/stripe\.js)$/.test(url.pathname)) {
      const api = `http://${request.headers.host ?? server.address()}`;
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      return response.end(STRIPE_JS.replace('__STRIPE_LOCAL_API__', JSON.stringify(api)));
    }
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    response.on('finish', () => answer());
    response.on('close', () => answer());
    const raw = await readBody(request);
    const form = parseStripeForm(request.method === 'GET' ? url.searchParams.toString() : raw);
    const idempotencyKey = headerOf(request, 'idempotency-key');
    requests.push({ method: request.method ?? 'GET', path: url.pathname, idempotencyKey, form });
    const send = (status: number, body: object, replayed = false) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': headerOf(request, 'stripe-version') ?? API_VERSION,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      response.end(JSON.stringify(body, null, 2));
    };
    let caller: Caller;
    try {
      caller = authorise(request, form, requestId);
    } catch (error) {
      return send((error as StripeLocalError).status, { error: (error as StripeLocalError).body });
    }
    // Stripe keeps a POST's answer under its key: the same key and parameters get the same answer.
    const remembered =
      request.method === 'POST' && idempotencyKey ? `${caller.secret}:${idempotencyKey}` : null;
    const fingerprint = `${url.pathname}?${canonical(form)}`;
    const previous = remembered ? idempotent.get(remembered) : undefined;
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      if (!previous.done) {
        return send(409, {
          error: {
            type: 'invalid_request_error',
            code: 'idempotency_key_in_use',
            message:
              'There is currently another in-progress request using this Stripe token (that probably means you clicked twice). Try again later.',
          },
        });
      }
      return send(previous.done.status, previous.done.body, true);
    }
    const entry: { fingerprint: string; done?: { status: number; body: object } } = { fingerprint };
    if (remembered) idempotent.set(remembered, entry);
    let status = 200;
    let body: object;
    try {
      body = await route(request, url.pathname, form, caller, answered);
    } catch (error) {
      if (!(error instanceof StripeLocalError)) {
        status = 500;
        body = {
          error: {
            type: 'api_error',
            message: error instanceof Error ? error.message : String(error),
          },
        };
        if (remembered) idempotent.delete(remembered);
        return send(status, body);
      }
      status = error.status;
      body = { error: error.body };
    }
    entry.done = { status, body };
    send(status, body);
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const caller: Caller = { secret: true, requestId: 'req_local_test', idempotencyKey: null };

  return {
    url,
    stripeJsUrl: `${url}/v3/`,
    publishableKey,
    env: {
      STRIPE_SECRET_KEY: options.secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_WEBHOOK_SECRET: options.webhookSecret,
      STRIPE_API_URL: url,
      STRIPE_JS_URL: `${url}/v3/`,
    },
    paymentIntents,
    charges,
    refunds,
    events,
    deliveries: sender.deliveries,
    requests,
    setWebhookUrl(next) {
      webhookUrl = next;
    },
    configure(next) {
      behaviour = {
        ...behaviour,
        ...Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)),
      };
    },
    async confirm(intentId, paymentMethod = 'pm_card_visa') {
      try {
        await confirm(intentId, { payment_method: paymentMethod }, caller, Promise.resolve());
      } catch (error) {
        if (!(error instanceof StripeLocalError) || error.status !== 402) throw error;
      }
      return paymentIntents.get(intentId) as LocalPaymentIntent;
    },
    async deliverAgain(eventId) {
      const event = events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      const delivery = await sender.post(event);
      if (!delivery) throw new Error('no webhook URL to deliver to');
      return delivery;
    },
    async settled() {
      while (settling.size > 0) await Promise.allSettled([...settling]);
      await sender.settled();
      while (settling.size > 0) await Promise.allSettled([...settling]);
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const permissionDenied = () =>
  new StripeLocalError(403, {
    type: 'invalid_request_error',
    code: 'secret_key_required',
    message:
      'This API call cannot be made with a publishable API key. Please use a secret API key.',
  });

const headerOf = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The parameters in a stable order, hashed: what "the same parameters" means for a key. */
function canonical(value: unknown): string {
  const sorted = (inner: unknown): unknown =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, sorted((inner as FormObject)[key])]),
        )
      : Array.isArray(inner)
        ? inner.map(sorted)
        : inner;
  return createHash('sha256')
    .update(JSON.stringify(sorted(value)))
    .digest('hex');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
