import { describe, expect, it } from 'vitest';
import { screenshot, TIMEOUT_MS, useBrowserApp, VIEWPORTS } from '../support/browser.ts';

/**
 * Browser journey of a homeowner: request a free quote through the three-step wizard, then
 * track it with the estimate number the site shows. Runs against the real product (embedded
 * mode, temporary data directory) serving the built web app.
 */
const { desktop: DESKTOP, phone: MOBILE } = VIEWPORTS;

const { urlOf, openPage } = useBrowserApp();

/** A date a week from now as YYYY-MM-DD, as a date input expects. */
function nextWeek(): string {
  const date = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('free quote and estimate tracking', () => {
  it(
    'submits the wizard, shows the estimate number and finds the estimate by it',
    async () => {
      const page = await openPage(DESKTOP);
      await page.goto(urlOf('/'));
      await page.getByRole('heading', { name: 'Get Your Free Quote' }).waitFor();
      await screenshot(page, 'home-1280');

      // Step 1: project details.
      await page.getByRole('link', { name: 'Free Estimate' }).click();
      const form = page.locator('#quote-form');
      await form.getByText('Fields marked * are required.').waitFor();
      await page.getByLabel('Service type').selectOption('roof-replacement');
      await page.getByLabel('Property type').selectOption('residential');
      await page.getByLabel('Current roof material').selectOption('shingles');
      await page.getByLabel('Roof age (years)').fill('18');
      await page
        .getByLabel('Project description')
        .fill('Shingles lifted after the last storm; a slow leak over the back bedroom.');
      await page.getByLabel(/veteran or active military/i).check();
      await page.getByRole('button', { name: 'Next Step' }).click();

      // Step 2: contact info.
      await page.getByLabel('First name').fill('Marina');
      await page.getByLabel('Last name').fill('Coastwell');
      await page.getByLabel('Phone', { exact: true }).fill('(904) 555-0199');
      await page.getByLabel('Email', { exact: true }).fill('marina.coastwell@example.com');
      await page.getByLabel('Street address').fill('12 Ocean Breeze Dr');
      await page.getByLabel('City').fill('Jacksonville Beach');
      expect(await page.getByLabel('State').inputValue()).toBe('FL');
      await page.locator('#quote-form').getByLabel('ZIP code').fill('32250');
      await page.getByRole('button', { name: 'Next Step' }).click();

      // Step 3: schedule, then submit. Nothing on it is required, and it does not say so.
      await page.getByLabel('Preferred date').fill(nextWeek());
      expect(await form.getByText('Fields marked * are required.').count()).toBe(0);
      await page.getByLabel('Preferred time').selectOption('morning');
      await page.getByLabel('Special instructions').fill('Side gate is open; friendly dog.');
      await page.getByRole('heading', { name: 'What happens next?' }).waitFor();
      await screenshot(page, 'wizard-step-3-1280');
      await page.getByRole('button', { name: 'Submit Quote Request' }).click();

      await page.getByText('Quote Request Submitted!').waitFor();

      // Back at step 1 with an empty form.
      const currentStep = page.locator('[aria-current="step"]');
      expect(await currentStep.textContent()).toContain('Project Details');
      await page.getByLabel('Service type').waitFor({ state: 'visible' });
      expect(await page.getByLabel('Service type').inputValue()).toBe('');
      const wizard = page.locator('#quote-form');
      expect(await wizard.getByRole('button', { name: 'Previous', exact: true }).count()).toBe(0);

      const confirmation = page.getByRole('region', { name: 'Request received' });
      const confirmationText = (await confirmation.textContent()) ?? '';
      const estimateNumber = /SFR-[A-Z0-9]+/.exec(confirmationText)?.[0];
      expect(estimateNumber).toBeDefined();
      await screenshot(page, 'quote-submitted-1280');

      // Track it, typing the number in lower case: the box forces upper case.
      await page.goto(urlOf('/estimate-tracker'));
      const numberBox = page.getByLabel('Estimate number');
      await numberBox.pressSequentially(String(estimateNumber).toLowerCase());
      expect(await numberBox.inputValue()).toBe(estimateNumber);
      await page.getByRole('button', { name: 'Search' }).click();

      const estimate = page.getByRole('region', { name: String(estimateNumber) });
      await estimate.waitFor();
      const details = (await estimate.textContent()) ?? '';
      expect(details).toContain('Quote Requested');
      expect(details).toContain('Marina Coastwell');
      expect(details).toContain('Pending');
      expect(details).toContain('Veteran discount');
      await screenshot(page, 'estimate-found-1280');

      const mobile = await openPage(MOBILE);
      await mobile.goto(urlOf(`/estimate-tracker?number=${estimateNumber}`));
      await mobile.getByRole('region', { name: String(estimateNumber) }).waitFor();
      await screenshot(mobile, 'estimate-found-390');
    },
    TIMEOUT_MS,
  );

  it(
    'asks for a number when blank and reports an unknown number as not found',
    async () => {
      const page = await openPage(MOBILE);
      await page.goto(urlOf('/'));
      await page.getByRole('heading', { name: 'Get Your Free Quote' }).waitFor();
      await screenshot(page, 'home-390');

      await page.goto(urlOf('/estimate-tracker'));
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText('Estimate Number Required').waitFor();
      await page.getByText('Please enter your estimate number to track your proposal.').waitFor();

      await page.getByLabel('Estimate number').fill('SFR-ZZZZZZZZ');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: 'Estimate Not Found' }).waitFor();
      await screenshot(page, 'estimate-not-found-390');
    },
    TIMEOUT_MS,
  );
});
