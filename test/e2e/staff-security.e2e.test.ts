import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, TIMEOUT_MS, useBrowserApp } from '../support/browser.ts';
import { freshCode, markStepSpent } from '../support/staff-sign-in.ts';

/**
 * Staff security in the browser (STAFF_MFA=required, the default): setting up the second factor
 * is the first screen after the first sign-in and nothing else opens before it; later sign-ins
 * ask for the code; the Security page changes the password with strength feedback and lists the
 * sessions.
 */
const ADMIN = { username: 'admin', password: 'tidal-quartz-lantern-42' };
const { urlOf, openPage } = useBrowserApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});
let secret = '';

async function fillSignIn(page: Page, password = ADMIN.password) {
  await page.goto(urlOf('/admin'));
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('two-step sign-in in the browser', () => {
  it(
    'is the first screen after the first sign-in: QR code, secret, code, recovery codes once',
    async () => {
      const page = await openPage();
      await fillSignIn(page);
      await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/enrol');
      // Nothing else opens before it: the dashboard sends the session back here.
      await page.goto(urlOf('/admin/dashboard'));
      await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/enrol');
      const refused = await page.evaluate(async () => (await fetch('/api/quotes')).status);
      expect(refused).toBe(403);

      // Each visit to the screen starts with a fresh secret (nothing is on until confirmed).
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await expectNoSeriousAxeViolations(page, 'two-step enrolment');

      await page.getByLabel('Code from the app').fill('000000');
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      await page.getByRole('alert').getByText('That code did not match').waitFor();
      await page.getByLabel('Code from the app').fill(await freshCode(secret));
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      const continueButton = page.getByRole('button', { name: 'Continue to the dashboard' });
      expect(await continueButton.isDisabled()).toBe(true);
      await page.getByLabel('I have saved my recovery codes').check();
      await continueButton.click();
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      expect(await page.evaluate(async () => (await fetch('/api/quotes')).status)).toBe(200);
    },
    TIMEOUT_MS * 2,
  );

  it(
    'asks for the code after the password on later sign-ins',
    async () => {
      const page = await openPage();
      await fillSignIn(page);
      const code = page.getByLabel('Verification code');
      await code.waitFor();
      await code.fill('123456');
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.getByRole('alert').getByText('Invalid credentials. Please try again.').waitFor();
      await code.fill(await freshCode(secret));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      markStepSpent(secret);
    },
    TIMEOUT_MS * 2,
  );

  it(
    'changes the password on the Security page with strength feedback, and lists the sessions',
    async () => {
      const page = await openPage();
      await fillSignIn(page);
      await page.getByLabel('Verification code').fill(await freshCode(secret));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await page.getByRole('link', { name: 'Security' }).click();
      await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();

      const sessions = page.getByRole('list', { name: 'My sessions' });
      await sessions.getByText('This session').waitFor();
      // The other browsers' sessions are listed and can end.
      expect(await sessions.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      await page
        .getByRole('region', { name: 'Two-step sign-in' })
        .getByText('On', { exact: true })
        .waitFor();
      await expectNoSeriousAxeViolations(page, 'security page');

      await page.getByLabel('Current password').fill(ADMIN.password);
      await page.getByLabel('New password', { exact: true }).fill('password1234');
      await page.getByText('too easy to guess').waitFor();
      const save = page.getByRole('button', { name: 'Change password' });
      expect(await save.isDisabled()).toBe(true);
      await page.getByLabel('New password', { exact: true }).fill('maple-rocket-violet-93');
      await page.getByLabel('Repeat the new password').fill('maple-rocket-violet-93');
      await page
        .getByText(/Strong|Very strong/)
        .first()
        .waitFor();
      await save.click();
      await page.getByText('Password changed').waitFor();
      // The other sessions ended: only this one is left.
      await expect
        .poll(async () => sessions.getByRole('listitem').count(), { timeout: 10_000 })
        .toBe(1);
      // The admin's part: every account, with its two-step status.
      await page
        .getByRole('table', { name: 'Staff accounts' })
        .getByRole('row', { name: /admin/ })
        .waitFor();
    },
    TIMEOUT_MS * 2,
  );
});
