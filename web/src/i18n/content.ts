import { use } from 'react';
import { once, spanishLoads } from './active-locale.ts';
import { useLocale } from './locale-context.ts';

/**
 * Page copy that is data rather than UI strings (articles, FAQ entries, service pages, offers):
 * the English value and a loader of its Spanish twin of the same type, in a module of its own so
 * English pages never download it (issue 24).
 */
export interface Localized<T> {
  readonly en: T;
  readonly loadSpanish: () => Promise<T>;
}

export function localized<T>(en: T, loadSpanish: () => Promise<T>): Localized<T> {
  const load = once(loadSpanish);
  spanishLoads(load);
  return { en, loadSpanish: load };
}

/** The value in the page's language; in Spanish it suspends until the Spanish module is in. */
export function useLocalized<T>(content: Localized<T>): T {
  const locale = useLocale();
  return locale === 'es' ? use(content.loadSpanish()) : content.en;
}
