import { useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigation } from 'react-router';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';

/* What every layout does when the page changes: where the scroll goes, and a sign that a
   followed link is loading. Shared by the public site's layout and the staff layout. */

/**
 * Scroll positions are remembered per history entry. The first entry of every page load is
 * called 'default', so without the path a fresh visit to one page would get the position last
 * left on another (and /#quote-form would be sent back to the top).
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.hash}` : location.key;
}

/** The first act of a visitor's that may scroll the page on purpose (a link, a key, the wheel). */
const FIRST_ACTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** The first page keeps scrolling at once at most this long, acts or not. */
const FIRST_PAGE_INSTANT_MS = 3000;

/**
 * The page's smooth scrolling (for links within a page) must not animate a page change: the new
 * page would open where the old one was left and glide to the top (or to its anchor) in view.
 * Rendered before ScrollRestoration, whose layout effect (same commit, before paint) then
 * scrolls at once; smooth scrolling is back on the next frame. A change of hash alone keeps it.
 *
 * The first page of a visit waits longer: opened again (a reload, the same address followed
 * again), the router puts back the remembered position a few commits after the page is taken
 * over (measured: 250 ms later, a glide of a second over 2,500 px, the header's colours lagging
 * behind it). Its smooth scrolling comes back at the visitor's first act, or after 3 s.
 */
export function InstantScrollOnPageChange() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.scrollBehavior = 'auto';
    // Read back, so the style is current: Chrome's scrollTo(0, 0) skips the style update and
    // would otherwise still glide.
    void getComputedStyle(root).scrollBehavior;
    const smoothAgain = () => root.style.removeProperty('scroll-behavior');
    if (firstPage.current) {
      firstPage.current = false;
      const timer = setTimeout(done, FIRST_PAGE_INSTANT_MS);
      const options = { capture: true, passive: true } as const;
      function stopWaiting() {
        clearTimeout(timer);
        for (const act of FIRST_ACTS) window.removeEventListener(act, done, options);
      }
      function done() {
        stopWaiting();
        smoothAgain();
      }
      for (const act of FIRST_ACTS) window.addEventListener(act, done, options);
      return done;
    }
    const frame = requestAnimationFrame(smoothAgain);
    return () => {
      cancelAnimationFrame(frame);
      smoothAgain();
    };
  }, [pathname]);
  return null;
}

/**
 * While the next page's chunk loads the current page stays; a bar over the top edge (fixed, so
 * nothing moves) and a status message tell that the link was followed.
 */
export function NavigationProgress() {
  const t = useT(messages);
  const loading = useNavigation().state === 'loading';
  return (
    <>
      <div role="status" className="sr-only">
        {loading ? t('loadingPage') : ''}
      </div>
      {loading && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-coral-500"
        />
      )}
    </>
  );
}

/** The first thing a keyboard reaches on every page: a jump past the header to the page. */
export function SkipToMain() {
  const t = useT(messages);
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipToMain')}
    </a>
  );
}
