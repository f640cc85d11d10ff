import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature, as Twilio computes `X-Twilio-Signature` for its webhooks and
 * status callbacks: base64(HMAC-SHA1(authToken, url + each POST parameter, sorted by name, as
 * name + value)). The URL is the exact one Twilio was given, query string included. A
 * parameter sent more than once (an array) contributes each value, sorted. Pure: the local
 * server signs with it and the product checks inbound webhooks with it.
 */
export type TwilioParams = Record<string, string | readonly string[] | undefined>;

export function twilioSignature(authToken: string, url: string, params: TwilioParams = {}): string {
  let data = url;
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined) continue;
    const values = typeof value === 'string' ? [value] : [...value].sort();
    for (const one of values) data += key + one;
  }
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** Whether `signature` is Twilio's for this URL and parameters (compared in constant time). */
export function isTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: TwilioParams = {},
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
