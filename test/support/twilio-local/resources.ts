import { randomBytes } from 'node:crypto';

/**
 * The Twilio Programmable Messaging resources the local server keeps and serves, shaped as
 * Twilio's 2010-04-01 API serves them (snake_case, counts as strings, RFC 2822 dates).
 */

export const API_VERSION = '2010-04-01';

/** A Twilio SID: two letters and 32 hex digits (SM… for a message). */
export const newSid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/** Twilio's dates: `Fri, 27 Nov 2026 08:30:00 +0000`. */
export const rfc2822 = (date = new Date()) => date.toUTCString().replace('GMT', '+0000');

export type MessageStatus =
  | 'accepted'
  | 'queued'
  | 'sending'
  | 'sent'
  | 'delivered'
  | 'undelivered'
  | 'failed'
  | 'receiving'
  | 'received';

export interface LocalMessage {
  sid: string;
  account_sid: string;
  api_version: string;
  messaging_service_sid: string | null;
  to: string;
  from: string | null;
  body: string;
  status: MessageStatus;
  direction: 'outbound-api' | 'inbound';
  num_segments: string;
  num_media: string;
  error_code: number | null;
  error_message: string | null;
  price: string | null;
  price_unit: string;
  date_created: string;
  date_updated: string;
  date_sent: string | null;
  uri: string;
  subresource_uris: { media: string; feedback: string };
}

/** Twilio's error body: `{ code, message, more_info, status }`. */
export class TwilioLocalError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }

  get body() {
    return {
      code: this.code,
      message: this.message,
      more_info: `https://www.twilio.com/docs/errors/${this.code}`,
      status: this.status,
    };
  }
}

export const isE164 = (number: string) => /^\+[1-9]\d{1,14}$/.test(number);

/** The delivery errors a number can be set to fail with. */
export const DELIVERY_ERRORS = {
  30003: 'Unreachable destination handset',
  30005: 'Unknown destination handset',
} as const;
export type DeliveryErrorCode = keyof typeof DELIVERY_ERRORS;

// GSM 03.38's basic set and its extension table (which costs two septets).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** Segments as carriers count them: 160/153 GSM-7 septets, or 70/67 UCS-2 units. */
export function segmentsOf(body: string): number {
  let septets = 0;
  let gsm = true;
  for (const char of body) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else gsm = false;
  }
  if (gsm) return septets <= 160 ? 1 : Math.ceil(septets / 153);
  return body.length <= 70 ? 1 : Math.ceil(body.length / 67);
}

export function newMessage(fields: {
  accountSid: string;
  to: string;
  from: string | null;
  body: string;
  messagingServiceSid: string | null;
  direction: LocalMessage['direction'];
}): LocalMessage {
  const sid = newSid('SM');
  const now = rfc2822();
  const uri = `/${API_VERSION}/Accounts/${fields.accountSid}/Messages/${sid}`;
  const inbound = fields.direction === 'inbound';
  return {
    sid,
    account_sid: fields.accountSid,
    api_version: API_VERSION,
    messaging_service_sid: fields.messagingServiceSid,
    to: fields.to,
    from: fields.from,
    body: fields.body,
    // As Twilio: through a Messaging Service with no From the message is "accepted" first.
    status: inbound ? 'received' : fields.from ? 'queued' : 'accepted',
    direction: fields.direction,
    num_segments: String(segmentsOf(fields.body)),
    num_media: '0',
    error_code: null,
    error_message: null,
    price: null,
    price_unit: 'USD',
    date_created: now,
    date_updated: now,
    date_sent: inbound ? now : null,
    uri: `${uri}.json`,
    subresource_uris: { media: `${uri}/Media.json`, feedback: `${uri}/Feedback.json` },
  };
}

/** Advanced Opt-Out's default keywords: the whole body, trimmed, in any case. */
const KEYWORDS: Record<string, 'STOP' | 'START' | 'HELP'> = {
  STOP: 'STOP',
  STOPALL: 'STOP',
  UNSUBSCRIBE: 'STOP',
  CANCEL: 'STOP',
  END: 'STOP',
  QUIT: 'STOP',
  START: 'START',
  UNSTOP: 'START',
  YES: 'START',
  HELP: 'HELP',
  INFO: 'HELP',
};

/** The opt-out keyword a body is (Twilio's `OptOutType`), or null. */
export const optOutType = (body: string) => KEYWORDS[body.trim().toUpperCase()] ?? null;
