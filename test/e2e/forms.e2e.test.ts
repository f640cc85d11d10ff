import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  openQuoteWizard,
  postsTo,
  quoteFieldError,
  screenshot,
  TIMEOUT_MS,
  toast,
  useBrowserApp,
  VIEWPORTS,
} from '../support/browser.ts';

/**
 * The public forms in a real browser against the real product (embedded mode): the quote
 * wizard and the contact form checked with the contract schemas (react-hook-form), the
 * service-area warning under the wizard's ZIP, and the Radix toast (one at a time, 5 s).
 */
const { desktop: DESKTOP, phone: PHONE } = VIEWPORTS;
const { urlOf, openPage } = useBrowserApp();

const OUTSIDE_AREA = "We don't usually serve this ZIP code yet";

/** A date `days` from today as YYYY-MM-DD, as a date input expects. */
function dateIn(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Every toast on screen. */
const shownToasts = (page: Page) => page.getByRole('status').getByRole('listitem');

const openWizard = (page: Page) => openQuoteWizard(page, urlOf('/'));

/** Fills all three steps with a valid request, ending on step 3. */
async function fillValidRequest(wizard: Locator, zipCode = '32250') {
  await wizard.getByLabel('Service type').selectOption('roof-repair');
  await wizard.getByLabel('Property type').selectOption('residential');
  await wizard.getByRole('button', { name: 'Next Step' }).click();
  await wizard.getByLabel('First name').fill('Dolores');
  await wizard.getByLabel('Last name').fill('Pinecrest');
  await wizard.getByLabel('Phone', { exact: true }).fill('(904) 555-0177');
  await wizard.getByLabel('Email', { exact: true }).fill('dolores.pinecrest@example.com');
  await wizard.getByLabel('Street address').fill('48 Marsh Hen Ln');
  await wizard.getByLabel('City').fill('Fernandina Beach');
  await wizard.getByLabel('ZIP code').fill(zipCode);
  await wizard.getByRole('button', { name: 'Next Step' }).click();
  await wizard.getByLabel('Preferred date').waitFor();
}

describe('the quote wizard', () => {
  it(
    "shows the schema's messages on an invalid submit, then sends a valid request",
    async () => {
      const page = await openPage(DESKTOP);
      const quotes = postsTo(page, '/api/quotes');
      const wizard = await openWizard(page);

      // Nothing is checked on the way through the steps; everything on submit.
      await wizard.getByLabel('Service type').selectOption('roof-repair');
      await wizard.getByRole('button', { name: 'Next Step' }).click();
      await wizard.getByLabel('Email', { exact: true }).fill('dolores@');
      await wizard.getByRole('button', { name: 'Next Step' }).click();
      expect(await quoteFieldError(wizard, 'email').count()).toBe(0);
      await wizard.getByRole('button', { name: 'Submit Quote Request' }).click();

      // Back on step 1, at the first bad field.
      await toast(page, 'Please check your details').waitFor();
      expect(await quoteFieldError(wizard, 'propertyType').textContent()).toBe(
        'Property type is required',
      );
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('quote-propertyType');
      expect(await wizard.getByLabel('Service type').inputValue()).toBe('roof-repair');
      expect(await wizard.getByLabel('Property type').getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'forms-wizard-errors-1280', { fullPage: false });

      await wizard.getByLabel('Property type').selectOption('residential');
      await wizard.getByRole('button', { name: 'Next Step' }).click();
      expect(await quoteFieldError(wizard, 'email').textContent()).toBe(
        'Enter a valid e-mail address',
      );
      expect(await quoteFieldError(wizard, 'firstName').textContent()).toBe(
        'First name is required',
      );
      expect(await wizard.getByLabel('Email', { exact: true }).inputValue()).toBe('dolores@');
      expect(quotes).toHaveLength(0);

      // Corrected, the same answers go out.
      await wizard.getByLabel('Email', { exact: true }).fill('dolores.pinecrest@example.com');
      await wizard.getByLabel('First name').fill('Dolores');
      await wizard.getByLabel('Last name').fill('Pinecrest');
      await wizard.getByLabel('Phone', { exact: true }).fill('(904) 555-0177');
      await wizard.getByLabel('Street address').fill('48 Marsh Hen Ln');
      await wizard.getByLabel('City').fill('Fernandina Beach');
      await wizard.getByLabel('ZIP code').fill('32034');
      expect(await quoteFieldError(wizard, 'email').count()).toBe(0);
      await wizard.getByRole('button', { name: 'Next Step' }).click();
      await wizard.getByLabel('Preferred date').fill(dateIn(7));
      await wizard.getByRole('button', { name: 'Submit Quote Request' }).click();
      await toast(page, 'Quote Request Submitted!').waitFor();
      expect(quotes).toHaveLength(1);
      expect(JSON.parse(quotes[0] ?? '{}')).toMatchObject({
        serviceType: 'roof-repair',
        propertyType: 'residential',
        email: 'dolores.pinecrest@example.com',
        city: 'Fernandina Beach',
        preferredDate: dateIn(7),
      });
      // Reset and back to step 1.
      expect(await page.locator('[aria-current="step"]').textContent()).toContain(
        'Project Details',
      );
      expect(await wizard.getByLabel('Service type').inputValue()).toBe('');
      await wizard.getByRole('region', { name: 'Request received' }).waitFor();
      await page.context().close();
    },
    TIMEOUT_MS,
  );

  it(
    'refuses a preferred date in the past at the date field',
    async () => {
      const page = await openPage(PHONE);
      const quotes = postsTo(page, '/api/quotes');
      const wizard = await openWizard(page);
      await fillValidRequest(wizard);
      await wizard.getByLabel('Preferred date').fill('2020-06-01');
      await wizard.getByRole('button', { name: 'Submit Quote Request' }).click();
      await quoteFieldError(wizard, 'preferredDate').waitFor();
      expect(await quoteFieldError(wizard, 'preferredDate').textContent()).toBe(
        'Preferred date cannot be in the past',
      );
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('quote-preferredDate');
      expect(quotes).toHaveLength(0);
      await screenshot(page, 'forms-wizard-past-date-390', { fullPage: false });
      await page.context().close();
    },
    TIMEOUT_MS,
  );

  it(
    'warns under a ZIP outside the service area and still sends the request',
    async () => {
      const page = await openPage(DESKTOP);
      const checks = postsTo(page, '/api/validate-service-area');
      const quotes = postsTo(page, '/api/quotes');
      const wizard = await openWizard(page);
      await wizard.getByLabel('Service type').selectOption('inspection');
      await wizard.getByLabel('Property type').selectOption('commercial');
      await wizard.getByRole('button', { name: 'Next Step' }).click();

      const zip = wizard.getByLabel('ZIP code');
      await zip.fill('32250');
      await zip.blur();
      await expect.poll(() => checks.length).toBe(1);
      await page.waitForTimeout(300);
      expect(await wizard.getByText(OUTSIDE_AREA).count()).toBe(0);

      await zip.fill('33101');
      await zip.blur();
      const warning = wizard.getByText(OUTSIDE_AREA);
      await warning.waitFor();
      expect(JSON.parse(checks.at(-1) ?? '{}')).toEqual({ zipCode: '33101' });
      // The warning describes the field, and is no error.
      const describedBy = (await zip.getAttribute('aria-describedby')) ?? '';
      expect(describedBy).toContain('quote-zipCode-warning');
      expect(await zip.getAttribute('aria-invalid')).toBeNull();
      await screenshot(page, 'forms-zip-warning-1280', { fullPage: false });

      await wizard.getByLabel('First name').fill('Rafael');
      await wizard.getByLabel('Last name').fill('Biscayne');
      await wizard.getByLabel('Phone', { exact: true }).fill('(305) 555-0123');
      await wizard.getByLabel('Email', { exact: true }).fill('rafael.biscayne@example.com');
      await wizard.getByLabel('Street address').fill('200 Brickell Bay Dr');
      await wizard.getByLabel('City').fill('Miami');
      await wizard.getByRole('button', { name: 'Next Step' }).click();
      await wizard.getByRole('button', { name: 'Submit Quote Request' }).click();
      await toast(page, 'Quote Request Submitted!').waitFor();
      expect(JSON.parse(quotes[0] ?? '{}')).toMatchObject({ zipCode: '33101', city: 'Miami' });
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});

describe('the contact form', () => {
  it(
    "shows the schema's messages, then sends and thanks the visitor",
    async () => {
      const page = await openPage(DESKTOP);
      const contacts = postsTo(page, '/api/contacts');
      await page.goto(urlOf('/'));
      const contact = page.locator('#contact');
      await contact.scrollIntoViewIfNeeded();
      const send = contact.getByRole('button', { name: 'Send Message' });
      await send.waitFor();

      await contact.getByLabel('Email address').fill('not-an-address');
      await send.click();
      await contact.locator('#contact-name-error').waitFor();
      expect(await contact.locator('#contact-name-error').textContent()).toBe('Name is required');
      expect(await contact.locator('#contact-email-error').textContent()).toBe(
        'Enter a valid e-mail address',
      );
      expect(await contact.locator('#contact-message-error').textContent()).toBe(
        'Message is required',
      );
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
      expect(contacts).toHaveLength(0);

      await contact.getByLabel('Your name').fill('Walt Saltmarsh');
      await contact.getByLabel('Phone number').fill('(904) 555-0164');
      await contact.getByLabel('Email address').fill('walt.saltmarsh@example.com');
      await contact
        .getByLabel('Message', { exact: true })
        .fill('Water stain on the ceiling after Tuesday night’s storm. Can someone look?');
      await send.click();
      await toast(page, 'Message Sent!').waitFor();
      expect(contacts).toHaveLength(1);
      expect(await contact.getByLabel('Your name').inputValue()).toBe('');
      expect(await contact.locator('#contact-email-error').count()).toBe(0);
      await screenshot(page, 'forms-contact-sent-1280', { fullPage: false });
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});

describe('the toast', () => {
  it(
    'shows one toast at a time, the newest, and leaves after about 5 s',
    async () => {
      const page = await openPage(DESKTOP);
      await page.goto(urlOf('/'));
      const about = page.locator('#about');
      await about.scrollIntoViewIfNeeded();
      const check = about.getByRole('button', { name: 'Check Availability' });

      await check.click();
      await toast(page, 'Zip Code Required').waitFor();
      await about.getByLabel('ZIP code').fill('32250');
      await check.click();
      await toast(page, 'Service Available!').waitFor();
      const shownAt = Date.now();
      expect(await shownToasts(page).count()).toBe(1);
      expect(await toast(page, 'Zip Code Required').count()).toBe(0);

      // Keep the pointer off the toast: hovering pauses its timer.
      await page.mouse.move(10, 10);
      await shownToasts(page).first().waitFor({ state: 'detached', timeout: 9000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThan(4000);
      expect(shownFor).toBeLessThan(7500);
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});

describe('accessibility', () => {
  it(
    'has no serious or critical axe violations on the home page with form errors and a toast',
    async () => {
      const page = await openPage(DESKTOP);
      const wizard = await openWizard(page);
      await wizard.getByRole('button', { name: 'Next Step' }).click();
      await wizard.getByLabel('ZIP code').fill('33101');
      await wizard.getByLabel('ZIP code').blur();
      await wizard.getByText(OUTSIDE_AREA).waitFor();
      await wizard.getByRole('button', { name: 'Next Step' }).click();
      await wizard.getByRole('button', { name: 'Submit Quote Request' }).click();
      await toast(page, 'Please check your details').waitFor();
      await quoteFieldError(wizard, 'serviceType').waitFor();
      await expectNoSeriousAxeViolations(page, 'home page, wizard errors and toast');
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});
