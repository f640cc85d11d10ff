import { twilioSignature, validTwilioSignature } from '@roofing/platform';

/*
 * The local server signs its webhooks with the product's own implementation of Twilio's
 * signature (services/platform/src/sms/signature.ts: base64 HMAC-SHA1 over the URL and the sorted
 * parameters), and server.test.ts checks it against Twilio's published example, so the server and
 * the product's webhook check cannot drift apart.
 */
export type TwilioParams = Record<string, string | readonly string[] | undefined>;

/** The parameters without the absent ones (a form never sends an undefined value). */
const present = (params: TwilioParams) =>
  Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | readonly string[]] => entry[1] !== undefined,
    ),
  );

export const signWebhook = (authToken: string, url: string, params: TwilioParams = {}) =>
  twilioSignature(authToken, url, present(params));

/** Whether `signature` is Twilio's for this URL and parameters (compared in constant time). */
export function isTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: TwilioParams = {},
): boolean {
  return validTwilioSignature(authToken, url, present(params), signature ?? '');
}

export { signWebhook as twilioSignature };
