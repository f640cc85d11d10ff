import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp, VIEWPORTS } from '../support/browser.ts';
import { TRUTH_ADMIN as ADMIN, toast, useCustomerFixtures } from '../support/customer-fixtures.ts';
import { verifiedCookieFor, verifyInPage } from '../support/portal-verify.ts';
import { signInInBrowser } from '../support/staff-sign-in.ts';

/**
 * What a customer is told is true (issue 19), in a real browser: one status vocabulary on the
 * track page and both portals, a confirmed acceptance, questions and changes that leave the
 * estimate open (and reach the office).
 */
const { desktop: DESKTOP } = VIEWPORTS;

const { urlOf, openPage, running } = useBrowserApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});
const { createQuote, staffPatch, preparedQuote, estimateOf, openPortal } = useCustomerFixtures(
  urlOf,
  () => running().dataDir,
);
/** The customer's verified portal cookie (the code from the e-mail), for API answers. */
const verifiedCookie = (estimateNumber: string) =>
  verifiedCookieFor(urlOf(''), running().dataDir, estimateNumber);

describe('one status vocabulary on every customer screen', () => {
  it(
    'names work under way "Work in Progress" on the track page and both portals, never Processing or Complete',
    async () => {
      const { estimateNumber, id } = await preparedQuote();
      await staffPatch(id, { status: 'accepted' });
      await staffPatch(id, { status: 'in_progress' });
      const page = await openPage(DESKTOP);

      await page.goto(urlOf(`/estimate-tracker?number=${estimateNumber}`));
      const track = page.getByRole('region', { name: estimateNumber });
      await track.getByText('Work in Progress', { exact: true }).waitFor();
      expect(await track.textContent()).not.toContain('Processing');

      await openPortal(page, estimateNumber);
      await page.getByRole('main').getByText('Work in Progress', { exact: true }).first().waitFor();

      await page.goto(urlOf(`/project-status?number=${estimateNumber}`));
      const stops = page.getByRole('list', { name: 'Progress stops' });
      await stops.waitFor();
      expect(await stops.getByRole('listitem').allTextContents()).toEqual([
        'Requested (reached)',
        'Scheduled (reached)',
        'Estimated ✓ (reached)',
        'Complete (not yet)',
      ]);
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('90');
      const result = page.getByRole('region', { name: 'Roof Replacement' });
      expect(await result.textContent()).toContain('Work in Progress');
      expect(await result.textContent()).not.toContain('Completed');
    },
    TIMEOUT_MS,
  );

  it(
    'shows a declined estimate as Declined at the Estimated stop, not Complete',
    async () => {
      const { estimateNumber } = await preparedQuote();
      await fetch(urlOf(`/api/estimates/${estimateNumber}/response`), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: await verifiedCookie(estimateNumber),
        },
        body: JSON.stringify({ customerResponse: 'declined' }),
      });
      const page = await openPage(DESKTOP);
      await page.goto(urlOf(`/project-status?number=${estimateNumber}`));
      const stops = page.getByRole('list', { name: 'Progress stops' });
      await stops.waitFor();
      expect(await stops.getByRole('listitem').allTextContents()).toEqual([
        'Requested (reached)',
        'Scheduled (reached)',
        'Declined (reached)',
        'Complete (not yet)',
      ]);
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    },
    TIMEOUT_MS,
  );

  it(
    'shows the visit date at Site Visit Scheduled, in Eastern time',
    async () => {
      const { estimateNumber, id } = await createQuote();
      const visit = new Date(Date.now() + 6 * 86_400_000);
      visit.setUTCHours(18, 0, 0, 0); // 1 or 2 PM in Jacksonville
      await staffPatch(id, { scheduledDate: visit.toISOString() });
      const eastern = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }).format(visit);
      // A browser in another zone still reads the Florida day and time.
      const page = await openPage(DESKTOP, { timezoneId: 'Asia/Tokyo' });
      await page.goto(urlOf(`/estimate-tracker?number=${estimateNumber}`));
      const track = page.getByRole('region', { name: estimateNumber });
      await track.getByText('Site Visit Scheduled', { exact: true }).waitFor();
      expect(await track.textContent()).toMatch(
        new RegExp(`Site visit: ${eastern} at (1|2):00 PM ET`),
      );
      await page.goto(urlOf(`/project-status?number=${estimateNumber}`));
      const stops = page.getByRole('list', { name: 'Progress stops' });
      await stops.waitFor();
      expect(await stops.textContent()).toContain(`${eastern} at`);
    },
    TIMEOUT_MS,
  );
  it(
    'shows an estimate prepared 31 days ago as Estimate Expired, never a green Estimate Ready, with no answer offered',
    async () => {
      const { estimateNumber, id } = await preparedQuote();
      // No API moves the clock: the preparation is set back 31 days in the product's database.
      const database = running().gateway.runtime?.database;
      if (!database) throw new Error('the embedded product has no database');
      await database.db.execute(
        sql`UPDATE quote.quotes SET estimate_prepared_at = now() - interval '31 days 2 hours' WHERE id = ${id}`,
      );
      const page = await openPage(DESKTOP);
      await page.goto(urlOf(`/estimate-tracker?number=${estimateNumber}`));
      const track = page.getByRole('region', { name: estimateNumber });
      await track.getByText('Estimate Expired').first().waitFor();
      expect(await track.textContent()).not.toContain('Estimate Ready');
      expect(await page.getByRole('heading', { name: 'Respond to your estimate' }).count()).toBe(0);

      const answer = await fetch(urlOf(`/api/estimates/${estimateNumber}/response`), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: await verifiedCookie(estimateNumber),
        },
        body: JSON.stringify({ customerResponse: 'accepted' }),
      });
      expect(answer.status).toBe(409);

      await openPortal(page, estimateNumber);
      await page.getByRole('main').getByText('Estimate Expired').first().waitFor();
      expect(await page.getByRole('button', { name: 'Accept & Schedule Work' }).count()).toBe(0);
    },
    TIMEOUT_MS,
  );
});

describe('answering an estimate', () => {
  it(
    'keeps the estimate open after questions, then accepts only after the confirmation',
    async () => {
      const { estimateNumber } = await preparedQuote();
      const page = await openPage(DESKTOP);
      // The customer confirmed the e-mailed code in this browser (issue 20).
      await verifyInPage(page, urlOf(''), running().dataDir, estimateNumber);
      await page.goto(urlOf(`/estimate-tracker?number=${estimateNumber}`));
      await page.getByLabel(/I have questions/).check();
      await page.getByLabel('Notes (optional)').fill('Are gutters included?');
      await page.getByRole('button', { name: 'Submit Response' }).click();
      await toast(page, 'Response Submitted').waitFor();
      // Still answerable: the form and the validity card stay.
      await page.getByRole('heading', { name: 'Respond to your estimate' }).waitFor();
      await page.getByText(/^Answer by \w+day, \w+ \d{1,2}, \d{4} at 11:59 PM ET$/).waitFor();

      await page.getByLabel(/Accept estimate/).check();
      await page.getByRole('button', { name: 'Submit Response' }).click();
      const dialog = page.getByRole('dialog', { name: `Accept estimate ${estimateNumber}?` });
      await dialog.waitFor();
      const words = (await dialog.textContent()) ?? '';
      for (const part of ['$14,250.50', 'Terms', 'What happens next', 'Full tear-off'])
        expect(words).toContain(part);
      await dialog.getByRole('button', { name: 'Go back' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await estimateOf(estimateNumber)).customerResponse).toBe('questions');

      await page.getByRole('button', { name: 'Submit Response' }).click();
      await dialog.getByRole('button', { name: 'Yes, accept for $14,250.50' }).click();
      await toast(page, 'Response Submitted').waitFor();
      expect(await estimateOf(estimateNumber)).toMatchObject({
        status: 'accepted',
        customerResponse: 'accepted',
      });
      // Once accepted, no validity card and no form.
      await page.getByText('Accepted', { exact: true }).first().waitFor();
      expect(await page.getByTestId('estimate-validity').count()).toBe(0);
    },
    TIMEOUT_MS,
  );

  it(
    'asks what to change, acknowledges changes, and still lets the customer accept with a confirmation',
    async () => {
      const { estimateNumber } = await preparedQuote();
      const page = await openPage(DESKTOP);
      await openPortal(page, estimateNumber);
      await page.getByRole('button', { name: 'Request Changes' }).click();
      await page.getByRole('button', { name: 'Send Requested Changes' }).click();
      await page.getByText('Please tell us what you would like changed').waitFor();
      await page.getByLabel('What would you like changed?').fill('Metal instead of shingles.');
      await page.getByRole('button', { name: 'Send Requested Changes' }).click();
      const ack = toast(page, 'Changes Received');
      await ack.waitFor();
      expect(await ack.textContent()).toContain('changes you asked for');
      expect(await ack.textContent()).not.toContain('questions');
      await page.getByText('Metal instead of shingles.').waitFor();

      await page.getByRole('button', { name: 'Accept & Schedule Work' }).click();
      const dialog = page.getByRole('dialog', { name: `Accept estimate ${estimateNumber}?` });
      expect(await dialog.textContent()).toContain('$14,250.50');
      expect((await estimateOf(estimateNumber)).status).toBe('estimate_prepared');
      await dialog.getByRole('button', { name: 'Yes, accept for $14,250.50' }).click();
      await toast(page, 'Status Updated').waitFor();
      await page.getByRole('main').getByText('Accepted', { exact: true }).first().waitFor();
      expect((await estimateOf(estimateNumber)).status).toBe('accepted');
    },
    TIMEOUT_MS,
  );

  it(
    'shows the office the changes the customer asked for in the dashboard',
    async () => {
      const { estimateNumber } = await preparedQuote();
      const customer = await openPage(DESKTOP);
      await openPortal(customer, estimateNumber);
      await customer.getByRole('button', { name: 'Request Changes' }).click();
      await customer.getByLabel('What would you like changed?').fill('Add two skylights.');
      await customer.getByRole('button', { name: 'Send Requested Changes' }).click();
      await toast(customer, 'Changes Received').waitFor();

      const office = await openPage(DESKTOP);
      await office.goto(urlOf('/admin'));
      await signInInBrowser(office, ADMIN);
      await office.getByLabel('Search quotes').fill(estimateNumber);
      const list = office.getByRole('region', { name: 'Quotes', exact: true });
      await list.getByRole('button', { name: new RegExp(estimateNumber) }).click();
      const workspace = office.getByRole('region', { name: `Quote ${estimateNumber}` });
      await workspace.getByText('Changes requested (estimate still open)').waitFor();
      await workspace.getByText('Add two skylights.').waitFor();
    },
    TIMEOUT_MS,
  );
});
