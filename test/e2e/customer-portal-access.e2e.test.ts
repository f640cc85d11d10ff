import { describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp, VIEWPORTS } from '../support/browser.ts';
import { TRUTH_ADMIN as ADMIN, toast, useCustomerFixtures } from '../support/customer-fixtures.ts';

/**
 * The customer can reach the portal and is told what went wrong (issue 19): lookup errors that
 * say what happened, the portal in the navigation and the footer, the progress variant sharing
 * the portal session, and progress labels readable at 320 px.
 */
const { desktop: DESKTOP } = VIEWPORTS;

const { urlOf, openPage } = useBrowserApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});
const { staffPatch, preparedQuote, openPortal } = useCustomerFixtures(urlOf);

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
      // The first render is a transition (sliced, web/src/main.tsx): it may finish after `load`.
      await inNav.waitFor();
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
