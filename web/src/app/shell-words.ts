import { INTL_LOCALE, type Locale, splitLocalePath } from '@roofing/contracts/locale';
import { activeLocale } from '../i18n/active-locale.ts';
import { translate } from '../i18n/catalogue.ts';
import { formatterFor } from '../i18n/format.ts';
import spanish from './messages.es.ts';
import { messages, messagesEnglish } from './messages.ts';

/**
 * The language of the page showing, from its address (`/es/…` is Spanish); while the build
 * renders a page (web/src/entry-server.tsx), the language it is rendering.
 */
export const shellLocale = (): Locale =>
  typeof window === 'undefined' ? activeLocale() : splitLocalePath(window.location.pathname).locale;

/**
 * The app shell's words in the page's language, without the LocaleRoot (the error boundary and
 * the toasts sit outside it) and without waiting on a chunk: `say(key)`, `say.rich(key, …)`.
 */
export function shellSay(locale: Locale = shellLocale()) {
  return translate(
    formatterFor(INTL_LOCALE[locale]),
    messages,
    locale === 'es' ? spanish : messagesEnglish,
  );
}
