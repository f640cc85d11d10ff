// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { apiError, fakeScreen } from '../../../lib/render-for-tests.tsx';
import { settleQueries } from '../../../lib/settle-for-tests.ts';
import { YourContract } from './your-contract.tsx';

/*
 * "Your contract" in a portal session not yet verified with the e-mailed code: the server will
 * not say whether there is a contract (it carries the customer's details). Before the estimate is
 * accepted there is none, so nothing is shown; after, the customer is asked for the code. Neither
 * is an error; a real failure still is.
 */

let contractAnswer: () => Response;
const screen = fakeScreen((url) => {
  if (url.includes('/api/contracts/portal')) return contractAnswer();
  return apiError(404, 'NOT_FOUND', 'Not found.');
});
const unverified = () =>
  apiError(401, 'VERIFICATION_REQUIRED', 'Please confirm it is you with the code we e-mail you.');

async function show(accepted: boolean, locale: 'en' | 'es' = 'en', drawn = () => true) {
  const queries = await screen.render(
    <YourContract estimateNumber="SFR-2DS8Z4HU" email="maria@example.com" accepted={accepted} />,
    { locale },
  );
  await settleQueries(queries, drawn);
  return screen.container.textContent ?? '';
}

describe('the portal’s contract in a session not yet verified', () => {
  it('shows nothing before the estimate is accepted', async () => {
    contractAnswer = unverified;
    expect(await show(false)).toBe('');
  });

  it('asks for the code once the estimate is accepted, without an error', async () => {
    contractAnswer = unverified;
    const text = await show(true);
    expect(text).toContain('Your contract');
    expect(text).toContain('we first confirm it is you with a 6-digit code');
    expect(text).not.toContain('could not be loaded');
    expect(screen.button('Show my contract')).toBeDefined();
  });

  it('asks in Spanish on the Spanish portal', async () => {
    contractAnswer = unverified;
    // The Spanish catalogue loads on demand.
    const text = await show(true, 'es', () => screen.button('Ver mi contrato') !== undefined);
    expect(text).toContain('Su contrato');
    expect(screen.button('Ver mi contrato')).toBeDefined();
  });

  it('still says so when the contract could not be loaded', async () => {
    contractAnswer = () => apiError(500, 'INTERNAL', 'Something went wrong.');
    expect(await show(true)).toContain('Your contract could not be loaded.');
  });
});
