import { DEFAULT_LOCALE, type Locale, splitLocalePath } from '@roofing/contracts/locale';

/**
 * The language the app is showing, outside React: the URL's (`/es/…` is Spanish). Catalogues
 * defined while Spanish is showing start loading at once (see `spanishLoads`), in parallel with the
 * route's module, instead of one after the other.
 */
let active: Locale =
  typeof window === 'undefined' ? DEFAULT_LOCALE : splitLocalePath(window.location.pathname).locale;

const loaders = new Set<() => unknown>();

export const activeLocale = () => active;

export function setActiveLocale(locale: Locale): void {
  if (locale === active) return;
  active = locale;
  if (locale !== DEFAULT_LOCALE) for (const load of loaders) load();
}

/**
 * Registers one Spanish module's loader; runs it now when Spanish is showing. The loader caches
 * its promise, so calling it again is free.
 */
export function spanishLoads(load: () => unknown): void {
  loaders.add(load);
  if (active !== DEFAULT_LOCALE) load();
}

/** One lazy module, loaded once: the same promise every time (React's `use` needs that). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    });
    return promise;
  };
}
