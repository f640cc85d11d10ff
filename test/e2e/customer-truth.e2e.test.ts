import type { Quote, QuoteCreated } from '@roofing/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp, VIEWPORTS } from '../support/browser.ts';
import { quoteRequest } from '../support/factories.ts';

/**
 * What a customer is told is true (issue 19), in a real browser: one status vocabulary on the
 * track page and both portals, a confirmed acceptance, questions and changes that leave the
 * estimate open, errors that say what happened, and a portal that can be found.
 */
const { desktop: DESKTOP } = VIEWPORTS;
const ADMIN = { username: 'truth-e2e-admin', password: 'truth-e2e-password-2024' };

const { urlOf, openPage } = useBrowserApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});

let staff = { cookie: '', token: '' };

beforeAll(async () => {
  const response = await fetch(urlOf('/api/admin/auth'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { token: string };
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  staff = { cookie, token: body.token };
}, TIMEOUT_MS);

async function createQuote(): Promise<{ estimateNumber: string; id: number }> {
  const response = await fetch(urlOf('/api/quotes'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest()),
  });
  expect(response.status).toBe(201);
  const { estimateNumber } = (await response.json()) as QuoteCreated;
  const found = await fetch(urlOf(`/api/quotes?search=${estimateNumber}`), {
    headers: { cookie: staff.cookie },
  });
  const [quote] = (await found.json()) as Quote[];
  if (!quote) throw new Error(`no quote ${estimateNumber}`);
  return { estimateNumber, id: quote.id };
}

/** A staff change, as the dashboard makes it. */
async function staffPatch(id: number, change: object) {
  const response = await fetch(urlOf(`/api/quotes/${id}`), {
    method: 'PATCH',
    headers: {
      cookie: staff.cookie,
      'x-csrf-token': staff.token,
      'content-type': 'application/json',
    },
    body: JSON.stringify(change),
  });
  expect(response.status).toBe(200);
}

async function preparedQuote() {
  const quote = await createQuote();
  await staffPatch(quote.id, {
    estimateAmount: 14250.5,
    proposalNotes: 'Full tear-off and architectural shingles.',
  });
  return quote;
}

async function estimateOf(estimateNumber: string) {
  return (await (await fetch(urlOf(`/api/estimates/${estimateNumber}`))).json()) as {
    status: string;
    customerResponse: string | null;
  };
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

async function openPortal(page: Page, estimateNumber: string, path = '/client-portal') {
  await page.goto(urlOf(path));
  await page.getByLabel('Estimate number').fill(estimateNumber);
  await page.getByRole('button', { name: 'Access My Project' }).click();
  await page.getByRole('heading', { name: 'Your Roofing Project' }).waitFor();
}

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
        headers: { 'content-type': 'application/json' },
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
});

describe('answering an estimate', () => {
  it(
    'keeps the estimate open after questions, then accepts only after the confirmation',
    async () => {
      const { estimateNumber } = await preparedQuote();
      const page = await openPage(DESKTOP);
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
      await office.getByLabel('Username').fill(ADMIN.username);
      await office.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await office.getByRole('button', { name: 'Sign In' }).click();
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

const rateLimited = {
  status: 429,
  contentType: 'application/json',
  body: JSON.stringify({
    error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 42 seconds.' },
  }),
};
const unavailable = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Service unavailable' } }),
};

describe('errors say what happened', () => {
  it(
    'on the track page: 429 says when to retry, 503 says unavailable, only 404 says not found',
    async () => {
      const page = await openPage(DESKTOP);
      let answer: typeof rateLimited | null = rateLimited;
      await page.route('**/api/estimates/**', (route) =>
        answer ? route.fulfill(answer) : route.continue(),
      );
      await page.goto(urlOf('/estimate-tracker?number=SFR-ZZZZZZZ3'));
      await page.getByText('Too many requests. Please try again in 42 seconds.').waitFor();
      expect(await page.getByText('Estimate Not Found').count()).toBe(0);

      answer = unavailable;
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: 'Service Unavailable' }).waitFor();
      expect(await page.getByText('Estimate Not Found').count()).toBe(0);

      answer = null;
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: 'Estimate Not Found' }).waitFor();
    },
    TIMEOUT_MS,
  );

  it(
    'on the progress variant and the portal access form',
    async () => {
      const page = await openPage(DESKTOP);
      let answer: typeof rateLimited | 'abort' = rateLimited;
      await page.route('**/api/quotes/search**', (route) =>
        answer === 'abort' ? route.abort() : route.fulfill(answer),
      );
      await page.goto(urlOf('/project-status?number=SFR-ZZZZZZZ4'));
      await page.getByText('Too many requests. Please try again in 42 seconds.').waitFor();
      answer = 'abort';
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: 'Service Unavailable' }).waitFor();
      expect(await page.getByText('Project Not Found').count()).toBe(0);

      let login: typeof rateLimited | null = rateLimited;
      await page.route('**/api/quotes/login', (route) =>
        login ? route.fulfill(login) : route.continue(),
      );
      await page.goto(urlOf('/client-portal'));
      await page.getByLabel('Estimate number').fill('SFR-ZZZZZZZ5');
      await page.getByRole('button', { name: 'Access My Project' }).click();
      await toast(page, 'Too many requests. Please try again in 42 seconds.').waitFor();
      expect(await toast(page, 'Invalid estimate number').count()).toBe(0);
      login = unavailable;
      await page.getByRole('button', { name: 'Access My Project' }).click();
      await toast(page, 'Service Unavailable').waitFor();
      login = null;
      await page.getByRole('button', { name: 'Access My Project' }).click();
      await toast(page, 'Invalid estimate number. Please check and try again.').waitFor();
    },
    TIMEOUT_MS,
  );
});

describe('the portal can be found', () => {
  it(
    'is in the desktop navigation and the footer; the photo button opens the photo message',
    async () => {
      const { estimateNumber } = await preparedQuote();
      const page = await openPage(DESKTOP);
      await page.goto(urlOf('/'));
      const nav = page.getByRole('navigation', { name: 'Main' });
      const inNav = nav.getByRole('link', { name: 'Client Portal' });
      expect(await inNav.isVisible()).toBe(true);
      expect(await inNav.getAttribute('href')).toBe('/client-portal');
      // The navigation still fits the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        1280,
      );
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Client Portal' }).getAttribute('href')).toBe(
        '/client-portal',
      );
      await page.getByRole('link', { name: 'Upload Roof Photos' }).click();
      await page.waitForURL((url) => url.pathname === '/client-portal');
      await page.getByLabel('Estimate number').fill(estimateNumber);
      await page.getByRole('button', { name: 'Access My Project' }).click();
      await page.getByText('Attach Photo', { exact: true }).waitFor();
    },
    TIMEOUT_MS,
  );

  it(
    'links the progress variant from the portal, which shares its session for Communication',
    async () => {
      const { estimateNumber } = await preparedQuote();
      const page = await openPage(DESKTOP);
      await openPortal(page, estimateNumber);
      await page.getByRole('link', { name: "See your project's progress" }).click();
      await page.waitForURL((url) => url.pathname === '/project-status');
      await page.getByRole('tab', { name: 'Communication' }).click();
      await page.getByText(/No messages yet/).waitFor();
      expect(await page.getByText('Open your project to see its messages').count()).toBe(0);

      // A fresh browser opens the conversation with the number it searched, in one click.
      const other = await openPage(DESKTOP);
      await other.goto(urlOf(`/project-status?number=${estimateNumber}`));
      await other.getByRole('tab', { name: 'Communication' }).click();
      await other.getByRole('button', { name: 'Open the conversation' }).click();
      await other.getByText(/No messages yet/).waitFor();
    },
    TIMEOUT_MS,
  );
});

describe('progress labels at 320 px', () => {
  it(
    'keeps the four stops inside the screen, apart and legible',
    async () => {
      const { estimateNumber, id } = await preparedQuote();
      await staffPatch(id, { status: 'need_revision' });
      const page = await openPage({ width: 320, height: 640 });
      await page.goto(urlOf(`/project-status?number=${estimateNumber}`));
      const stops = page.getByRole('list', { name: 'Progress stops' });
      await stops.waitFor();
      const boxes = await stops.locator('li > span:nth-child(2)').evaluateAll((spans) =>
        spans.map((span) => {
          const box = span.getBoundingClientRect();
          return {
            left: box.left,
            right: box.right,
            fontSize: Number.parseFloat(getComputedStyle(span).fontSize),
            overflows: span.scrollWidth > span.clientWidth + 1,
          };
        }),
      );
      expect(boxes).toHaveLength(4);
      for (const [index, box] of boxes.entries()) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(320);
        expect(box.fontSize).toBeGreaterThanOrEqual(12);
        expect(box.overflows).toBe(false);
        const next = boxes[index + 1];
        if (next) expect(box.right).toBeLessThanOrEqual(next.left + 0.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      expect(await stops.textContent()).toContain('Changes Requested');
    },
    TIMEOUT_MS,
  );
});
