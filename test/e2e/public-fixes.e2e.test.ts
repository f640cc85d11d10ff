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

describe('the floating FAQ button', () => {
  it(
    "steps aside on a phone when it would cover the reviews' next arrow",
    async () => {
      const page = await site.openPage(VIEWPORTS.phone);
      await page.goto(site.urlOf('/'));
      const next = page.getByRole('button', { name: 'Next review' });
      await next.waitFor();
      const launcher = page.getByRole('button', { name: 'FAQ', exact: true });
      await launcher.waitFor();
      // Bring the arrow to the height of the floating button (instantly: the page scrolls smoothly).
      await page.evaluate(() => {
        const arrow = document.querySelector('[aria-label="Next review"]');
        const fab = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'FAQ',
        );
        if (!arrow || !fab) throw new Error('missing elements');
        const top =
          window.scrollY + arrow.getBoundingClientRect().top - fab.getBoundingClientRect().top;
        window.scrollTo({ top, behavior: 'instant' });
      });
      await page.waitForFunction(() => {
        const arrow = document.querySelector('[aria-label="Next review"]');
        if (!arrow) return false;
        const box = arrow.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && arrow.contains(hit);
      });
      // Away from the arrow the button is back.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.waitForFunction(() => {
        const fab = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'FAQ',
        );
        return fab !== undefined && !fab.hasAttribute('data-out-of-the-way');
      });
      expect(await launcher.isVisible()).toBe(true);
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});
