import { z } from 'zod';

/**
 * Texts (SMS, issue 24): where each text the messaging service records stands. `held-quiet-hours`
 * waits for 8 AM Eastern (Florida's telephone-solicitation hours, docs/florida-rules.md "Texts");
 * `refused-opted-out` was never sent because the number texted STOP.
 */
export const TEXT_STATUSES = [
  'queued',
  'held-quiet-hours',
  'sent',
  'delivered',
  'failed',
  'refused-opted-out',
] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];
export const TextDeliverySchema = z.enum(TEXT_STATUSES);

/** What a text is about (the texts log's `kind`). */
export const TEXT_KINDS = [
  'quote-received',
  'visit-scheduled',
  'visit-reminder',
  'estimate-ready',
  'one-time-code',
  'crew-on-the-way',
  'job-completed',
  'inspection-result',
  'payment-received',
  'office-answer',
  'office-alert',
  'keyword-reply',
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** Inbound keywords (whole message, trimmed, any case), as carriers and CTIA expect them. */
export const STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const START_KEYWORDS = ['START', 'YES', 'UNSTOP'] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;
export type SmsKeyword = 'stop' | 'start' | 'help';

/** The keyword a whole inbound message is, or null for an ordinary reply. */
export function smsKeyword(body: string): SmsKeyword | null {
  const word = body.trim().toUpperCase();
  if ((STOP_KEYWORDS as readonly string[]).includes(word)) return 'stop';
  if ((START_KEYWORDS as readonly string[]).includes(word)) return 'start';
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return 'help';
  return null;
}

/**
 * A US phone number as typed on a form ("(904) 555-0199", "904.555.0199", "+1 904 555 0199") in
 * E.164 ("+19045550199"), or null when it is not a 10-digit North American number (we text only
 * US numbers).
 */
export function usPhoneE164(typed: string | null | undefined): string | null {
  const trimmed = (typed ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10 || !/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
  return `+1${national}`;
}
