import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Later retries catch layout shifts from sections that load lazily above the target. */
const RETRY_DELAYS_MS = [300, 900];

/**
 * Scrolls to the element named by the URL hash (e.g. /#quote-form) after the page mounted,
 * including when arriving from another page. Stops re-scrolling once the visitor scrolls.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => document.getElementById(id)?.scrollIntoView();
    scroll();
    const timers = RETRY_DELAYS_MS.map((delay) => window.setTimeout(scroll, delay));
    const cancel = () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, cancel, { once: true, passive: true });
    return () => {
      cancel();
      for (const name of events) window.removeEventListener(name, cancel);
    };
  }, [hash]);
}
