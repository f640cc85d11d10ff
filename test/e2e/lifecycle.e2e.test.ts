import { mkdir } from 'node:fs/promises';
import { businessToday } from '@roofing/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, TIMEOUT_MS, VIEWPORTS } from '../support/browser.ts';
import { addDays, waitFor } from '../support/factories.ts';
import { header, type Mail, mailbox } from '../support/mailbox.ts';
import { completeBrowserSignIn } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * The whole quote lifecycle in a real browser, through the UI wherever one exists: a homeowner
 * requests a quote in the landing page's wizard; staff sign in, schedule (and move) the site
 * visit and prepare the estimate in Admin Actions; the homeowner finds it on the track page and
 * in both portals, accepts it and writes to the team; staff answer in Communication; the
 * homeowner reads the answer. Every e-mail of the loop must arrive, and arrive once.
 * Issue 19's loop: the staff browser runs on UTC yet books the visit in Florida time; the homeowner
 * asks questions, the office revises the estimate, the homeowner accepts the revised one; the job
 * is completed after a confirmation, then re-opened (its warranties voided, nobody told twice).
 */
const ADMIN = { username: 'lifecycle-admin', password: 'lifecycle-e2e-password-2026' };
const PUBLIC_URL = 'https://www.shorefront.example';
const OFFICE = 'office@shorefrontroofing.com';
const CUSTOMER = 'marina.coastwell@example.com';
/** Where the screens of the loop are saved, B-01-… in the order they are reached. */
const SHOTS = process.env.LIFECYCLE_SHOTS_DIR ?? '/tmp/shots';
// The homeowner is in Jacksonville; the staff browser runs on UTC (a laptop set up elsewhere): the
// visit is still typed and read in Florida time ("ET").
const CUSTOMER_ZONE = 'America/New_York';
const STAFF_ZONE = 'UTC';

let app: RunningApp;
let browser: Browser;
let customer: Page;
let staff: Page;
let estimateNumber = '';
let shotCount = 0;

beforeAll(async () => {
  app = await startEmbeddedApp({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL,
  });
  browser = await launchChromium();
  const open = async (timezoneId: string) =>
    (await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId })).newPage();
  customer = await open(CUSTOMER_ZONE);
  staff = await open(STAFF_ZONE);
  await mkdir(SHOTS, { recursive: true });
}, TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const urlOf = (path: string) => new URL(path, app.url).href;

/** The full page, or only the window when the page is the long landing page. */
async function shot(page: Page, name: string, { fullPage = true } = {}) {
  shotCount++;
  await page.screenshot({
    path: `${SHOTS}/B-${String(shotCount).padStart(2, '0')}-${name}.png`,
    fullPage,
  });
}

/** The one e-mail to `to` about this estimate whose subject starts with `subject`. */
async function mailTo(to: string, subject: string): Promise<Mail> {
  return waitFor(
    async () =>
      (await mailbox(app.dataDir).to(to)).find(
        (mail) =>
          (header(mail, 'Subject') ?? '').startsWith(subject) && mail.text.includes(estimateNumber),
      ),
    10_000,
    `e-mail "${subject}" to ${to}`,
  );
}

/** The subjects of every e-mail to `to` about this estimate, sorted. */
async function subjectsTo(to: string): Promise<string[]> {
  return (await mailbox(app.dataDir).to(to))
    .filter((mail) => mail.text.includes(estimateNumber))
    .map((mail) => header(mail, 'Subject') ?? '')
    .sort();
}

/** "Thursday, December 3, 2026" for a calendar date, as the e-mails spell it. */
const inWords = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${isoDate}T12:00:00Z`));

const visitDay = addDays(businessToday(), 6);
const movedDay = addDays(businessToday(), 8);

describe.sequential('the quote lifecycle, end to end', () => {
  it(
    'a homeowner requests a free quote through the landing page wizard',
    async () => {
      await customer.goto(urlOf('/'));
      await customer.getByRole('heading', { name: 'Get Your Free Quote' }).waitFor();
      await customer.getByRole('link', { name: 'Free Estimate' }).click();
      await customer.getByLabel('Service type').selectOption('roof-replacement');
      await customer.getByLabel('Property type').selectOption('residential');
      await customer.getByLabel('Current roof material').selectOption('shingles');
      await customer.getByLabel('Roof age (years)').fill('19');
      await customer
        .getByLabel('Project description')
        .fill(
          'Shingles lifted on the ocean side after the last nor’easter; a stain on the hall ceiling.',
        );
      await customer.getByRole('button', { name: 'Next Step' }).click();
      await customer.getByLabel('First name').fill('Marina');
      await customer.getByLabel('Last name').fill('Coastwell');
      await customer.getByLabel('Phone', { exact: true }).fill('(904) 555-0188');
      await customer.getByLabel('Email', { exact: true }).fill(CUSTOMER);
      await customer.getByLabel('Street address').fill('27 Seagrape Ln');
      await customer.getByLabel('City').fill('Neptune Beach');
      await customer.locator('#quote-form').getByLabel('ZIP code').fill('32266');
      await customer.getByRole('button', { name: 'Next Step' }).click();
      await customer.getByLabel('Preferred date').fill(addDays(businessToday(), 5));
      await customer.getByLabel('Preferred time').selectOption('morning');
      await customer.getByLabel('Special instructions').fill('Side gate latch sticks; lift it.');
      await customer.locator('#quote-form').scrollIntoViewIfNeeded();
      await shot(customer, 'wizard-schedule-step', { fullPage: false });
      await customer.getByRole('button', { name: 'Submit Quote Request' }).click();

      const received = customer.getByRole('region', { name: 'Request received' });
      await received.waitFor();
      estimateNumber = /SFR-[A-Z0-9]{8}/.exec((await received.textContent()) ?? '')?.[0] ?? '';
      expect(estimateNumber).toMatch(/^SFR-/);
      await received.scrollIntoViewIfNeeded();
      await shot(customer, 'quote-submitted', { fullPage: false });

      const confirmation = await mailTo(CUSTOMER, 'We received your quote request');
      expect(confirmation.text).toContain(`${PUBLIC_URL}/`);
      const alert = await mailTo(OFFICE, `New quote request ${estimateNumber}`);
      expect(header(alert, 'Reply-To')).toBe(CUSTOMER);
    },
    TIMEOUT_MS,
  );

  it(
    'staff sign in, find the quote, schedule and move the visit, prepare the estimate',
    async () => {
      await staff.goto(urlOf('/admin'));
      await staff.getByLabel('Username').fill(ADMIN.username);
      await staff.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await shot(staff, 'admin-login');
      await completeBrowserSignIn(staff, ADMIN);
      expect(new URL(staff.url()).pathname).toBe('/admin/dashboard');

      await staff.getByLabel('Search quotes').fill(estimateNumber);
      const list = staff.getByRole('region', { name: 'Quotes', exact: true });
      await list.getByRole('button', { name: new RegExp(estimateNumber) }).click();
      const workspace = staff.getByRole('region', { name: `Quote ${estimateNumber}` });
      await workspace.getByText('Quote Requested').first().waitFor();
      await workspace.getByText('Marina Coastwell').first().waitFor();
      await shot(staff, 'admin-dashboard-quote');

      await workspace.getByRole('tab', { name: 'Admin Actions' }).click();
      const visit = workspace.getByLabel('Visit date and time (ET)');
      expect(await staff.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'UTC',
      );
      await visit.fill(`${visitDay}T10:00`);
      await workspace.getByRole('button', { name: 'Schedule Visit' }).click();
      await staff.getByText(`${estimateNumber} is now Site Visit Scheduled.`).waitFor();
      const scheduled = await mailTo(CUSTOMER, 'Your roof inspection is scheduled');
      expect(scheduled.text).toMatch(new RegExp(`Visit: ${inWords(visitDay)} at 10:00 AM ET`));
      await shot(staff, 'admin-visit-scheduled');

      // The homeowner asked for another day: staff move the visit (no status change).
      await visit.fill(`${movedDay}T14:30`);
      await workspace.getByRole('button', { name: 'Schedule Visit' }).click();
      const moved = await mailTo(CUSTOMER, 'Your roof inspection has been rescheduled');
      expect(moved.text).toMatch(new RegExp(`New visit: ${inWords(movedDay)} at 2:30 PM ET`));
      expect(moved.text).toMatch(new RegExp(`Previously: ${inWords(visitDay)} at 10:00 AM`));
      // Links carry a single-use token, never the number (issue 20).
      expect(moved.text).toMatch(
        new RegExp(`${PUBLIC_URL}/estimate-tracker\\?t=[A-Za-z0-9_-]{20,}`),
      );
      expect(moved.text).not.toContain(`number=${estimateNumber}`);

      await workspace.getByLabel('Estimate amount (USD)').fill('12450');
      await workspace
        .getByLabel('Proposal notes')
        .fill('Full tear-off to the deck, synthetic underlayment, architectural shingles.');
      await workspace.getByRole('button', { name: 'Save Estimate' }).click();
      await staff.getByText(`${estimateNumber} is now Estimate Ready.`).waitFor();
      await shot(staff, 'admin-estimate-saved');
      await workspace.getByRole('tab', { name: 'Quote Details' }).click();
      await workspace.getByText('$12,450.00').waitFor();
      await shot(staff, 'admin-quote-details');
    },
    TIMEOUT_MS,
  );

  it(
    'the homeowner sees the estimate on the track page and in both portals, and accepts it',
    async () => {
      const ready = await mailTo(CUSTOMER, 'Your roofing estimate is ready');
      expect(ready.text).toContain('Estimate amount: $12,450.00');
      // The link carries a single-use token, never the number (issue 20); it opens the
      // estimate with a verified session, so the customer may answer without a code.
      const href = new RegExp(`${PUBLIC_URL}/estimate-tracker\\?t=[A-Za-z0-9_-]{20,}`).exec(
        ready.text,
      )?.[0];
      if (!href) throw new Error('no tracker link in the e-mail');
      expect(ready.text).not.toContain(`number=${estimateNumber}`);
      const link = new URL(href);
      // Follow the e-mail's link on this test's own address.
      await customer.goto(urlOf(`${link.pathname}${link.search}`));
      const tracked = customer.getByRole('region', { name: estimateNumber });
      await tracked.getByText('Estimate Ready').first().waitFor();
      await customer.getByRole('heading', { name: 'Respond to your estimate' }).waitFor();
      expect(await tracked.textContent()).toContain('12,450');
      await shot(customer, 'estimate-tracker');
      // Questions first: the estimate stays answerable (issue 19).
      await customer.getByLabel(/I have questions/).check();
      await customer.getByLabel('Notes (optional)').fill('Does the price include new gutters?');
      await customer.getByRole('button', { name: 'Submit Response' }).click();
      await customer.getByText('Response Submitted', { exact: true }).waitFor();
      await customer.getByRole('heading', { name: 'Respond to your estimate' }).waitFor();

      // The office answers the questions with a revised estimate: the new amount is the one to accept.
      const workspace = staff.getByRole('region', { name: `Quote ${estimateNumber}` });
      await workspace.getByRole('tab', { name: 'Admin Actions' }).click();
      await workspace.getByLabel('Estimate amount (USD)').fill('11900');
      await workspace.getByRole('button', { name: 'Save Estimate' }).click();
      await staff.getByText(`${estimateNumber} is now Estimate Ready.`).waitFor();
      const revised = await mailTo(CUSTOMER, 'Your updated estimate is ready');
      expect(revised.text).toContain('$11,900.00');

      await customer.goto(urlOf('/project-status'));
      await customer.getByLabel('Estimate number').fill(estimateNumber);
      await customer.getByRole('button', { name: 'Search' }).click();
      await customer.getByRole('list', { name: 'Progress stops' }).waitFor();
      expect(await customer.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
      await shot(customer, 'project-status-estimated');

      await customer.goto(urlOf('/client-portal'));
      // The e-mailed link opened a verified session in this browser: the portal reopens it.
      await customer.getByRole('heading', { name: 'Your Roofing Project' }).waitFor();
      const main = customer.getByRole('main');
      await main.getByText('Full tear-off to the deck').waitFor();
      expect(await main.textContent()).toContain('11,900');
      await shot(customer, 'client-portal-project');
      await customer.getByRole('button', { name: 'Accept & Schedule Work' }).click();
      // Accepting is confirmed after reading back the amount, terms and next steps.
      await customer.getByRole('button', { name: 'Yes, accept for $11,900.00' }).click();
      await customer.getByText('Status Updated', { exact: true }).waitFor();
      await main.getByText('Project Accepted').waitFor();
      expect(await customer.getByRole('button', { name: 'Accept & Schedule Work' }).count()).toBe(
        0,
      );
      await shot(customer, 'client-portal-accepted');

      const receipt = await mailTo(CUSTOMER, `Receipt: you accepted estimate ${estimateNumber}`);
      for (const line of [
        'Amount accepted: $11,900.00',
        'From address: 127.0.0.1',
        'Browser: Chrome on Linux',
        'Full tear-off to the deck',
      ])
        expect(receipt.text).toContain(line);
      expect(receipt.text).toMatch(/Accepted on: \w+day, \w+ \d{1,2}, \d{4} at .+ E[SD]T/);
      expect(receipt.text).toMatch(/Estimate version \(SHA-256\): [a-f0-9]{64}/);
      await mailTo(OFFICE, `Estimate ${estimateNumber} accepted`);
    },
    TIMEOUT_MS,
  );

  it(
    'the homeowner writes to the team, staff answer in Communication, the homeowner reads it',
    async () => {
      const question = 'Can the crew start before 8 AM? The afternoons here get stormy.';
      const answer = 'Yes: the crew arrives at 7:30 and dries in the roof before the storms.';
      await customer.getByRole('button', { name: /^Messages/ }).click();
      const box = customer.getByLabel('Message', { exact: true });
      await box.fill(question);
      await box.press('Enter');
      const thread = customer.getByRole('list', { name: 'Project messages' });
      await thread.getByText(question).waitFor();
      await shot(customer, 'client-portal-message-sent');
      const officeAlert = await mailTo(OFFICE, 'New portal message from Marina Coastwell');
      expect(officeAlert.text).toContain(question);

      const workspace = staff.getByRole('region', { name: `Quote ${estimateNumber}` });
      await workspace.getByRole('tab', { name: 'Communication' }).click();
      const messages = workspace.getByRole('region', { name: 'Messages', exact: true });
      await messages.getByText(question).waitFor();
      const reply = workspace.getByRole('textbox', { name: 'Message to the customer' });
      await reply.fill(answer);
      await reply.press('Enter');
      await messages.getByText(answer).waitFor();
      await shot(staff, 'admin-communication');

      // The portal reads the conversation every few seconds.
      await thread.getByText(answer).waitFor({ timeout: 15_000 });
      await shot(customer, 'client-portal-answer');
      await customer.goto(urlOf(`/project-status?number=${estimateNumber}`));
      await customer.getByRole('tab', { name: 'Communication' }).click();
      await customer.getByText(answer).waitFor();
      await shot(customer, 'project-status-communication');

      const digest = await mailTo(CUSTOMER, 'You have a new message from your project team');
      // The team's message itself, and a link that opens the portal on this estimate.
      expect(digest.text).toMatch(new RegExp(`${PUBLIC_URL}/client-portal\\?t=[A-Za-z0-9_-]{20,}`));
      expect(digest.text).toContain(answer);
    },
    TIMEOUT_MS,
  );

  it(
    'staff start the work, complete the job after confirming, then re-open it',
    async () => {
      const workspace = staff.getByRole('region', { name: `Quote ${estimateNumber}` });
      await workspace.getByRole('tab', { name: 'Admin Actions' }).click();
      const setStatus = async (label: string) => {
        await workspace.getByLabel('Status', { exact: true }).click();
        await staff.getByRole('option', { name: label, exact: true }).click();
        await workspace.getByRole('button', { name: 'Update Status' }).click();
      };
      await setStatus('In Progress');
      await staff.getByText(`${estimateNumber} is now In Progress.`).waitFor();
      await mailTo(CUSTOMER, 'Work on your roof has started');

      await setStatus('Completed');
      const confirm = staff.getByRole('dialog', { name: `Mark ${estimateNumber} completed?` });
      await confirm.getByRole('button', { name: 'Complete Job & Issue Warranties' }).click();
      await staff.getByText(`${estimateNumber} is now Completed.`).waitFor();
      const done = await mailTo(CUSTOMER, 'Your roof is complete');
      expect(done.text).toContain('25 years on materials');
      expect(done.text).toContain('10 years on workmanship');

      // A punch-list item turns up: the job is re-opened, its warranties voided (kept, shown so).
      await setStatus('In Progress');
      await staff.getByText(`${estimateNumber} is now In Progress.`).waitFor();
      await workspace.getByRole('tab', { name: 'Quote Details' }).click();
      const after = workspace.getByRole('region', { name: 'Payments & after the job' });
      await after
        .getByText(/voided .*: the job was re-opened/)
        .first()
        .waitFor();
      await shot(staff, 'admin-job-reopened');
    },
    TIMEOUT_MS,
  );

  it(
    'sent every e-mail of the loop exactly once',
    async () => {
      const expected = {
        [CUSTOMER]: [
          `We received your quote request (${estimateNumber})`,
          `Your roof inspection is scheduled (${estimateNumber})`,
          `Your roof inspection has been rescheduled (${estimateNumber})`,
          `Your roofing estimate is ready (${estimateNumber})`,
          `We received your questions about estimate ${estimateNumber}`,
          `Your updated estimate is ready (${estimateNumber})`,
          `Receipt: you accepted estimate ${estimateNumber}`,
          // Accepting issues the contract to read and sign (issue 22).
          `Your roofing contract is ready to sign (${estimateNumber})`,
          'You have a new message from your project team',
          `Work on your roof has started (${estimateNumber})`,
          // Completed once; the re-open tells the customer nothing.
          `Your roof is complete: thank you (${estimateNumber})`,
        ].sort(),
        [OFFICE]: [
          `New quote request ${estimateNumber}: Marina Coastwell, Neptune Beach`,
          `Questions on estimate ${estimateNumber}: Marina Coastwell, Neptune Beach`,
          `Estimate ${estimateNumber} accepted: Marina Coastwell, Neptune Beach`,
          `New portal message from Marina Coastwell (${estimateNumber})`,
        ].sort(),
      };
      // Everything expected is there; then a late duplicate gets time to show up.
      for (const [to, subjects] of Object.entries(expected))
        await waitFor(async () => (await subjectsTo(to)).length >= subjects.length || undefined);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const [to, subjects] of Object.entries(expected))
        expect(await subjectsTo(to), to).toEqual(subjects);
    },
    TIMEOUT_MS,
  );
});
