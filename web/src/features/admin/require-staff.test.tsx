// @vitest-environment jsdom
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, fakeScreen, jsonResponse } from '../../lib/render-for-tests.tsx';
import { settleQueries } from '../../lib/settle-for-tests.ts';
import { RequireStaff } from './require-staff.tsx';

/*
 * The staff pages' guard against a fake network: no session sends the page to sign-in; a session
 * the server could not check (503 while a process restarts) keeps the page, says so, and opens it
 * once the server answers, at Try again, without signing anyone out.
 */

const SESSION = {
  token: 'csrf-token',
  expiresAt: '2026-11-28T20:00:00.000Z',
  user: {
    id: 1,
    username: 'office',
    displayName: 'Office Manager',
    role: 'admin',
    permissions: [],
  },
};
const UNCHECKED = 'We could not confirm your sign-in just now. Please try again in a moment.';
let answer: () => Response;

const screen = fakeScreen((url) => {
  expect(url).toContain('/api/admin/session');
  return answer();
});

async function renderGuard() {
  const queries = await screen.render(
    <Routes>
      <Route path="/admin" element={<p>Staff sign-in</p>} />
      <Route
        path="/admin/dashboard"
        element={
          <RequireStaff>{(session) => <p>Dashboard of {session.user.displayName}</p>}</RequireStaff>
        }
      />
    </Routes>,
    { path: '/admin/dashboard' },
  );
  await settleQueries(
    queries,
    () => !screen.container.textContent?.includes('Checking authorization'),
  );
  return queries;
}

describe('the staff guard', () => {
  it('sends a caller without a session to sign in', async () => {
    answer = () => apiError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
    await renderGuard();
    expect(screen.container.textContent).toContain('Staff sign-in');
  });

  it('keeps the page while the session cannot be checked, and opens it once it can', async () => {
    answer = () =>
      jsonResponse(503, { error: { code: 'UNAVAILABLE', message: UNCHECKED, requestId: 'r1' } });
    const queries = await renderGuard();
    expect(screen.container.querySelector('[role="alert"]')?.textContent).toBe(UNCHECKED);
    expect(screen.container.textContent).not.toContain('Staff sign-in');
    expect(screen.container.textContent).not.toContain('Dashboard');

    answer = () => jsonResponse(200, SESSION);
    const retry = screen.button('Try again');
    expect(retry).toBeDefined();
    await act(async () => retry?.click());
    await settleQueries(
      queries,
      () => screen.container.textContent?.includes('Dashboard') ?? false,
    );
    expect(screen.container.textContent).toContain('Dashboard of Office Manager');
  });
});
