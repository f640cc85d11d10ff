/**
 * Texts through Twilio's REST API (Programmable Messaging), over plain HTTPS with Node's `fetch`.
 *
 * Why not the official `twilio` package (6.2.0, measured 2026-11-27 on this project's 2-CPU Node 24
 * machine): it brings 54 packages and 2,693 files, 22.7 MB (29.6 MB on disk; the package itself
 * 17.2 MB) with axios, dayjs, jsonwebtoken, qs, xmlbuilder and https-proxy-agent; loading it
 * takes 110–150 ms (`require` or ESM `import`; 333 ms with a cold disk cache) and making a client
 * and reaching `client.messages` 135–190 ms, in every process that may text. Its base URL is hard-coded
 * (`https://api.twilio.com`, changed only by `edge`/`region` host names), so pointing it at a
 * local Twilio-compatible server over http would mean a custom `httpClient` rewriting every URL.
 * We use one endpoint (`POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, Basic auth)
 * and one signature check (signature.ts): about a hundred lines, no dependency, no import cost,
 * and `TWILIO_API_URL` is simply the base of the URL.
 *
 * Twilio's Messages API has no idempotency key: a send whose answer is lost (a timeout after
 * Twilio accepted it) is retried and may reach the phone twice. The job that sends records the
 * SID it got, so only that narrow case can repeat.
 */
import { checkRecipient, SmsPermanentError, SmsRetryableError, type SmsSender } from './types.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164); or a Messaging Service, which picks the number itself. */
  from?: string;
  messagingServiceSid?: string;
  /** Unset: https://api.twilio.com; set: a Twilio-compatible server (tests, local runs). */
  apiUrl?: string;
  /** An answer slower than this counts as a network failure (retryable). */
  timeoutMs?: number;
}

export const TWILIO_API_URL = 'https://api.twilio.com';

/** Twilio's JSON error body (`{ code, message, more_info, status }`). */
interface TwilioErrorBody {
  code?: number;
  message?: string;
}

export function createTwilioSmsSender(options: TwilioOptions): SmsSender {
  if (!options.messagingServiceSid && !options.from) {
    throw new Error('Twilio needs a From number or a Messaging Service SID');
  }
  const base = (options.apiUrl ?? TWILIO_API_URL).replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 15_000;

  return {
    kind: 'twilio',
    async send(message) {
      checkRecipient(message.to);
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      // A Messaging Service chooses the sender (and handles STOP for its numbers) when set.
      if (options.messagingServiceSid) form.set('MessagingServiceSid', options.messagingServiceSid);
      else form.set('From', options.from as string);
      if (message.statusCallbackUrl) form.set('StatusCallback', message.statusCallbackUrl);

      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            'x-correlation-id': message.correlationId,
          },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsRetryableError(`Twilio unreachable: ${describe(error)}`, { cause: error });
      }
      const answer = await response.json().catch(() => undefined);
      if (response.ok) {
        const { sid, status } = (answer ?? {}) as { sid?: unknown; status?: unknown };
        if (typeof sid !== 'string' || !sid) {
          // Accepted but unreadable: retrying could send it twice, so it is not retried.
          throw new SmsPermanentError(`Twilio answered ${response.status} without a message SID`);
        }
        return { providerId: sid, status: typeof status === 'string' ? status : 'queued' };
      }
      const { code, message: reason } = (answer ?? {}) as TwilioErrorBody;
      const providerCode = typeof code === 'number' ? code : undefined;
      const text = `Twilio ${response.status}${providerCode ? ` (${providerCode})` : ''}: ${reason ?? response.statusText}`;
      if (response.status === 429 || response.status >= 500) {
        throw new SmsRetryableError(text, {
          status: response.status,
          providerCode,
          retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
        });
      }
      throw new SmsPermanentError(text, providerCode, response.status);
    },
  };
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
