import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FormObject, parseStripeForm, text } from './form.ts';
import {
  API_VERSION,
  type LocalCharge,
  type LocalEvent,
  type LocalPaymentIntent,
  type LocalRefund,
  newId,
  StripeLocalError,
} from './objects.ts';
import { type Behaviour, type Caller, localPayments } from './payments.ts';
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

// Paths, not URL objects: under a jsdom test environment URL is jsdom's, which fs refuses.
const HERE = dirname(fileURLToPath(import.meta.url));
/** The stand-in Stripe.js: the Payment Element first, then Stripe() that uses it. */
const STRIPE_JS = ['payment-element.js', 'stripe.js']
  .map((file) => readFileSync(join(HERE, 'stripe-js', file), 'utf8'))
  .join('\n');

export async function startStripeLocal(options: StripeLocalOptions): Promise<StripeLocal> {
  const publishableKey = options.publishableKey ?? 'pk_test_local';
  let behaviour: Behaviour = {
    webhookTiming: options.webhookTiming ?? 'after',
    deliverTwice: options.deliverTwice ?? false,
    achSettleMs: options.achSettleMs ?? 50,
  };
  let webhookUrl = options.webhookUrl;
  const requests: StripeLocal['requests'] = [];
  const idempotent = new Map<
    string,
    { fingerprint: string; done?: { status: number; body: object } }
  >();
  const sender = webhookSender({ secret: options.webhookSecret, url: () => webhookUrl });
  const payments = localPayments({ sender, behaviour: () => behaviour });
  const { paymentIntents, charges, refunds, events } = payments;

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
      const api = `http://${request.headers.host ?? '127.0.0.1'}`;
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
      body = await payments.route(request.method ?? 'GET', url.pathname, form, caller, answered);
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
      // As Stripe: a request refused before it ran (bad parameters, unknown id) is not kept
      // under its key; one that ran (a declined card, 402) is.
      if (remembered && status !== 402) idempotent.delete(remembered);
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
        await payments.confirm(
          intentId,
          { payment_method: paymentMethod },
          caller,
          Promise.resolve(),
        );
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
    settled: payments.settled,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

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
