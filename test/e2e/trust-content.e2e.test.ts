import { COMPANY, INSPECTION_TYPES, inspectionTypeWithPrice } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { screenshot, TIMEOUT_MS, useBrowserApp, VIEWPORTS } from '../support/browser.ts';

/** What the public pages say is true and consistent (issue 19: footer, inspections, blog cards). */
const site = useBrowserApp();

describe('the footer', () => {
  it(
    'names each service page as the page names itself, and links to it',
    async () => {
      const page = await site.openPage(VIEWPORTS.desktop);
      await page.goto(site.urlOf('/'));
      const services = page.locator('footer').getByRole('list').first();
      await services.waitFor();
      const links = services.getByRole('link');
      const footerLinks = await links.evaluateAll((anchors) =>
        anchors.map((a) => ({ name: a.textContent?.trim(), href: a.getAttribute('href') })),
      );
      const pages = footerLinks.filter((link) => link.href?.startsWith('/services/'));
      expect(pages.map((link) => link.href)).toEqual([
        '/services/residential',
        '/services/commercial',
        '/services/repairs',
        '/services/inspections',
      ]);
      for (const link of pages) {
        await page.goto(site.urlOf(link.href ?? '/'));
        const eyebrow = page.locator('main section').first().locator('p').first();
        await eyebrow.waitFor();
        // The page's own name (its eyebrow and document title) is the footer's name for it.
        expect((await eyebrow.textContent())?.trim()).toBe(link.name);
        expect(await page.title()).toBe(`${link.name} | ${COMPANY.name}`);
      }
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});

describe('the inspections page', () => {
  it(
    'opens the inspection request from Schedule Inspection, offering exactly the priced types',
    async () => {
      const page = await site.openPage(VIEWPORTS.desktop);
      await page.goto(site.urlOf('/services/inspections'));
      const cards = page.getByRole('list', { name: 'Inspection types' }).getByRole('heading');
      await cards.first().waitFor();
      const priced = await cards.allTextContents();
      expect(priced).toEqual(INSPECTION_TYPES.map((type) => type.label));

      await page.getByRole('button', { name: 'Schedule Inspection' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Schedule an Inspection' });
      await dialog.waitFor();
      const type = dialog.getByLabel('Inspection type');
      const offered = (await type.locator('option').allTextContents()).slice(1);
      expect(offered).toEqual(INSPECTION_TYPES.map(inspectionTypeWithPrice));
      await screenshot(page, 'inspections-schedule-dialog-1280', { fullPage: false });

      // The request is the real one: it is sent and numbered.
      await dialog.getByLabel('Name').fill('Dana Whitfield');
      await dialog.getByLabel('Email').fill('dana.inspection@example.com');
      await dialog.getByLabel('Phone').fill('(904) 555-0163');
      const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      await dialog.getByLabel('Preferred date').fill(tomorrow);
      await dialog.getByLabel('Property address').fill('12 Ocean Dr, Atlantic Beach, FL 32233');
      await type.selectOption('drone');
      await dialog.getByLabel('Urgency').selectOption('routine');
      await dialog.getByLabel('Description').fill('Tile roof, want aerial photos before buying.');
      await dialog.getByRole('button', { name: 'Request Inspection' }).click();
      const received = dialog.getByRole('status').filter({ hasText: /Request INS-/ });
      await received.waitFor();
      // Drawn above the form: brought into view and focused (on a phone it was out of sight).
      await expect
        .poll(() => received.evaluate((status) => status === document.activeElement))
        .toBe(true);

      // A price card's Schedule button opens the request with its type chosen.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Schedule Thermal Imaging' }).click();
      await dialog.waitFor();
      expect(await dialog.getByLabel('Inspection type').inputValue()).toBe('thermal-imaging');
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});

describe('the blog section cards', () => {
  for (const [name, viewport] of [
    ['at 320 px', { width: 320, height: 740 }],
    ['on a desktop', VIEWPORTS.desktop],
  ] as const) {
    it(
      `keep author, read time and date on one line ${name}`,
      async () => {
        const page = await site.openPage(viewport);
        await page.goto(site.urlOf('/'));
        const metas = page.getByTestId('post-meta');
        await metas.first().waitFor();
        const lines = await metas.evaluateAll((elements) =>
          elements.map((element) => {
            const parts = [...element.children].map((child) => child.getBoundingClientRect());
            const box = element.getBoundingClientRect();
            const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
            return {
              tops: parts.map((part) => Math.round(part.top)),
              height: box.height,
              lineHeight,
              widths: parts.map((part) => part.width),
              overflows: element.scrollWidth > element.clientWidth + 1,
            };
          }),
        );
        expect(lines.length).toBeGreaterThan(0);
        await page.getByTestId('blog-posts').scrollIntoViewIfNeeded();
        await screenshot(page, `blog-cards-${viewport.width}`, { fullPage: false });
        for (const line of lines) {
          expect(new Set(line.tops).size).toBe(1);
          expect(line.height).toBeLessThanOrEqual(line.lineHeight + 1);
          expect(line.overflows).toBe(false);
          // The read time and the date are shown whole.
          expect(Math.min(...line.widths.slice(1))).toBeGreaterThan(20);
        }
        await page.context().close();
      },
      TIMEOUT_MS,
    );
  }
});
