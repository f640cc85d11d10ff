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

/**
 * Every Spanish module registered so far, loaded (before a Spanish page is hydrated); nothing on
 * a page in the default language, which must not download Spanish.
 */
export function spanishLoaded(): Promise<unknown> {
  if (active === DEFAULT_LOCALE) return Promise.resolve();
  return Promise.all([...loaders].map((load) => load()));
}

/** A promise React's `use` reads at once when it has settled (no suspending on loaded modules). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** One lazy module, loaded once: the same promise every time (React's `use` needs that). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Tracked<T> | undefined;
  return () => {
    if (promise) return promise;
    const loading: Tracked<T> = load().then(
      (value) => {
        loading.status = 'fulfilled';
        loading.value = value;
        return value;
      },
      (error: unknown) => {
        promise = undefined;
        throw error;
      },
    );
    promise = loading;
    return loading;
  };
}
