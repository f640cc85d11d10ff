import { PermanentJobError } from '../job-queue/types.ts';

/** One text to send. */
export interface SmsMessage {
  /** The recipient in E.164 (`+19045550123`). */
  to: string;
  body: string;
  /** Where the provider reports delivered / failed (`POST /api/sms/status`, signed). */
  statusCallbackUrl?: string;
  /** The request that led to this text (in the logs, and in the embedded default's file). */
  correlationId: string;
}

/** What the provider answered: its id for the text and the status it has so far. */
export interface SmsSent {
  /** Twilio's Message SID (`SM…`), or the embedded default's local id (`local-…`). */
  providerId: string;
  /**
   * Twilio's status word (`queued`, `accepted`, `sending`, `sent`, later `delivered`, `undelivered`,
   * `failed`); `sent` for a text written to a file. A string, not an enum: a status Twilio adds one
   * day must not turn a text that went out into a failed (and retried) send.
   */
  status: string;
}

export interface SmsSender {
  readonly kind: 'file' | 'twilio';
  /**
   * Resolves once the provider accepted the text. Throws `SmsRetryableError` when trying again
   * later may work (network, timeout, 5xx, 429) and `SmsPermanentError` when it never will (a bad
   * number, an unsubscribed recipient, refused credentials).
   */
  send(message: SmsMessage): Promise<SmsSent>;
}

/** Why a text can never be sent, in words the consent and delivery code act on. */
export type SmsRefusal = 'invalid-number' | 'unsubscribed' | 'unreachable' | 'rejected';

/** Twilio's error codes that matter to the product (https://www.twilio.com/docs/api/errors). */
export const TWILIO_ERRORS = {
  /** The `To` number is not a valid phone number. */
  invalidNumber: 21211,
  /** The `To` number is not a mobile number, or cannot receive texts. */
  notMobile: 21614,
  /** The recipient replied STOP: Twilio refuses every text to them until they send START. */
  unsubscribed: 21610,
  /** Texts to this region are not enabled on the account. */
  regionNotEnabled: 21408,
} as const;

const REFUSAL_OF: Record<number, SmsRefusal> = {
  [TWILIO_ERRORS.invalidNumber]: 'invalid-number',
  [TWILIO_ERRORS.notMobile]: 'unreachable',
  [TWILIO_ERRORS.unsubscribed]: 'unsubscribed',
};

/** Trying again later may work: the job queue retries it with its back-off. */
export class SmsRetryableError extends Error {
  override name = 'SmsRetryableError';
  constructor(
    message: string,
    readonly details: {
      /** The HTTP status, when the provider answered. */
      status?: number;
      providerCode?: number;
      /** From a 429's Retry-After, when given. */
      retryAfterMs?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
  }
}

/**
 * The text will never be sent as it is. A `PermanentJobError`, so the job queue fails the job at
 * once instead of spending its retries.
 */
export class SmsPermanentError extends PermanentJobError {
  override name = 'SmsPermanentError';
  readonly reason: SmsRefusal;
  constructor(
    message: string,
    /** The provider's error code (Twilio 21211, 21610 …), when it gave one. */
    readonly providerCode?: number,
    readonly status?: number,
  ) {
    super(message);
    this.reason = (providerCode !== undefined && REFUSAL_OF[providerCode]) || 'rejected';
  }
}

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const E164 = /^\+[1-9]\d{1,14}$/;

/** Refuses a recipient that is not in E.164 before anything is written or sent. */
export function checkRecipient(to: string): void {
  if (!E164.test(to)) {
    throw new SmsPermanentError(
      `not an E.164 phone number: ${JSON.stringify(to)}`,
      TWILIO_ERRORS.invalidNumber,
    );
  }
}
