import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../web/src/content/blog-posts.ts';
import { FINANCING_PARTNERS } from '../../web/src/content/financing-partners.ts';
import {
  expectNoSeriousAxeViolations,
  screenshot,
  TIMEOUT_MS,
  useBrowserApp,
  VIEWPORTS,
  type Viewport,
} from '../support/browser.ts';

/**
 * Browser checks of the blog article, financing, service and not-found pages against the real
 * product (embedded mode) serving the built web app: behaviour, accessibility (axe), no
 * horizontal scrolling on narrow phones, and screenshots at phone and desktop widths.
 */
const { desktop: DESKTOP, phone: MOBILE, narrow: NARROW } = VIEWPORTS;

const SERVICE_PAGES = [
  { slug: 'residential', heading: 'A New Roof Built for Coastal North Florida' },
  { slug: 'commercial', heading: 'Commercial Roofs That Keep Your Business Running' },
  { slug: 'repairs', heading: 'Fast, Lasting Roof Repairs' },
  { slug: 'inspections', heading: 'Know Exactly What Shape Your Roof Is In' },
] as const;

const site = useBrowserApp();
const { urlOf } = site;

async function openPage(
  viewport: Viewport,
  options: { permissions?: string[] } = {},
): Promise<Page> {
  const page = await site.openPage(viewport, options);
  const context = page.context();
  // Share pop-ups must never reach the real social sites from a test.
  await context.route(/^https:\/\/(twitter\.com|www\.facebook\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' }),
  );
  return page;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('blog article page', () => {
  const post = BLOG_POSTS[0];
  if (!post) throw new Error('no blog posts');

  it(
    'renders the article with its facts and body headings',
    async () => {
      const page = await openPage(DESKTOP);
      await page.goto(urlOf(`/blog/${post.id}`));
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
      expect(await page.title()).toContain(post.title);
      await page.getByRole('heading', { level: 2, name: 'Why the roof comes first' }).waitFor();
      const main = (await page.getByRole('main').textContent()) ?? '';
      expect(main).toContain(post.category);
      expect(main).toContain('Carlos Rivera');
      expect(main).toContain('April 28, 2026');
      expect(main).toContain(post.readTime);
      expect(main).toContain('2,847 views');
      expect(main).not.toContain('**');
      expect(await page.locator('article h1').count()).toBe(1);
      expect(await page.locator('article ul > li').count()).toBeGreaterThan(10);
      expect(
        await page
          .getByRole('main')
          .getByRole('link', { name: 'View All Articles' })
          .getAttribute('href'),
      ).toBe('/#blog');
      await expectNoSeriousAxeViolations(page, 'blog article');
      await screenshot(page, 'blog-article-1280');

      const mobile = await openPage(MOBILE);
      await mobile.goto(urlOf(`/blog/${post.id}`));
      await mobile.getByRole('heading', { level: 1, name: post.title }).waitFor();
      await expectNoHorizontalScroll(mobile);
      await screenshot(mobile, 'blog-article-390');
    },
    TIMEOUT_MS,
  );

  it(
    'copies the absolute article address and shows a toast',
    async () => {
      const page = await openPage(DESKTOP, { permissions: ['clipboard-read', 'clipboard-write'] });
      await page.goto(urlOf('/blog/3'));
      await page.getByRole('main').getByRole('button', { name: 'Copy Link' }).click();
      await page.getByText('Link Copied').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(urlOf('/blog/3'));
    },
    TIMEOUT_MS,
  );

  it(
    'opens the share links in a new window',
    async () => {
      const page = await openPage(DESKTOP);
      await page.goto(urlOf('/blog/2'));
      const title = BLOG_POSTS.find((candidate) => candidate.id === 2)?.title ?? '';

      const [twitter] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('main').getByRole('button', { name: 'Share on Twitter' }).click(),
      ]);
      await twitter.waitForURL(/twitter\.com/);
      const tweet = new URL(twitter.url());
      expect(tweet.origin + tweet.pathname).toBe('https://twitter.com/intent/tweet');
      expect(tweet.searchParams.get('url')).toBe(urlOf('/blog/2'));
      expect(tweet.searchParams.get('text')).toBe(title);
      // noopener: the pop-up gets no handle back to the article.
      expect(await twitter.evaluate(() => window.opener)).toBeNull();

      const [facebook] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('main').getByRole('button', { name: 'Share on Facebook' }).click(),
      ]);
      await facebook.waitForURL(/facebook\.com/);
      const share = new URL(facebook.url());
      expect(share.origin + share.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
      expect(share.searchParams.get('u')).toBe(urlOf('/blog/2'));
    },
    TIMEOUT_MS,
  );

  it(
    'shows Blog Post Not Found for unknown ids and non-numbers',
    async () => {
      const page = await openPage(MOBILE);
      for (const id of ['99', 'abc']) {
        await page.goto(urlOf(`/blog/${id}`));
        await page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' }).waitFor();
        await page
          .getByRole('main')
          .getByText("The blog post you're looking for doesn't exist.")
          .waitFor();
        expect(
          await page
            .getByRole('main')
            .getByRole('link', { name: 'Back to Blog' })
            .getAttribute('href'),
        ).toBe('/#blog');
      }
      await screenshot(page, 'blog-not-found-390');
    },
    TIMEOUT_MS,
  );
});

describe('financing page', () => {
  it(
    'lists the partners with links that open in a new tab without referrer',
    async () => {
      const page = await openPage(DESKTOP);
      await page.goto(urlOf('/financing'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.title()).toContain('Financing');

      for (const partner of FINANCING_PARTNERS) {
        const links = page.locator(`main a[href="${partner.url}"]`);
        expect(await links.count()).toBe(2);
        for (const link of await links.all()) {
          expect(await link.getAttribute('target')).toBe('_blank');
          expect(await link.getAttribute('rel')).toContain('noreferrer');
        }
      }
      expect(
        await page
          .getByRole('main')
          .getByRole('link', { name: /^Apply Now/ })
          .count(),
      ).toBe(5);
      expect(
        await page
          .getByRole('main')
          .getByRole('link', { name: 'Get Beach Quote' })
          .getAttribute('href'),
      ).toBe('/#quote-form');
      expect(await page.locator('main a[href^="tel:"]').first().getAttribute('href')).toMatch(
        /^tel:\d+$/,
      );
      expect(await page.locator('main a[href^="mailto:"]').count()).toBeGreaterThan(0);

      await expectNoSeriousAxeViolations(page, 'financing');
      await screenshot(page, 'financing-1280');

      const mobile = await openPage(MOBILE);
      await mobile.goto(urlOf('/financing'));
      await mobile.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(mobile, 'financing-390');
    },
    TIMEOUT_MS,
  );

  it(
    'opens a partner site when the card is clicked',
    async () => {
      const page = await openPage(DESKTOP);
      const partner = FINANCING_PARTNERS[0];
      if (!partner) throw new Error('no partners');
      // Answer the partner site locally so the test does not leave the machine.
      const host = new URL(partner.url).hostname;
      await page.context().route(
        (url) => url.hostname === host,
        (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>partner</title>' }),
      );
      await page.goto(urlOf('/financing'));
      const card = page.getByRole('article', { name: new RegExp(`^${partner.name}`) });
      const [popup] = await Promise.all([
        page.context().waitForEvent('page'),
        // A click on the description, not on a link, still opens the partner: the name link is
        // stretched over the card (force skips Playwright's "another element receives the click"
        // wait, which is exactly what the stretched link does).
        card.getByText(partner.description).click({ force: true }),
      ]);
      await popup.waitForLoadState();
      expect(new URL(popup.url()).hostname).toBe(host);
      expect(await popup.evaluate(() => document.referrer)).toBe('');
    },
    TIMEOUT_MS,
  );
});

describe('service pages', () => {
  for (const service of SERVICE_PAGES) {
    it(
      `renders /services/${service.slug}`,
      async () => {
        const page = await openPage(DESKTOP);
        await page.goto(urlOf(`/services/${service.slug}`));
        await page.getByRole('heading', { level: 1, name: service.heading }).waitFor();
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        expect(
          await page
            .getByRole('main')
            .getByRole('link', { name: 'Back to Home' })
            .getAttribute('href'),
        ).toBe('/');
        const quoteLinks = page.locator('main a[href="/#quote-form"]');
        // The inspections page's hero books the inspection itself (issue 19); the others quote.
        expect(await quoteLinks.count()).toBeGreaterThanOrEqual(
          service.slug === 'inspections' ? 1 : 2,
        );
        for (const call of await page.locator('main a[href^="tel:"]').all()) {
          expect(await call.getAttribute('href')).toMatch(/^tel:\d+$/);
        }
        if (service.slug === 'inspections') {
          for (const price of ['$150', '$250', '$300', '$400']) {
            await page.getByRole('main').getByText(price, { exact: true }).waitFor();
          }
          await page
            .getByRole('main')
            .getByRole('button', { name: 'Schedule Inspection' })
            .waitFor();
        }
        if (service.slug === 'repairs') {
          await page.getByRole('heading', { name: '24/7 Emergency Roof Repair' }).waitFor();
          expect(await page.locator('main ol > li').count()).toBe(4);
        }
        if (service.slug === 'commercial') {
          for (const industry of ['Office', 'Retail', 'Industrial', 'Healthcare']) {
            await page.getByRole('heading', { level: 3, name: industry, exact: true }).waitFor();
          }
        }
        await expectNoSeriousAxeViolations(page, `/services/${service.slug}`);
        await screenshot(page, `service-${service.slug}-1280`);

        const mobile = await openPage(MOBILE);
        await mobile.goto(urlOf(`/services/${service.slug}`));
        await mobile.getByRole('heading', { level: 1, name: service.heading }).waitFor();
        await screenshot(mobile, `service-${service.slug}-390`);
      },
      TIMEOUT_MS,
    );
  }
});

describe('not-found page', () => {
  it(
    'shows Page Not Found and lands on /financing after about 3 seconds',
    async () => {
      const page = await openPage(DESKTOP);
      await page.goto(urlOf('/no-such-page'));
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      const shownAt = Date.now();
      // Watch for the redirect from the moment the page shows, while the checks below run.
      const redirected = page
        .waitForURL((url) => url.pathname === '/financing', { timeout: 8000 })
        .then(() => Date.now());
      await page.getByText(/financing options in 3 seconds/).waitFor();
      for (const name of ['Home', 'Financing Options', 'Get Quote', 'View All Financing Options']) {
        await page.getByRole('main').getByRole('link', { name, exact: true }).waitFor();
      }
      for (const partner of FINANCING_PARTNERS) {
        const link = page.locator(`main a[href="${partner.url}"]`);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noreferrer');
      }
      const after = (await redirected) - shownAt;
      // About 3 s: not early, and not late either.
      expect(after).toBeGreaterThan(2500);
      expect(after).toBeLessThan(4500);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
    TIMEOUT_MS,
  );

  it(
    'does not redirect once the visitor has left or chosen to stay',
    async () => {
      const page = await openPage(MOBILE);
      await page.goto(urlOf('/services/unknown'));
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
      await page.waitForTimeout(3500);
      expect(new URL(page.url()).pathname).toBe('/');

      await page.goto(urlOf('/another/missing/page'));
      await page.getByRole('main').getByRole('button', { name: 'Stay on this page' }).click();
      await page.getByText('Automatic redirect cancelled.').waitFor();
      await expectNoSeriousAxeViolations(page, 'not-found');
      await page.waitForTimeout(3000);
      expect(new URL(page.url()).pathname).toBe('/another/missing/page');
      await screenshot(page, 'not-found-390');

      const desktop = await openPage(DESKTOP);
      await desktop.goto(urlOf('/another/missing/page'));
      await desktop.getByRole('main').getByRole('button', { name: 'Stay on this page' }).click();
      await screenshot(desktop, 'not-found-1280');
    },
    TIMEOUT_MS,
  );
});

describe('narrow phones', () => {
  it(
    'has no horizontal scrolling at 360 px',
    async () => {
      const page = await openPage(NARROW);
      const paths = [
        '/blog/1',
        '/blog/3',
        '/blog/99',
        '/financing',
        ...SERVICE_PAGES.map((service) => `/services/${service.slug}`),
      ];
      for (const path of paths) {
        await page.goto(urlOf(path));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoHorizontalScroll(page);
      }
      await page.goto(urlOf('/missing'));
      await page.getByRole('main').getByRole('button', { name: 'Stay on this page' }).click();
      await expectNoHorizontalScroll(page);
    },
    TIMEOUT_MS,
  );
});
