import { INTL_LOCALE } from '@roofing/contracts/locale';
import type { FormatXMLElementFn, PrimitiveType } from 'intl-messageformat';
import { createElement, Fragment, type ReactNode, use, useMemo } from 'react';
import { once, spanishLoads } from './active-locale.ts';
import { type Formatter, formatterFor } from './format.ts';
import { useLocale } from './locale-context.ts';

/**
 * The web app's UI strings (issue 24). Each feature keeps its English strings in `messages.ts`
 * (`defineMessages`) and their Spanish in `messages.es.ts`, loaded only when Spanish is shown.
 * Messages are ICU (FormatJS): `{count, plural, one {# review} other {# reviews}}`, `{name}`,
 * rich-text tags `<b>…</b>`. `SpanishOf` types the Spanish file by the English keys, so a key
 * without its Spanish entry does not compile; web/src/i18n/catalogues.test.ts checks the rest.
 */
export interface WebCatalogue<K extends string = string> {
  /** The catalogue's id prefix: message ids are `<name>.<key>`. */
  readonly name: string;
  readonly en: Readonly<Record<K, string>>;
  readonly loadSpanish: () => Promise<Readonly<Record<K, string>>>;
}

/**
 * The Spanish file's type: the English strings' keys, each with its Spanish. Give it the English
 * object (`SpanishOf<typeof messagesEnglish>`), not the catalogue: the catalogue's type goes
 * through the Spanish module's import, and TypeScript would see a cycle.
 */
export type SpanishOf<E> =
  E extends WebCatalogue<infer K> ? Readonly<Record<K, string>> : Readonly<Record<keyof E, string>>;

/** Every catalogue defined so far, by name (the parity test walks the files instead). */
const defined = new Map<string, WebCatalogue>();

export function defineMessages<const E extends Record<string, string>>(
  name: string,
  en: E,
  loadSpanish: () => Promise<{ default: Readonly<Record<keyof E, string>> }>,
): WebCatalogue<Extract<keyof E, string>> {
  const load = once(async () => (await loadSpanish()).default);
  spanishLoads(load);
  const catalogue: WebCatalogue<Extract<keyof E, string>> = { name, en, loadSpanish: load };
  defined.set(name, catalogue as WebCatalogue);
  return catalogue;
}

export type MessageValues = Record<string, PrimitiveType | Date>;
export type RichValues = Record<
  string,
  PrimitiveType | Date | ReactNode | FormatXMLElementFn<ReactNode, ReactNode>
>;

export interface Translate<K extends string> {
  /** The message as text. */
  (key: K, values?: MessageValues): string;
  /** The message with React elements for its tags (`<b>…</b>`) or values. */
  rich(key: K, values: RichValues): ReactNode;
}

/**
 * The `t` of one catalogue's messages (`source`, falling back to the English) in one formatter:
 * the step `useT`, the shell's words and the pure helpers' English share.
 */
export function translate<K extends string>(
  intl: Formatter,
  catalogue: { readonly name: string; readonly en: Readonly<Record<K, string>> },
  source: Readonly<Record<K, string>> = catalogue.en,
): Translate<K> {
  const descriptor = (key: K) => ({
    id: `${catalogue.name}.${key}`,
    defaultMessage: source[key] ?? catalogue.en[key],
  });
  const t = ((key: K, values?: MessageValues) =>
    String(intl.formatMessage(descriptor(key), values))) as Translate<K>;
  t.rich = (key, values) => {
    const parts = intl.formatMessage(descriptor(key), values as never) as ReactNode;
    // Text and elements side by side, as one fragment's children: no list, so no keys wanted.
    return Array.isArray(parts) ? createElement(Fragment, null, ...parts) : parts;
  };
  return t;
}

/**
 * `t(key, values)` for one catalogue in the page's language. In Spanish it suspends until the
 * catalogue's Spanish module has loaded (the nearest Suspense boundary keeps the previous screen
 * during a navigation). It needs no provider above it: the language comes from the address when
 * there is none (the back office's component tests render form pieces on their own).
 */
export function useT<K extends string>(catalogue: WebCatalogue<K>): Translate<K> {
  const locale = useLocale();
  const intl = formatterFor(INTL_LOCALE[locale]);
  const source = locale === 'es' ? use(catalogue.loadSpanish()) : catalogue.en;
  return useMemo(() => translate(intl, catalogue, source), [catalogue, intl, source]);
}
