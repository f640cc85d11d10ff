// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeScreen } from '../lib/render-for-tests.tsx';
import { settleQueries } from '../lib/settle-for-tests.ts';
import { ClientPortalPage } from './client-portal-page.tsx';

/*
 * The portal's own session check against a fake network: a browser without a session gets the
 * access form; a session the server could not check (503 while a process restarts) is not taken
 * for a signed-out one: the page says so above the form and asks again at Try again.
 */

const UNCHECKED = 'We could not confirm your sign-in just now. Please try again in a moment.';
const signedOut = () => apiError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
const unchecked = () => apiError(503, 'UNAVAILABLE', UNCHECKED);
let answer: () => Response;

const screen = fakeScreen((url) => {
  expect(url).toContain('/api/quotes/portal-session');
  return answer();
});
const asked = () => screen.requests.length;

async function renderPortal(locale: 'en' | 'es' = 'en') {
  const queries = await screen.render(<ClientPortalPage />, {
    path: locale === 'es' ? '/es/client-portal' : '/client-portal',
    locale,
  });
  // Settled when the access form is drawn (in either language, its catalogue loaded).
  await settleQueries(queries, () => screen.container.querySelector('form') !== null);
  return queries;
}

const alertText = () => screen.container.querySelector('[role="alert"]')?.textContent ?? null;

describe('the client portal’s session check', () => {
  it('shows the access form to a browser without a session, and no warning', async () => {
    answer = signedOut;
    await renderPortal();
    expect(screen.container.textContent).toContain('Access your estimate');
    expect(alertText()).toBeNull();
  });

  it('says when the session could not be checked, keeps the form, and asks again', async () => {
    answer = unchecked;
    const queries = await renderPortal();
    expect(alertText()).toContain(
      'We could not check just now whether this browser has your project open',
    );
    // The form stays: the customer can still open the project with the estimate number.
    expect(screen.container.textContent).toContain('Access your estimate');

    const before = asked();
    answer = signedOut;
    const retry = screen.button('Try again');
    expect(retry).toBeDefined();
    await act(async () => retry?.click());
    await settleQueries(queries, () => alertText() === null);
    expect(asked()).toBeGreaterThan(before);
    expect(alertText()).toBeNull();
    expect(screen.container.textContent).toContain('Access your estimate');
  });

  it('says it in Spanish on the Spanish portal', async () => {
    answer = unchecked;
    await renderPortal('es');
    expect(alertText()).toContain('No pudimos comprobar en este momento');
    expect(screen.button('Intentar de nuevo')).toBeDefined();
  });
});
