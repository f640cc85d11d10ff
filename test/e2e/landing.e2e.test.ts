import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  screenshot,
  toast,
  useBrowserApp,
  VIEWPORTS,
  type Viewport,
} from '../support/browser.ts';

/**
 * The landing page in a real browser against the real product (embedded mode): every section
 * anchor, the navigation bar, the carousels, the blog filter, the ZIP check, the contact form,
 * an accessibility scan and screenshots at phone and desktop widths.
 */
const { desktop: DESKTOP, phone: PHONE, narrow: NARROW } = VIEWPORTS;
const ANCHORS = [
  'home',
  'services',
  'gallery',
  'reviews',
  'blog',
  'about',
  'quote-form',
  'contact',
];

const { urlOf, openPage } = useBrowserApp();

async function openHome(viewport: Viewport): Promise<Page> {
  const page = await openPage(viewport);
  await page.goto(urlOf('/'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** Scrolls through the page so lazy sections and lazy images load, then back to the top. */
async function loadWholePage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 800) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.getByRole('heading', { name: 'Featured Articles' }).waitFor();
  await page.getByRole('button', { name: 'Next Step' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
}

describe('landing page', () => {
  it('has every section anchor and exactly one h1', async () => {
    const page = await openHome(DESKTOP);
    for (const anchor of ANCHORS) {
      expect(await page.locator(`section#${anchor}`).count(), anchor).toBe(1);
    }
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.context().close();
  });

  it('scrolls to the quote form when arriving at /#quote-form from another page', async () => {
    const page = await openPage(DESKTOP);
    await page.goto(urlOf('/estimate-tracker'));
    await page.getByRole('heading', { name: 'Track Your Estimate' }).waitFor();
    await page.goto(urlOf('/#quote-form'));
    await page.getByRole('button', { name: 'Next Step' }).waitFor();
    // The sections above load lazily; the form must end up (and stay) at the top.
    const distanceFromTop = () =>
      page.locator('#quote-form').evaluate((el) => Math.abs(el.getBoundingClientRect().top));
    await expect.poll(distanceFromTop, { timeout: 5000 }).toBeLessThan(120);
    await page.getByRole('heading', { name: 'Featured Articles' }).waitFor({ state: 'attached' });
    expect(await distanceFromTop()).toBeLessThan(120);
    await page.context().close();
  });

  it('opens again where it was left at once, not gliding there from the top', async () => {
    const page = await openHome(DESKTOP);
    await loadWholePage(page);
    await page.evaluate(() => window.scrollTo({ top: 2500, behavior: 'instant' }));
    await page.waitForTimeout(300);
    // The same address again: the router puts the remembered position back once the app is live.
    await page.goto(urlOf('/'));
    const positions = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const started = performance.now();
          const sample = () => {
            if (seen.at(-1) !== window.scrollY) seen.push(window.scrollY);
            if (performance.now() - started < 1500) requestAnimationFrame(sample);
            else resolve(seen);
          };
          sample();
        }),
    );
    expect(positions.at(-1)).toBe(2500);
    // Smooth scrolling (for links within the page) would show a second of positions in between.
    expect(positions.filter((y) => y > 0 && y < 2500)).toEqual([]);
    await page.context().close();
  });

  it('shows a transparent navigation bar over the hero that turns white after 50 px', async () => {
    const page = await openHome(DESKTOP);
    const background = () =>
      page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(background, { timeout: 3000 }).toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background, { timeout: 3000 }).toBe('rgba(0, 0, 0, 0)');

    // The Free Inspection button scrolls to the contact section.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Free Inspection' })
      .click();
    await expect
      .poll(
        () => page.locator('#contact').evaluate((el) => Math.abs(el.getBoundingClientRect().top)),
        { timeout: 3000 },
      )
      .toBeLessThan(120);
    await page.context().close();
  });

  it('opens and closes the mobile menu, which offers a Call button', async () => {
    const page = await openHome(PHONE);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.getByRole('link', { name: /^Call/ }).getAttribute('href')).toMatch(
      /^tel:\d+$/,
    );
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await menu.getByRole('link', { name: 'Reviews' }).click();
    expect(await menu.count()).toBe(0);
    // Escape closes it too, and the focus is back on the button that opened it.
    await toggle.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('moves the reviews carousel with next, previous (wrapping) and dots', async () => {
    const page = await openHome(DESKTOP);
    const reviews = page.locator('#reviews');
    await reviews.scrollIntoViewIfNeeded();
    const index = () => reviews.locator('[data-review-index]').getAttribute('data-review-index');
    expect(await index()).toBe('0');
    const next = reviews.getByRole('button', { name: 'Next review' });
    const previous = reviews.getByRole('button', { name: 'Previous review' });
    await next.click();
    expect(await index()).toBe('1');
    await next.click();
    await next.click();
    expect(await index()).toBe('0');
    await previous.click();
    expect(await index()).toBe('2');
    const dot = reviews.getByRole('button', { name: 'Show review 2' });
    await dot.click();
    expect(await index()).toBe('1');
    expect(await dot.getAttribute('aria-current')).toBe('true');
    expect(
      await reviews.getByRole('button', { name: 'Show review 1' }).getAttribute('aria-current'),
    ).toBeNull();
    await page.context().close();
  });

  it('runs the gallery: Play/Pause, next/previous with wrap-around, thumbnails', async () => {
    const page = await openHome(DESKTOP);
    const gallery = page.locator('#gallery');
    await gallery.scrollIntoViewIfNeeded();
    const pause = gallery.getByRole('button', { name: 'Pause slideshow' });
    await pause.waitFor();
    await pause.click();
    await gallery.getByRole('button', { name: 'Play slideshow' }).waitFor();

    const index = () => gallery.locator('[data-gallery-index]').getAttribute('data-gallery-index');
    expect(await index()).toBe('0');
    await gallery.getByRole('button', { name: 'Previous project' }).click();
    expect(await index()).toBe('4');
    await gallery.getByRole('button', { name: 'Next project' }).click();
    expect(await index()).toBe('0');
    const thumbnail = gallery.getByRole('button', { name: 'Show Commercial TPO Roof' });
    await thumbnail.click();
    expect(await index()).toBe('3');
    expect(await thumbnail.getAttribute('aria-current')).toBe('true');
    await gallery.getByRole('heading', { name: 'Commercial TPO Roof' }).waitFor();
    await gallery.getByText('Jacksonville, FL · 2024').waitFor();
    await page.context().close();
  });

  it('filters the blog by category, hides Featured Articles and links cards to /blog/{id}', async () => {
    const page = await openHome(DESKTOP);
    const blog = page.locator('#blog');
    await blog.scrollIntoViewIfNeeded();
    await blog.getByRole('heading', { name: 'Featured Articles' }).waitFor();
    const allPosts = blog.getByRole('button', { name: /^All Posts/ });
    expect(await allPosts.getAttribute('aria-pressed')).toBe('true');

    const materials = blog.getByRole('button', { name: /^Materials/ });
    await materials.click();
    expect(await materials.getAttribute('aria-pressed')).toBe('true');
    expect(await allPosts.getAttribute('aria-pressed')).toBe('false');
    expect(await blog.getByRole('heading', { name: 'Featured Articles' }).count()).toBe(0);
    const cards = blog.locator('[data-testid="blog-posts"] article');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) expect(text).toContain('Materials');

    const link = cards.first().getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/blog\/\d+$/);
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.context().close();
  });

  it('checks ZIP codes: empty sends nothing, 32250 is served, 33101 is not', async () => {
    const page = await openHome(DESKTOP);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/validate-service-area')) requests.push(request.url());
    });
    const about = page.locator('#about');
    await about.scrollIntoViewIfNeeded();
    const zip = about.getByLabel('ZIP code');
    const button = about.getByRole('button', { name: 'Check Availability' });

    await zip.fill('   ');
    await button.click();
    await toast(page, 'Zip Code Required').waitFor();
    await page.getByRole('status').getByText('Please enter your zip code').waitFor();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);

    await zip.fill(' 32250 ');
    await button.click();
    await toast(page, 'Service Available!').waitFor();
    expect(requests).toHaveLength(1);

    await zip.fill('33101');
    await button.click();
    await toast(page, 'Service Not Available').waitFor();
    await page.context().close();
  });

  it('sends the contact form, thanks the visitor and clears the form', async () => {
    const page = await openHome(DESKTOP);
    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    await contact.getByLabel('Your name').fill('Marina Coastwell');
    await contact.getByLabel('Phone number').fill('(904) 555-0199');
    await contact.getByLabel('Email address').fill('marina.coastwell@example.com');
    await contact.getByLabel('Subject').selectOption('repair');
    await contact
      .getByLabel('Message', { exact: true })
      .fill('A few shingles came off the back slope last night.');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message Sent!').waitFor();
    expect(await contact.getByLabel('Your name').inputValue()).toBe('');
    expect(await contact.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    await page.context().close();
  });

  it('has no serious or critical axe violations at 1280 px', async () => {
    const page = await openHome(DESKTOP);
    await loadWholePage(page);
    await expectNoSeriousAxeViolations(page, 'landing page at 1280 px');
    await page.context().close();
  });

  it('has no horizontal scroll at 360 px and takes screenshots at 390 and 1280 px', async () => {
    const narrow = await openHome(NARROW);
    await loadWholePage(narrow);
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await narrow.context().close();

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openHome(viewport);
      await loadWholePage(page);
      await screenshot(page, `landing-${viewport.width}`);
      await page.context().close();
    }
  });
});
