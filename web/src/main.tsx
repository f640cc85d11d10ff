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
  const letGo = holdEarlyInput();
  window.addEventListener(APP_READY_EVENT, letGo, { once: true });
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
    window.removeEventListener(APP_READY_EVENT, letGo);
    letGo();
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
 *
 * The holding is done by a small inline script at the top of the page (web/index.html, allowed by
 * its hash in the page's CSP), from the first moment: on a slow phone the drawn form is on screen
 * seconds before this module has run, and a tap on its button would otherwise reload the page with
 * the visitor's name, phone and e-mail in the address. This module tells it the app has started
 * (it keeps holding, rather than giving the input back to the browser once the document has
 * loaded) and takes what it held when the page is live.
 */
function holdEarlyInput(): () => void {
  const restoreTyping = keepEarlyTyping();
  (window as EarlyInputWindow).__appStarted = true;
  return () => {
    const held = takeEarlyInput();
    // What was typed goes back first: a held "Send" must send it.
    restoreTyping();
    for (const target of held) replay(target);
  };
}

/** Does again what a held click or submission would have done. */
function replay(target: HTMLElement) {
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else target.click();
}

/** What web/index.html's inline script shares: the app started, and its hand-over of held input. */
interface EarlyInputWindow {
  __appStarted?: boolean;
  __takeEarlyInput?: () => HTMLElement[];
}

/** What the page's inline script held (and it stops holding). */
function takeEarlyInput(): HTMLElement[] {
  const take = (window as EarlyInputWindow).__takeEarlyInput;
  return typeof take === 'function' ? take() : [];
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field's state as the visitor left it: its value, or whether a box or option is ticked. */
interface Typed {
  field: Field;
  id: string;
  name: string;
  value: string;
  checked: boolean;
}

const UNTYPEABLE = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image']);

function isField(target: EventTarget | null): target is Field {
  return (
    (target instanceof HTMLInputElement && !UNTYPEABLE.has(target.type)) ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function changedFromMarkup(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/**
 * What a visitor types into a drawn page's form before React has taken it over stays in the
 * fields, but the form library then writes each field's starting value into it as it registers
 * the field, and the typing would be wiped (on a slow phone the form is on screen seconds before
 * the app is live). Every field changed from its markup, now or until the app is live, is noted
 * with its value; the returned function, called once the app is live, puts each value back the
 * way typing does (the element's own value setter and an input or change event, so React and the
 * form library see it). A field React drew anew is found again by its id or name.
 */
function keepEarlyTyping(): () => void {
  const typed = new Map<Field, Typed>();
  const note = (field: Field) => {
    typed.set(field, {
      field,
      id: field.id,
      name: field.name,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    });
  };
  for (const field of document.querySelectorAll('input, textarea, select')) {
    if (isField(field) && changedFromMarkup(field)) note(field);
  }
  const onInput = (event: Event) => {
    if (isField(event.target)) note(event.target);
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
  return () => {
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('change', onInput, true);
    for (const entry of typed.values()) restoreField(entry);
  };
}

/**
 * Puts a field back so that React sees a change: React compares what it last saw in the field with
 * what is there now and sends onChange only if they differ. Hydration took the typed text as what
 * it saw, while the form's state says empty, so the field is first set to something else through
 * the element itself (React notes it) and then to the typed text through the browser's own
 * setter (React does not), and the event says it changed.
 */
function restoreField({ field, id, name, value, checked }: Typed) {
  const live = field.isConnected ? field : findAgain(id, name, field);
  if (!live) return;
  if (live instanceof HTMLInputElement && (live.type === 'checkbox' || live.type === 'radio')) {
    // A radio is put back by clicking the one chosen (clicking the others would choose them).
    if (live.type === 'radio' && !checked) return;
    // A click is how a box is ticked for React: it flips the box and sends the change.
    live.checked = !checked;
    live.click();
    return;
  }
  live.value = value === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(live) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(live, value);
  live.dispatchEvent(
    new Event(live instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

function findAgain(id: string, name: string, was: Field): Field | null {
  const byId = id ? document.getElementById(id) : null;
  if (isField(byId)) return byId;
  if (!name) return null;
  const candidates = [...document.getElementsByName(name)].filter(isField);
  if (was instanceof HTMLInputElement && was.type === 'radio') {
    return candidates.find((field) => field.value === was.value) ?? null;
  }
  return candidates[0] ?? null;
}

const root = document.getElementById('root');
if (!root) {
  document.body.textContent = 'The page could not start: its root element is missing.';
} else if (root.firstElementChild) {
  void hydrate(root);
} else {
  // Nothing drawn to click yet: whatever the inline script held goes back to the browser.
  const early = takeEarlyInput();
  draw(root);
  for (const target of early) replay(target);
}
