import { describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp, VIEWPORTS } from '../support/browser.ts';

/** Public-site faults found by trying the site as a new visitor would. */
const site = useBrowserApp();

describe('the service-area check', () => {
  it(
    "shows the server's own message for a mistyped ZIP, at the field",
    async () => {
      const page = await site.openPage(VIEWPORTS.desktop);
      await page.goto(site.urlOf('/'));
      const field = page.getByLabel('ZIP code', { exact: true });
      await field.scrollIntoViewIfNeeded();
      await field.fill('3225');
      await page.getByRole('button', { name: 'Check Availability' }).click();
      const message = page.locator('#service-area-zip-error');
      await message.waitFor();
      expect(await message.textContent()).toBe('Enter a 5-digit ZIP code, like 32250');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText('Failed to validate service area').count()).toBe(0);
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});
