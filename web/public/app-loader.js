/**
 * The loader of a page that arrives drawn (issue 24; the gateway puts it in the head of such pages
 * in place of the entry script and its modulepreloads, gateway/src/web-pages.ts). The page's
 * HTML and stylesheet paint first, with no script in flight; once the first paint is on screen,
 * this adds every preload at once (no import found one round trip at a time) and then the entry
 * script, which hydrates the page. Clicks and submissions meanwhile are held, and the entry script
 * takes them over (`window.__appHeldInput`, web/src/main.tsx) to replay them once the page is live.
 * Plain JavaScript served as is: it runs before any bundle and must stay a few hundred bytes.
 */
(() => {
  const loader = document.currentScript;
  if (!loader) return;
  const entry = loader.dataset.entry;
  const preloads = (loader.dataset.preload || '').split(' ').filter(Boolean);
  if (!entry) return;

  const held = [];
  const hold = (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(
      target instanceof HTMLFormElement ? () => target.requestSubmit() : () => target.click(),
    );
  };
  const letGo = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    window.__appHeldInput = undefined;
    return held.splice(0);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  // The entry script stops holding here and replays what was held once the page is live.
  window.__appHeldInput = letGo;

  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    // No app: held clicks are let go, so links still work as plain links.
    script.onerror = () => {
      for (const replay of letGo()) replay();
    };
    document.head.append(script);
  };

  // After the first paint: the browser reports it once it is on screen. A tab in the background
  // does not paint, and a browser without paint timing gets a frame's delay instead.
  if (document.visibilityState === 'hidden') load();
  else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const afterPaint = () => setTimeout(load, 0);
    if (performance.getEntriesByName('first-contentful-paint').length > 0) afterPaint();
    else {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        afterPaint();
      }).observe({ type: 'paint', buffered: true });
    }
    // A page that never paints content (never expected of a drawn page) still starts.
    setTimeout(load, 3000);
  } else requestAnimationFrame(() => setTimeout(load, 0));
})();
