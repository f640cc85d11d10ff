// Before anything that builds a schema: no eval probe against the CSP.
import './lib/zod-without-eval.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import { spanishLoaded } from './i18n/active-locale.ts';
import { APP_READY_EVENT } from './i18n/locale-root.tsx';
import { shareCspNonce } from './lib/csp-nonce.ts';
import './styles.css';

// Global failures are only logged (public-site §8); render failures reach the error boundary.
window.addEventListener('error', (event) => console.error('Unhandled error', event.error));
window.addEventListener('unhandledrejection', (event) =>
  console.error('Unhandled rejection', event.reason),
);

shareCspNonce();

/**
 * A public page arrives with its first screen already drawn: the build rendered it
 * (web/prerender.ts) and the gateway put it in `#root`. The browser shows it before any script has
 * run; React then takes it over (hydrates it) instead of drawing it again, and replays a click
 * made meanwhile. Taking over needs the first render to produce the same markup, so the page's
 * lazy module and, on a Spanish page, its Spanish words are loaded first (the page preloads
 * them, see web/route-preloads.ts).
 */
async function hydrate(root: HTMLElement) {
  const replay = holdEarlyInput();
  window.addEventListener(APP_READY_EVENT, replay, { once: true });
  try {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const module = await route.lazy();
        Object.assign(route, { ...module, lazy: undefined });
      }),
    );
    await spanishLoaded();
  } catch {
    // The page's code did not load (a redeploy replaced it, the connection dropped): the app
    // draws afresh, and its router shows what failed, reloading once to a new build
    // (web/src/app/error-boundary.tsx). Held input is let go: the error screen must answer.
    window.removeEventListener(APP_READY_EVENT, replay);
    replay();
    root.replaceChildren();
    draw(root);
    return;
  }
  // In a transition, hydration too yields to the browser between slices (no long task).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={createBrowserRouter(routes)} />
      </StrictMode>,
    );
  });
}

/** Draws the app into an empty root (a page the build did not draw, or one that failed to load). */
function draw(root: HTMLElement) {
  // A transition lets React render the first screen in slices that yield to the browser
  // between them, instead of one long task that blocks input while the page starts.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={createBrowserRouter(routes)} />
      </StrictMode>,
    );
  });
}

/**
 * Clicks and form submissions on the drawn page before React has taken it over would do nothing
 * (a button's handler is not attached yet) or the wrong thing (a form submitted by the browser
 * itself, its fields in the address). They are held and replayed once the page is live; links the
 * app does not handle still work, a moment later. Returns the replay.
 */
function holdEarlyInput(): () => void {
  const held: Array<() => void> = [];
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (target instanceof HTMLFormElement) held.push(() => target.requestSubmit());
    else held.push(() => target.click());
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    for (const replay of held.splice(0)) replay();
  };
}

const root = document.getElementById('root');
if (!root) {
  document.body.textContent = 'The page could not start: its root element is missing.';
} else if (root.firstElementChild) {
  void hydrate(root);
} else {
  draw(root);
}
