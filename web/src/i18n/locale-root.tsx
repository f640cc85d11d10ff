import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  pathInLocale,
  splitLocalePath,
} from '@roofing/contracts/locale';
import { matchSiteRoute, SITE_ROUTES } from '@roofing/contracts/site-routes';
import { type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setActiveLocale } from './active-locale.ts';
import { LocaleContext } from './locale-context.ts';

/** Where the visitor's choice of language is remembered (the header's switch writes it). */
const CHOICE_KEY = 'shorefront.language';

export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    // Storage refused (private mode): the URL still carries the language.
  }
}

function rememberedLanguage(): Locale | undefined {
  try {
    const stored = localStorage.getItem(CHOICE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Staff pages are English only: no Spanish twin to send a visitor to. */
const hasSpanishTwin = (pathname: string) => {
  const match = matchSiteRoute(pathname);
  return match !== null && SITE_ROUTES[match.pattern].audience !== 'staff';
};

/**
 * The language of everything under it, from the URL: the `lang` of the document, the ICU formatter's
 * locale for numbers, dates and plurals, and the context `useT`/`useLocalized` read. A visitor who
 * chose Spanish with the switch and later opens an English address of a page that has a Spanish
 * twin is taken to the twin (once, on arrival).
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { locale } = splitLocalePath(pathname);
  setActiveLocale(locale);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // On arrival only, not on each navigation.
  useEffect(() => {
    const chosen = rememberedLanguage();
    if (chosen && chosen !== locale && chosen !== DEFAULT_LOCALE && hasSpanishTwin(pathname)) {
      navigate(`${pathInLocale(pathname, chosen)}${search}${hash}`, { replace: true });
    }
  }, []);

  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/**
 * Marks the document once the first page is on screen and live (drawn by the app, or taken over
 * from the HTML the build drew): `<html data-app-ready>`. Input held back until then is replayed
 * (web/src/main.tsx), and browser tests wait for it before they type.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}

/** The window event AppReady sends once. */
export const APP_READY_EVENT = 'shorefront:app-ready';

/** The router's root: every page in its language, Spanish catalogues loading under Suspense. */
export function LocaleRoot() {
  return (
    <LocaleProvider>
      <Suspense fallback={null}>
        <Outlet />
        <AppReady />
      </Suspense>
    </LocaleProvider>
  );
}
