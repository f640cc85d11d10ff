import { COMPANY } from '@roofing/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp, VIEWPORTS } from '../support/browser.ts';

/** Issue 19, the public site: what a visitor sees is true, and nothing gets in the way. */
const site = useBrowserApp();

const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

describe('what the server answers for a page', () => {
  it(
    'is 404 with the not-found page for an unknown path, and the page’s own title for a known one',
    async () => {
      const page = await site.openPage(VIEWPORTS.desktop);
      const missing = await page.goto(site.urlOf('/no-such-page'));
      expect(missing?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      const missingPost = await page.goto(site.urlOf('/blog/99'));
      expect(missingPost?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' }).waitFor();

      // The title in the HTML (what crawlers read) is the one the page itself shows.
      for (const path of [
        '/',
        '/financing',
        '/coldshield-offer',
        '/instant-quote',
        '/services/residential',
        '/services/commercial',
        '/services/repairs',
        '/services/inspections',
        '/blog/1',
        '/blog/4',
        '/estimate-tracker',
        '/client-portal',
        '/project-status',
      ]) {
        const response = await page.goto(site.urlOf(path));
        expect(response?.status(), path).toBe(200);
        const served = (await response?.text())?.match(/<title>([^<]*)<\/title>/)?.[1];
        await page.locator('main h1, main h2').first().waitFor();
        const shown = await page.title();
        const decoded = await page.evaluate((html) => {
          const probe = document.createElement('textarea');
          probe.innerHTML = html;
          return probe.value;
        }, served ?? '');
        expect(shown, path).toBe(decoded);
      }
      await page.context().close();
    },
    TIMEOUT_MS * 2,
  );
});

describe('a page change', () => {
  it(
    'opens the new page at the top at once, and a hash link still reaches its target',
    async () => {
      const page = await site.openPage(VIEWPORTS.desktop);
      await page.goto(site.urlOf('/'));
      await page.locator('footer').waitFor();
      // Every frame from here on: the path shown and how far the page is scrolled.
      await page.evaluate(() => {
        const frames: Array<[string, number, string]> = [];
        (window as unknown as { frames_: typeof frames }).frames_ = frames;
        const record = () => {
          const heading = document.querySelector('main h1')?.textContent ?? '';
          frames.push([location.pathname, window.scrollY, heading]);
          requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
      });
      await nextFrames(page);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.locator('footer a[href="/financing"]').first().click();
      await page.waitForURL((url) => url.pathname === '/financing');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(600);
      const frames = await page.evaluate(
        () => (window as unknown as { frames_: Array<[string, number, string]> }).frames_,
      );
      // Frames painting the new page (the address changes a moment before it is shown).
      const onNewPage = frames.filter(
        ([path, , heading]) => path === '/financing' && heading.includes('Financing'),
      );
      expect(onNewPage.length).toBeGreaterThan(5);
      // Not one frame of the new page was painted anywhere but the top.
      expect(onNewPage.filter(([, scrolled]) => scrolled !== 0)).toEqual([]);

      // From another page, a link to the home page's quote form lands on the form.
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
      await page.locator('footer a[href="/#quote-form"]').first().click();
      await page.waitForURL((url) => url.pathname === '/' && url.hash === '#quote-form');
      await expect
        .poll(
          () =>
            page.evaluate(() => document.getElementById('quote-form')?.getBoundingClientRect().top),
          { timeout: 10_000 },
        )
        .toBeGreaterThanOrEqual(-2);
      const top = await page.evaluate(
        () => document.getElementById('quote-form')?.getBoundingClientRect().top ?? -1,
      );
      expect(top).toBeLessThan(200);
      await page.context().close();
    },
    TIMEOUT_MS * 2,
  );
});

/** Boxes of the controls in view that the visible FAQ bubble overlaps (none when hidden). */
function controlsUnderBubble(page: Page) {
  return page.evaluate(() => {
    const bubble = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'FAQ',
    );
    if (!bubble) throw new Error('no FAQ bubble');
    if (!bubble.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
    const box = bubble.getBoundingClientRect();
    return [...document.querySelectorAll('a[href], button, input, select, textarea')]
      .filter(
        (control) => control !== bubble && control.checkVisibility({ visibilityProperty: true }),
      )
      .map((control) => ({ control, rect: control.getBoundingClientRect() }))
      .filter(
        ({ rect }) =>
          rect.width > 1 &&
          rect.height > 1 &&
          rect.bottom > 0 &&
          rect.top < window.innerHeight &&
          rect.left < box.right &&
          rect.right > box.left &&
          rect.top < box.bottom &&
          rect.bottom > box.top,
      )
      .map(({ control }) => `${control.tagName} "${control.textContent?.trim().slice(0, 40)}"`);
  });
}

describe('the FAQ bubble on a phone', () => {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 320, height: 640 },
  ]) {
    it(
      `never covers a button, link or field at ${viewport.width} px`,
      async () => {
        const page = await site.openPage(viewport);
        await page.goto(site.urlOf('/'));
        await page.getByRole('button', { name: 'FAQ', exact: true }).waitFor({ state: 'attached' });
        await page.locator('#quote-form').getByRole('button', { name: 'Next Step' }).waitFor();

        // The mobile menu: its Call button at the bottom of the screen.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('navigation', { name: 'Mobile' })
          .getByRole('link', { name: `Call ${COMPANY.phone}` })
          .waitFor();
        await nextFrames(page);
        expect(await controlsUnderBubble(page)).toEqual([]);
        await page.getByRole('button', { name: 'Close menu' }).click();

        // Every position of the page, top to bottom.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const covered: string[] = [];
        for (let top = 0; top < height; top += 120) {
          await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
          await nextFrames(page);
          for (const control of await controlsUnderBubble(page)) covered.push(`${top}: ${control}`);
        }
        expect(covered).toEqual([]);

        // The wizard's Submit, brought to the bubble's height.
        const wizard = page.locator('#quote-form');
        await wizard.getByRole('button', { name: 'Next Step' }).click();
        await wizard.getByRole('button', { name: 'Next Step' }).click();
        const submit = wizard.getByRole('button', { name: 'Submit Quote Request' });
        await submit.waitFor();
        await page.evaluate(() => {
          const button = [...document.querySelectorAll('button')].find(
            (candidate) => candidate.textContent?.trim() === 'Submit Quote Request',
          );
          if (!button) throw new Error('no submit button');
          const y =
            window.scrollY + button.getBoundingClientRect().bottom - window.innerHeight + 20;
          window.scrollTo({ top: y, behavior: 'instant' });
        });
        await nextFrames(page);
        expect(await controlsUnderBubble(page)).toEqual([]);
        await page.context().close();
      },
      TIMEOUT_MS * 3,
    );
  }
});

describe('the ZIP check', () => {
  it(
    'keeps its answer under the form after the toast has gone',
    async () => {
      const page = await site.openPage(VIEWPORTS.desktop);
      await page.goto(site.urlOf('/'));
      const form = page.locator('form[aria-labelledby="zip-check-heading"]');
      await form.scrollIntoViewIfNeeded();
      await form.getByLabel('ZIP code', { exact: true }).fill('32250');
      await form.getByRole('button', { name: 'Check Availability' }).click();
      const answer = form.getByRole('status');
      await answer.getByText('Service Available!').waitFor();
      expect(await answer.textContent()).toContain('32250');
      // The toast closes after 5 s; the answer stays.
      await page.waitForTimeout(6_000);
      expect(await answer.getByText('Service Available!').isVisible()).toBe(true);

      await form.getByLabel('ZIP code', { exact: true }).fill('90210');
      await form.getByRole('button', { name: 'Check Availability' }).click();
      await answer.getByText('Service Not Available').waitFor();
      expect(await answer.textContent()).toContain('90210');
      expect(await answer.getByText('Service Available!').count()).toBe(0);
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});

describe('the quote wizard', () => {
  it(
    'marks a step done only when its fields are valid',
    async () => {
      const page = await site.openPage(VIEWPORTS.desktop);
      await page.goto(site.urlOf('/'));
      const wizard = page.locator('#quote-form');
      await wizard.scrollIntoViewIfNeeded();
      const steps = page.getByRole('list', { name: 'Quote request steps' }).getByRole('listitem');
      await wizard.getByRole('button', { name: 'Next Step' }).click();
      // Moving on stays free (the form is checked on submit), but an empty step is not done.
      await wizard.getByText('Step 2 of 3').waitFor();
      expect(await steps.nth(0).textContent()).toContain('(incomplete)');
      expect(await steps.nth(0).textContent()).not.toContain('(completed)');
      expect(await steps.nth(0).locator('svg').count()).toBe(0);

      await wizard.getByRole('button', { name: 'Previous' }).click();
      await wizard.getByLabel('Service type').selectOption('roof-repair');
      await wizard.getByLabel('Property type').selectOption('residential');
      await wizard.getByRole('button', { name: 'Next Step' }).click();
      await wizard.getByText('Step 2 of 3').waitFor();
      expect(await steps.nth(0).textContent()).toContain('(completed)');
      expect(await steps.nth(0).locator('svg').count()).toBe(1);

      // Step 2 half filled (an e-mail that is not one): not done on step 3.
      await wizard.getByLabel('First name').fill('Dolores');
      await wizard.getByLabel('Email', { exact: true }).fill('dolores@');
      await wizard.getByRole('button', { name: 'Next Step' }).click();
      await wizard.getByText('Step 3 of 3').waitFor();
      expect(await steps.nth(0).textContent()).toContain('(completed)');
      expect(await steps.nth(1).textContent()).toContain('(incomplete)');
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});

describe('the instant quote', () => {
  it(
    'says an invalid e-mail at its field, not "Failed to generate quote"',
    async () => {
      const page = await site.openPage(VIEWPORTS.desktop);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/instant-quotes')) {
          posts.push(request.url());
        }
      });
      await page.goto(site.urlOf('/instant-quote'));
      await page.getByLabel('Full name').fill('Marisol Whitaker');
      await page.getByLabel('Email address').fill('marisol@');
      await page.getByLabel('Street address').fill('1520 Beach Blvd');
      await page.getByLabel('Roof size (squares)').fill('24');
      await page.getByRole('button', { name: 'Generate Instant Quote' }).click();
      const error = page.locator('#iq-customerEmail-error');
      await error.waitFor();
      expect(await error.textContent()).toContain('Enter a valid e-mail address');
      expect(await page.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('iq-customerEmail');
      await page.waitForTimeout(300);
      expect(await page.getByText('Failed to generate quote').count()).toBe(0);
      expect(posts).toEqual([]);
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});

describe('a part of the site that fails to load', () => {
  /** Opens the home page and follows a link to /financing, whose chunk the route fails. */
  async function followToFinancing(page: Page, failures: number) {
    let failed = 0;
    await page.route(/\/assets\/financing-page-[^/]*\.js/, (route) => {
      if (failed >= failures) return route.continue();
      failed += 1;
      return route.abort('failed');
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto(site.urlOf('/'));
    await page.locator('footer a[href="/financing"]').first().click();
    return documents;
  }

  it(
    'reloads once to the new build after a redeploy',
    async () => {
      const page = await site.openPage(VIEWPORTS.desktop);
      const documents = await followToFinancing(page, 1);
      await page.getByRole('heading', { level: 1, name: /Financing/ }).waitFor();
      expect(documents).toEqual(['/', '/financing']);
      expect(await page.getByText('dynamically imported module').count()).toBe(0);
      await page.context().close();
    },
    TIMEOUT_MS,
  );

  it(
    'shows the phone number, not the browser’s message, when the chunk keeps failing',
    async () => {
      const page = await site.openPage(VIEWPORTS.desktop);
      const documents = await followToFinancing(page, Number.POSITIVE_INFINITY);
      const fallback = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
      await fallback.waitFor();
      expect(await fallback.textContent()).toContain(COMPANY.phone);
      expect(await fallback.getByRole('link', { name: `Call ${COMPANY.phone}` }).count()).toBe(1);
      expect(await page.content()).not.toMatch(/dynamically imported module|Failed to fetch/i);
      // One reload, not a loop.
      await page.waitForTimeout(1_500);
      expect(documents).toEqual(['/', '/financing']);
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});
