import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALE, type Locale } from './locale.ts';

/**
 * Server-side catalogues (e-mails, texts, PDFs): ICU messages (FormatJS's intl-messageformat, the
 * engine react-intl uses in the web app), English and Spanish side by side. The Spanish half is
 * typed by the English keys, so a key without its Spanish entry does not compile;
 * `test/content/catalogues.test.ts` also parses every message and compares their placeholders.
 */
export interface Catalogue<K extends string = string> {
  en: Readonly<Record<K, string>>;
  es: Readonly<Record<K, string>>;
}

/** Every catalogue declared with `defineCatalogue`, by name (for the parity test). */
export const CATALOGUES = new Map<string, Catalogue>();

export function defineCatalogue<const E extends Record<string, string>>(
  name: string,
  en: E,
  es: Readonly<Record<keyof E, string>>,
): Catalogue<Extract<keyof E, string>> {
  const catalogue = { en, es } as Catalogue<Extract<keyof E, string>>;
  CATALOGUES.set(name, catalogue as Catalogue);
  return catalogue;
}

export type MessageValues = Record<string, string | number | Date | null | undefined>;

const compiled = new Map<string, IntlMessageFormat>();

/** One message of `catalogue` in `locale`, with its ICU placeholders filled. */
export function formatMessage<K extends string>(
  catalogue: Catalogue<K>,
  locale: Locale,
  key: K,
  values?: MessageValues,
): string {
  const source = catalogue[locale][key] ?? catalogue.en[key];
  const cacheKey = `${locale}\u0000${source}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(source, INTL_LOCALE[locale], undefined, { ignoreTag: true });
    compiled.set(cacheKey, format);
  }
  return String(format.format(values as Record<string, string | number | Date>));
}

/** `t(key, values)` bound to one catalogue and language. */
export function translator<K extends string>(catalogue: Catalogue<K>, locale: Locale) {
  return (key: K, values?: MessageValues) => formatMessage(catalogue, locale, key, values);
}
