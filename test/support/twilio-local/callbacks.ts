import { twilioSignature } from './signature.ts';

/** One signed POST the local server made: a status callback or an inbound-SMS webhook. */
export interface Callback {
  kind: 'status' | 'inbound';
  messageSid: string;
  url: string;
  /** The form fields sent (application/x-www-form-urlencoded). */
  params: Record<string, string>;
  /** The X-Twilio-Signature header sent with them. */
  signature: string;
  /** The endpoint's HTTP status, or null when it could not be reached (see `error`). */
  status: number | null;
  /** The endpoint's answer (TwiML for an inbound webhook). */
  answer?: string;
  error?: string;
  at: Date;
}

/**
 * POSTs form-encoded parameters signed as Twilio signs them, keeping a record of each, and
 * lets `settled()` wait for whatever is still under way. Twilio does not retry a failed status
 * callback; neither does this.
 */
export function callbackSender(authToken: string) {
  const callbacks: Callback[] = [];
  const pending = new Set<Promise<unknown>>();

  async function post(
    kind: Callback['kind'],
    url: string,
    params: Record<string, string>,
  ): Promise<Callback> {
    const signature = twilioSignature(authToken, url, params);
    const callback: Callback = {
      kind,
      messageSid: params.MessageSid ?? '',
      url,
      params,
      signature,
      status: null,
      at: new Date(),
    };
    callbacks.push(callback);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
          'x-twilio-signature': signature,
          'user-agent': 'TwilioProxy/1.1',
          accept: '*/*',
        },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      callback.answer = await response.text();
      callback.status = response.status;
    } catch (error) {
      callback.error = error instanceof Error ? error.message : String(error);
    }
    return callback;
  }

  /** Runs `work` tracked, so `settled()` waits for it. */
  function track<T>(work: Promise<T>): Promise<T> {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => {});
    return work;
  }

  async function settled(): Promise<void> {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }

  return { callbacks, post, track, settled };
}
