import { z } from 'zod';
import { COMPANY } from './company.ts';
import { isoDateTime } from './http/fields.ts';
import type { Locale } from './locale.ts';
import { LocaleSchema } from './locale-schema.ts';

/**
 * Consent to texts (issue 24). A phone number given on a form is not consent: a form offers an
 * unticked "Text me updates" box with this disclosure beside it, and the service that takes the
 * form stores when it was ticked, from which address, and the disclosure's words as shown, in the
 * language shown. The client sends only `textUpdates: true`; the words stored are the server's
 * own, never text a client sent.
 */
export const TEXT_CONSENT_VERSION = '2026-11-27';

export const TEXT_CONSENT_LABEL: Record<Locale, string> = {
  en: 'Text me updates',
  es: 'Envíenme actualizaciones por mensaje de texto',
};

export const TEXT_CONSENT_DISCLOSURE: Record<Locale, string> = {
  en: `By ticking this box you agree to receive text messages from ${COMPANY.name} about your quote, visits and project at the number above. About 2–8 messages per project. Message and data rates may apply. Reply STOP to stop, HELP for help. Consent is not a condition of purchase.`,
  es: `Al marcar esta casilla acepta recibir mensajes de texto de ${COMPANY.name} sobre su cotización, visitas y proyecto en el número indicado arriba. De 2 a 8 mensajes por proyecto, aproximadamente. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para cancelar o HELP para obtener ayuda. El consentimiento no es una condición de compra.`,
};

/** The form field: unticked unless the visitor ticks it. */
export const textUpdatesField = z
  .boolean({ error: 'Text me updates must be true or false' })
  .default(false);

/** What is kept of a consent, and carried on the events that need it (null: no consent given). */
export const TextConsentSchema = z.object({
  /** When the box was ticked (the request's arrival), ISO. */
  givenAt: isoDateTime,
  /** The address the form came from (the gateway's client address). */
  ipAddress: z.string(),
  /** The phone number as typed on the form. */
  phone: z.string(),
  /** The disclosure's words as shown, and its language and version. */
  disclosure: z.string(),
  language: LocaleSchema,
  version: z.string(),
  /** Which form: quote, contact, inspection-request. */
  source: z.string(),
});
export type TextConsent = z.infer<typeof TextConsentSchema>;

/** The record of a consent given now on `source`'s form, in `language`. */
export function textConsentRecord(input: {
  phone: string;
  ipAddress: string;
  language: Locale;
  source: string;
  now?: Date;
}): TextConsent {
  return {
    givenAt: (input.now ?? new Date()).toISOString(),
    ipAddress: input.ipAddress,
    phone: input.phone,
    disclosure: TEXT_CONSENT_DISCLOSURE[input.language],
    language: input.language,
    version: TEXT_CONSENT_VERSION,
    source: input.source,
  };
}
