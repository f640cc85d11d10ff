import { INTL_LOCALE, type Locale, splitLocalePath } from '@roofing/contracts/locale';
import type { ReactNode } from 'react';
import type { MessageValues, RichValues } from '../i18n/catalogue.ts';
import { formatterFor } from '../i18n/format.ts';
import spanish from './messages.es.ts';
import { messages, messagesEnglish } from './messages.ts';

type Key = Extract<keyof typeof messagesEnglish, string>;

/** The language of the page showing, from its address (`/es/…` is Spanish). */
export const shellLocale = (): Locale =>
  typeof window === 'undefined' ? 'en' : splitLocalePath(window.location.pathname).locale;

/**
 * The app shell's words in the page's language, without the LocaleRoot (the error boundary and
 * the toasts sit outside it) and without waiting on a chunk: `say(key)`, `say.rich(key, …)`.
 */
export function shellSay(locale: Locale = shellLocale()) {
  const intl = formatterFor(INTL_LOCALE[locale]);
  const source = locale === 'es' ? spanish : messagesEnglish;
  const descriptor = (key: Key) => ({ id: `${messages.name}.${key}`, defaultMessage: source[key] });
  const say = (key: Key, values?: MessageValues) =>
    String(intl.formatMessage(descriptor(key), values));
  say.rich = (key: Key, values: RichValues) =>
    intl.formatMessage(descriptor(key), values as never) as ReactNode;
  return say;
}
