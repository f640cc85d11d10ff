import { type LocalEvent, signPayload } from './objects.ts';

/** One POST of an event to the webhook endpoint, as recorded by the local server. */
export interface Delivery {
  eventId: string;
  type: string;
  /** 1 for the first delivery of this event, 2 for the next (deliverTwice, deliverAgain), … */
  attempt: number;
  url: string;
  /** The exact bytes sent (pretty-printed JSON, as Stripe sends). */
  payload: string;
  /** The Stripe-Signature header sent with them. */
  signature: string;
  /** The endpoint's HTTP status, or null when it could not be reached (see `error`). */
  status: number | null;
  error?: string;
  at: Date;
}

/**
 * Sends events to the endpoint signed as Stripe signs them, one POST at a time per event, and
 * keeps a record of each try. Stripe retries a failed delivery for days; here a test resends
 * with `deliverAgain(eventId)` instead.
 */
export function webhookSender(options: { secret: string; url: () => string | undefined }) {
  const deliveries: Delivery[] = [];
  const pending = new Set<Promise<unknown>>();

  async function post(event: LocalEvent): Promise<Delivery | null> {
    const url = options.url();
    if (!url) return null;
    const payload = JSON.stringify(event, null, 2);
    const signature = signPayload(payload, options.secret);
    const attempt = deliveries.filter((delivery) => delivery.eventId === event.id).length + 1;
    const delivery: Delivery = {
      eventId: event.id,
      type: event.type,
      attempt,
      url,
      payload,
      signature,
      status: null,
      at: new Date(),
    };
    deliveries.push(delivery);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          accept: '*/*; q=0.5, application/xml',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    return delivery;
  }

  /** Delivers `times` times in a row, tracked so `settled()` can wait for it. */
  function deliver(event: LocalEvent, times: number): Promise<void> {
    const run = (async () => {
      for (let count = 0; count < times; count += 1) await post(event);
    })();
    pending.add(run);
    void run.finally(() => pending.delete(run));
    return run;
  }

  async function settled(): Promise<void> {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }

  return { deliveries, deliver, post, settled };
}
