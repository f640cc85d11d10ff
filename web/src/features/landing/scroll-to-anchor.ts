import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long the page may keep settling (lazy sections above the target loading) after arrival. */
const SETTLE_MS = 4000;

/**
 * Scrolls to the element named by the URL hash (e.g. /#quote-form) after the page mounted,
 * including when arriving from another page. Sections above the target load lazily and change
 * the page's height, so while the page settles every resize scrolls to the target again. The
 * visitor's own scrolling (wheel, touch, keys) ends that at once.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => document.getElementById(id)?.scrollIntoView();
    scroll();
    const observer = new ResizeObserver(scroll);
    observer.observe(document.body);
    // A smooth scroll asked for before the page's first paint is dropped (and the router may
    // still restore a saved position then), so scroll again once a frame has been painted.
    let afterPaint: number | undefined;
    const frame = requestAnimationFrame(() => {
      afterPaint = window.setTimeout(scroll, 0);
    });
    const stop = () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.clearTimeout(afterPaint);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    for (const name of events) window.addEventListener(name, stop, { once: true, passive: true });
    return () => {
      stop();
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, stop);
    };
  }, [hash]);
}
