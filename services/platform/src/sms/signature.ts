import { createHmac, timingSafeEqual } from 'node:crypto';

/** A webhook's form parameters; a repeated field (`MediaUrl0` is not, but some are) as an array. */
export type WebhookParams = Readonly<Record<string, string | readonly string[]>>;

/**
 * How Twilio signs a webhook (`X-Twilio-Signature`): the full URL it called (scheme, host, port
 * if any, path and query, exactly as configured), then each POST parameter's name and value with
 * the names sorted; HMAC-SHA1 with the account's auth token, in base64.
 * https://www.twilio.com/docs/usage/security#validating-requests
 */
export function twilioSignature(authToken: string, url: string, params: WebhookParams): string {
  const hmac = createHmac('sha1', authToken).update(url, 'utf8');
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    const values = typeof value === 'string' ? [value] : [...(value ?? [])].sort();
    for (const one of values) hmac.update(name + one, 'utf8');
  }
  return hmac.digest('base64');
}

/**
 * True when `signature` is Twilio's for this URL and these parameters. Compared in constant time;
 * a missing or malformed signature is simply false (the webhook answers 403).
 */
export function validTwilioSignature(
  authToken: string,
  url: string,
  params: WebhookParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
