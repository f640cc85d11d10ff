import { mkdir } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  launchChromium,
  TIMEOUT_MS,
  toast,
  VIEWPORTS,
  type Viewport,
} from '../support/browser.ts';
import { inspectionRequest, waitFor } from '../support/factories.ts';
import { header, mailbox } from '../support/mailbox.ts';
import { signInInBrowser } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * The ColdShield refrigeration-roof offer (/coldshield-offer) in a real browser against the real
 * product (embedded mode): its sections, the one-at-a-time FAQ, the lead form's checks, pending
 * state, toasts and clearing, the two e-mails a lead produces, and staff moving the lead on in
 * the dashboard's Leads view.
 */
const ADMIN = { username: 'coldshield-admin', password: 'coldshield-e2e-password-2026' };
const OFFICE = 'office@shorefrontroofing.com';
const SHOTS = '/tmp/shots';
const TIME_ZONE = 'America/New_York';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startEmbeddedApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchChromium();
  await mkdir(SHOTS, { recursive: true });
}, TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const urlOf = (path: string) => new URL(path, app.url).href;
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${SHOTS}/H1-${name}.png`, fullPage });

async function openOffer(viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport, timezoneId: TIME_ZONE });
  const page = await context.newPage();
  await page.goto(urlOf('/coldshield-offer'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

const leadForm = (page: Page) => page.getByRole('form', { name: /FREE thermal scan/ });
const faqButtons = (page: Page) =>
  page.getByRole('region', { name: 'Questions facility managers ask' }).getByRole('button');
const expandedOf = async (buttons: Locator) =>
  Promise.all((await buttons.all()).map((button) => button.getAttribute('aria-expanded')));

async function fillLead(form: Locator, lead: { name: string; email: string; address: string }) {
  await form.getByLabel('Your name').fill(lead.name);
  await form.getByLabel('Phone number').fill('(904) 555-0143');
  await form.getByLabel('Email address').fill(lead.email);
  await form.getByLabel('Facility address').fill(lead.address);
  await form
    .getByLabel(/Additional details/)
    .fill('Two freezer rooms at -10 °F, 48,000 sq ft roof.');
}

/** A staff member signed in on the dashboard. */
async function openDashboard(): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: TIME_ZONE });
  const staff = await context.newPage();
  await staff.goto(urlOf('/admin'));
  await signInInBrowser(staff, ADMIN);
  await staff.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return staff;
}

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(urlOf(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

describe('the ColdShield offer page', () => {
  it(
    'shows the offer, its sections and a one-at-a-time FAQ',
    async () => {
      const page = await openOffer(VIEWPORTS.desktop);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('14-day');
      expect(await page.title()).toContain('ColdShield');
      // The urgency note appears twice: the banner and the closing call to action.
      expect(await page.getByText(/only 12 spots are available this month/i).count()).toBe(2);
      const benefits = page.getByRole('region', { name: /Why facility owners choose/ });
      expect(await benefits.getByRole('listitem').count()).toBe(3);
      expect(await benefits.textContent()).toContain('Up to 40%');
      const testimonials = page.getByRole('region', { name: 'Trusted by 500+ facilities' });
      expect(await testimonials.getByRole('figure').count()).toBe(3);
      const call = page
        .getByRole('region', { name: 'Stop paying to cool the sky' })
        .getByRole('link', { name: /^Call \(/ });
      expect(await call.getAttribute('href')).toMatch(/^tel:\d{10}$/);

      // The hero's button brings the form into view with the cursor in its first field.
      await page.getByRole('button', { name: /Claim Your FREE \$500 Thermal Scan/ }).click();
      await waitFor(
        () => page.evaluate(() => document.activeElement?.id === 'lead-name'),
        5000,
        'the name field to get focus',
      );
      await waitFor(() => leadForm(page).isVisible(), 5000, 'the form in view');

      const buttons = faqButtons(page);
      expect(await buttons.count()).toBe(5);
      expect(await expandedOf(buttons)).toEqual(Array(5).fill('false'));
      await buttons.nth(0).click();
      expect(await expandedOf(buttons)).toEqual(['true', 'false', 'false', 'false', 'false']);
      await buttons.nth(2).click();
      expect(await expandedOf(buttons)).toEqual(['false', 'false', 'true', 'false', 'false']);
      const panel = page.locator(`#${await buttons.nth(2).getAttribute('aria-controls')}`);
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.textContent()).toContain('up to 40%');
      await buttons.nth(2).scrollIntoViewIfNeeded();
      await shot(page, 'accordion', false);
      // Clicking the open question closes it.
      await buttons.nth(2).click();
      expect(await expandedOf(buttons)).toEqual(Array(5).fill('false'));
      expect(await panel.isVisible()).toBe(false);

      await buttons.nth(4).click();
      await expectNoSeriousAxeViolations(page, '/coldshield-offer at 1280 px');
      // Back at the top, so the sticky header is where a visitor sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'offer-desktop');
      await page.context().close();
    },
    TIMEOUT_MS,
  );

  it.each([
    ['phone', VIEWPORTS.phone],
    ['narrow', VIEWPORTS.narrow],
  ] as const)(
    'fits a %s screen without sideways scrolling and passes axe',
    async (name, viewport) => {
      const page = await openOffer(viewport);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page, `/coldshield-offer at ${viewport.width} px`);
      await shot(page, `offer-${name}`);
      await page.context().close();
    },
    TIMEOUT_MS,
  );

  it(
    "names the bad fields, shows the server's failure, and keeps what was typed",
    async () => {
      const page = await openOffer(VIEWPORTS.desktop);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/coldshield-leads'))
          posts.push(request.postData() ?? '');
      });
      const form = leadForm(page);
      await form.getByRole('button', { name: 'Claim My Free Thermal Scan' }).click();
      expect(await page.locator('#lead-name-error').textContent()).toBe('Name is required');
      expect(await page.locator('#lead-address-error').textContent()).toBe(
        'Facility address is required',
      );
      expect(await page.locator('#lead-phone-error').count()).toBe(1);
      expect(await page.locator('#lead-email-error').count()).toBe(1);
      expect(await page.locator('#lead-message-error').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('lead-name');
      expect(await form.getByLabel('Email address').getAttribute('type')).toBe('email');
      await form.getByLabel('Email address').fill('ops@');
      await form.getByRole('button', { name: 'Claim My Free Thermal Scan' }).click();
      expect(await page.locator('#lead-email-error').textContent()).toBe(
        'Enter a valid e-mail address',
      );
      expect(posts).toHaveLength(0);

      // The server refuses a field: its message shows at that field; the failure toast shows.
      await page.route('**/api/coldshield-leads', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Check the highlighted fields',
              fields: { address: 'Facility address contains characters that are not allowed' },
            },
          }),
        }),
      );
      await fillLead(form, {
        name: 'Renata Pruitt',
        email: 'renata.pruitt@example.com',
        address: '2200 Dock St, Jacksonville, FL 32206',
      });
      const submit = form.getByRole('button', { name: 'Claim My Free Thermal Scan' });
      await submit.click();
      await toast(page, 'Error').waitFor();
      await page
        .getByText('Failed to submit your request. Please try again or call us directly.')
        .waitFor();
      expect(await page.locator('#lead-address-error').textContent()).toBe(
        'Facility address contains characters that are not allowed',
      );
      expect(await submit.isEnabled()).toBe(true);
      expect(await form.getByLabel('Your name').inputValue()).toBe('Renata Pruitt');
      await page.context().close();
    },
    TIMEOUT_MS,
  );

  it(
    'sends a lead: SUBMITTING..., the toast, a cleared form and both e-mails',
    async () => {
      const page = await openOffer(VIEWPORTS.desktop);
      const email = `cold.${Date.now()}@example.com`;
      const address = '7410 Talleyrand Ave, Jacksonville, FL 32208';
      const form = leadForm(page);
      await fillLead(form, { name: 'Dwayne Okafor', email, address });

      // Hold the request so the pending state can be seen, then let it through.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/coldshield-leads', async (route) => {
        await held;
        await route.continue();
      });
      await form.getByRole('button', { name: 'Claim My Free Thermal Scan' }).click();
      const pending = form.getByRole('button', { name: 'SUBMITTING...' });
      await pending.waitFor();
      expect(await pending.isDisabled()).toBe(true);
      release();

      await toast(page, 'Success! 🎉').waitFor();
      await page
        .getByText(
          "Your FREE thermal scan request has been submitted! We'll contact you within 24 hours.",
        )
        .waitFor();
      for (const label of ['Your name', 'Phone number', 'Email address', 'Facility address'])
        expect(await form.getByLabel(label).inputValue()).toBe('');
      expect(await form.getByLabel(/Additional details/).inputValue()).toBe('');
      await shot(page, 'success-toast', false);

      // The office is alerted (Reply-To the lead) and the lead is acknowledged, once each.
      const alert = await waitFor(
        async () =>
          (await mailbox(app.dataDir).to(OFFICE)).find((mail) => mail.text.includes(address)),
        15_000,
        'the office alert',
      );
      expect(header(alert, 'Subject')).toContain(
        'ColdShield thermal scan request from Dwayne Okafor',
      );
      expect(header(alert, 'Reply-To')).toContain(email);
      const acknowledgements = await waitFor(
        async () => {
          const mails = await mailbox(app.dataDir).to(email);
          return mails.length > 0 ? mails : undefined;
        },
        15_000,
        'the acknowledgement',
      );
      expect(acknowledgements).toHaveLength(1);
      expect(acknowledgements[0]?.text).toContain('Hi Dwayne,');
      // Nothing the lead wrote is echoed back to an unverified address.
      expect(acknowledgements[0]?.text).not.toContain('freezer rooms at -10');
      await page.context().close();

      // Staff find the lead in the Leads view and mark it contacted.
      const staff = await openDashboard();
      const leads = staff.getByRole('region', { name: 'Leads', exact: true });
      await leads.getByRole('tab', { name: 'Refrigeration-roof leads' }).click();
      const item = leads.getByRole('listitem').filter({ hasText: address });
      await item.waitFor();
      expect(await item.textContent()).toContain('Status: Thermal scan requested');
      expect(await item.textContent()).toContain(email);
      await item.getByLabel('New status').selectOption('contacted');
      await item.getByLabel('Estimated savings ($/year)').fill('18400');
      await item.getByRole('button', { name: 'Save lead' }).click();
      await toast(staff, 'Lead Updated').waitFor();
      await item.getByText('Status: Contacted', { exact: true }).waitFor();
      await item.getByText('$18,400.00 / year').waitFor();
      // The editor starts again from what was stored.
      expect(await item.getByLabel('Estimated savings ($/year)').inputValue()).toBe('18400.00');
      expect(await item.getByLabel('New status').inputValue()).toBe('');
      await item.scrollIntoViewIfNeeded();
      await shot(staff, 'dashboard-leads', false);

      // The other tabs answer too: empty lists say so.
      await leads.getByRole('tab', { name: 'Instant quotes' }).click();
      await leads.getByText('No instant quotes yet').waitFor();
      await leads.getByRole('tab', { name: 'Inspection requests' }).click();
      await leads.getByText('No inspection requests yet').waitFor();
      await expectNoSeriousAxeViolations(staff, 'dashboard Leads view');
      await staff.context().close();
    },
    TIMEOUT_MS,
  );

  it(
    'lets staff schedule an inspection and turn an instant quote into a quote request once',
    async () => {
      const inspection = await post('/api/inspection-requests', inspectionRequest());
      // No phone, city or ZIP: staff must add them before converting.
      const instant = await post('/api/instant-quotes', {
        customerName: 'Lionel Ashby',
        customerEmail: `lionel.${Date.now()}@example.com`,
        address: '318 Ocean Front',
        roofSquares: 24,
      });
      const staff = await openDashboard();
      const leads = staff.getByRole('region', { name: 'Leads', exact: true });

      await leads.getByRole('tab', { name: 'Inspection requests' }).click();
      const visit = leads
        .getByRole('listitem')
        .filter({ hasText: String(inspection.requestNumber) });
      await visit.getByLabel('Scheduled visit').fill('2030-12-09T09:30');
      await visit.getByLabel('Assigned to').fill('Tomas Reyes');
      await visit.getByRole('button', { name: 'Save inspection' }).click();
      await toast(staff, 'Inspection Updated').waitFor();
      await visit.getByText('Status: Scheduled', { exact: true }).waitFor();
      await visit.getByText(/assigned to Tomas Reyes/).waitFor();
      expect(await visit.textContent()).toContain('Dec 9, 2030, 9:30 AM ET');

      await leads.getByRole('tab', { name: 'Instant quotes' }).click();
      const quote = leads.getByRole('listitem').filter({ hasText: String(instant.estimateNumber) });
      expect(await quote.textContent()).toContain('24 squares × $550 = $13,200');
      const convert = quote.getByRole('button', { name: 'Convert to quote request' });
      await convert.click();
      await toast(staff, 'Error').waitFor();
      expect(await quote.locator(`[id$="-city-error"]`).textContent()).toContain('City is needed');
      await quote.getByLabel('Phone').fill('(904) 555-0190');
      await quote.getByLabel('City').fill('Neptune Beach');
      await quote.getByLabel('ZIP code').fill('32266');
      await convert.click();
      // The quote service numbers the request from the conversion's event; the notice names it.
      const notice = quote.getByRole('status').filter({
        hasText: new RegExp(`^${instant.estimateNumber} is now quote request SFR-\\w{8} for`),
      });
      await notice.waitFor();
      const sfr = /SFR-\w{8}/.exec((await notice.textContent()) ?? '')?.[0];
      const found = await staff.request.get(urlOf(`/api/quotes?search=${sfr}`));
      expect(((await found.json()) as { email: string }[])[0]?.email).toBe(instant.customerEmail);
      // The dashboard's quote list shows it at once (read again, not at its 30 s refresh).
      await staff
        .getByRole('region', { name: 'Quotes', exact: true })
        .getByRole('button', { name: new RegExp(sfr ?? 'SFR-') })
        .waitFor({ timeout: 10_000 });
      // Seen again later (a reload): the converted instant quote still names its request.
      await staff.reload();
      await leads.getByRole('tab', { name: 'Instant quotes' }).click();
      await quote.getByText(`Became quote request ${sfr}.`).waitFor();
      const done = quote.getByRole('button', { name: 'Converted to quote request' });
      await done.waitFor();
      expect(await done.isDisabled()).toBe(true);
      await quote.getByText('Status: Converted', { exact: true }).waitFor();
      await quote.scrollIntoViewIfNeeded();
      await shot(staff, 'dashboard-instant-quotes', false);
      await staff.context().close();
    },
    TIMEOUT_MS,
  );
});
