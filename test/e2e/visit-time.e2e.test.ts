import {
  addCalendarDays,
  easternInstant,
  easternToday,
  formatEastern,
  type Quote,
} from '@roofing/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, TIMEOUT_MS, VIEWPORTS } from '../support/browser.ts';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { header, mailbox } from '../support/mailbox.ts';
import { signInInBrowser } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Times are Florida times (shared/SPEC-DECISIONS.md): a staff member whose browser runs on UTC
 * books the site visit at 09:30 in the dashboard's field labelled ET, and the customer is told
 * 9:30 AM ET (not 4:30 AM) in the scheduling e-mail, on the track page and in the progress
 * portal, read from a browser on UTC as well. A visit in the past is refused in the form.
 */
const ADMIN = { username: 'visit-time-admin', password: 'visit-time-e2e-password-2026' };
const CUSTOMER = 'visit.time.e2e@example.com';

let app: RunningApp;
let browser: Browser;
let staff: Page;
let customer: Page;
let quote: Quote;

// A week ahead in Florida, so the visit is never in the past whatever the hour of the run.
const visitDay = addCalendarDays(easternToday(), 7);
const visitInWords = formatEastern(
  easternInstant(`${visitDay}T12:00`) as Date,
  'EEEE, MMMM d, yyyy',
);

beforeAll(async () => {
  app = await startEmbeddedApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchChromium();
  const open = async () =>
    (await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: 'UTC' })).newPage();
  staff = await open();
  customer = await open();
  const created = await fetch(new URL('/api/quotes', app.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest({ email: CUSTOMER, firstName: 'Ines', lastName: 'Palmer' })),
  });
  expect(created.status).toBe(201);
  quote = (await created.json()) as Quote;
}, TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const urlOf = (path: string) => new URL(path, app.url).href;

/** The quote's workspace in the dashboard, signed in, on its Admin Actions tab. */
async function adminActions(page: Page) {
  await page.goto(urlOf('/admin'));
  await signInInBrowser(page, ADMIN);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.getByLabel('Search quotes').fill(quote.estimateNumber);
  const list = page.getByRole('region', { name: 'Quotes', exact: true });
  await list.getByRole('button', { name: new RegExp(quote.estimateNumber) }).click();
  const workspace = page.getByRole('region', { name: `Quote ${quote.estimateNumber}` });
  await workspace.getByRole('tab', { name: 'Admin Actions' }).click();
  return workspace;
}

describe.sequential('a site visit booked from a browser on UTC', () => {
  it(
    'is typed as Eastern time in a field labelled ET, and a past time is refused there',
    async () => {
      expect(await staff.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'UTC',
      );
      const workspace = await adminActions(staff);
      const field = workspace.getByLabel('Visit date and time (ET)');
      await field.waitFor();

      // Yesterday at 09:30 in Florida has passed: the form says so and sends nothing.
      await field.fill(`${addCalendarDays(easternToday(), -1)}T09:30`);
      await workspace.getByRole('button', { name: 'Schedule Visit' }).click();
      await workspace.getByText('Site visit cannot be in the past').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');

      await field.fill(`${visitDay}T09:30`);
      await workspace.getByRole('button', { name: 'Schedule Visit' }).click();
      await staff.getByText(`${quote.estimateNumber} is now Site Visit Scheduled.`).waitFor();
      expect(await workspace.getByText('Site visit cannot be in the past').count()).toBe(0);

      await workspace.getByRole('tab', { name: 'Quote Details' }).click();
      await workspace
        .getByText(/9:30 AM ET/)
        .first()
        .waitFor();
      await workspace.getByRole('tab', { name: 'Admin Actions' }).click();
      expect(await workspace.getByLabel('Visit date and time (ET)').inputValue()).toBe(
        `${visitDay}T09:30`,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'reaches the customer as 9:30 AM ET in the e-mail, on the track page and in the portal',
    async () => {
      const mail = await waitFor(
        async () =>
          (await mailbox(app.dataDir).to(CUSTOMER)).find((candidate) =>
            (header(candidate, 'Subject') ?? '').startsWith('Your roof inspection is scheduled'),
          ),
        10_000,
        'the scheduling e-mail',
      );
      expect(mail.text).toContain(`Visit: ${visitInWords} at 9:30 AM ET`);
      expect(mail.text).not.toContain('4:30 AM');

      const told = `${visitInWords} at 9:30 AM ET`;
      await customer.goto(urlOf(`/estimate-tracker?number=${quote.estimateNumber}`));
      const tracked = customer.getByRole('region', { name: quote.estimateNumber });
      // Told twice on the page: in the next-step box and in the estimate's details.
      await tracked.getByText(told).first().waitFor();

      await customer.goto(urlOf(`/project-status?number=${quote.estimateNumber}`));
      await customer.getByText(told).first().waitFor();
      expect(await customer.getByRole('main').textContent()).not.toContain('4:30 AM');
    },
    TIMEOUT_MS,
  );
});
