import { COMPANY, type Locale, type TextKind, usPhoneE164 } from '@roofing/contracts';
import { formatMessage, type MessageValues } from '@roofing/contracts/i18n';
import type { ServiceContext, Tx } from '@roofing/platform';
import { type TextKey, textsCatalogue } from './catalogue.ts';
import { queueText } from './send-text.ts';
import { portalTextLink } from './sender.ts';
import { messagingSettings } from './settings.ts';
import { findSubscriber, mayText } from './store.ts';

export interface CustomerText {
  /** The phone as the event carries it (as typed on the form). */
  phone: string | null | undefined;
  /** The job the text is about: its link opens the portal on it (sealed token, never the number). */
  estimateNumber: string | null;
  kind: TextKind;
  message: TextKey;
  values?: MessageValues;
  /** The event's language; the subscriber's stored language when the event has none. */
  language?: Locale;
  anyHour?: boolean;
  projectMessageId?: number;
  /** `<eventId>:<step>`. */
  dedupeKey: string;
  correlationId: string;
}

/**
 * Texts a customer, in their language, if their number has a consent on record and no STOP since
 * (otherwise nothing is recorded or sent). `{link}` is the portal opened on the job with a sealed
 * token and `{company}` the company's name. Answers whether a text was recorded.
 */
export async function textCustomer(ctx: ServiceContext, tx: Tx, text: CustomerText) {
  const phone = usPhoneE164(text.phone);
  if (!phone) return false;
  const subscriber = await findSubscriber(tx, phone);
  if (!mayText(subscriber)) return false;
  const locale: Locale = text.language ?? (subscriber.language === 'es' ? 'es' : 'en');
  const body = formatMessage(textsCatalogue, locale, text.message, {
    company: COMPANY.name,
    ...(text.estimateNumber ? { link: portalTextLink(ctx, text.estimateNumber, locale) } : {}),
    ...text.values,
  });
  const row = await queueText(ctx, tx, {
    phone,
    kind: text.kind,
    body,
    estimateNumber: text.estimateNumber,
    projectMessageId: text.projectMessageId,
    anyHour: text.anyHour,
    dedupeKey: text.dedupeKey,
    correlationId: text.correlationId,
  });
  return row !== undefined;
}

/**
 * An alert to the office's mobile (OFFICE_SMS_NUMBER; nothing when unset), in English, at any
 * hour: it is our own staff's number, not a customer's.
 */
export async function textOffice(
  ctx: ServiceContext,
  tx: Tx,
  alert: { body: string; estimateNumber?: string | null; dedupeKey: string; correlationId: string },
) {
  const office = messagingSettings.of(ctx).OFFICE_SMS_NUMBER;
  if (!office) return false;
  const row = await queueText(ctx, tx, {
    phone: office,
    kind: 'office-alert',
    body: alert.body.slice(0, 480),
    estimateNumber: alert.estimateNumber ?? null,
    anyHour: true,
    dedupeKey: alert.dedupeKey,
    correlationId: alert.correlationId,
  });
  return row !== undefined;
}
