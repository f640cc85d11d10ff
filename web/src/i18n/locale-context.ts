import { DEFAULT_LOCALE, type Locale, pathInLocale } from '@roofing/contracts/locale';
import { createContext, useCallback, useContext } from 'react';

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The language the page is shown in: the URL's (`/es/…` is Spanish). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `(path) => path in the page's language`: `/financing` → `/es/financing` on a Spanish page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback(
    (path: string) => {
      if (!path.startsWith('/')) return path;
      const hash = path.indexOf('#');
      const query = path.indexOf('?');
      const cut = [hash, query].filter((index) => index >= 0).sort((a, b) => a - b)[0];
      const pathname = cut === undefined ? path : path.slice(0, cut);
      const rest = cut === undefined ? '' : path.slice(cut);
      return `${pathInLocale(pathname, locale)}${rest}`;
    },
    [locale],
  );
}
