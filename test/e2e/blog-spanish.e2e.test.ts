import { BLOG_POSTS_ES } from '@roofing/contracts/content/es/blog-posts';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  screenshot,
  TIMEOUT_MS,
  useBrowserApp,
  VIEWPORTS,
} from '../support/browser.ts';

/**
 * The blog in Spanish (issue 24), in a browser against the built app: the /es article page reads
 * the hand-translated article with Spanish facts and links that stay in Spanish, the home page's
 * blog filter speaks Spanish, and an unknown /es article shows the Spanish not-found page.
 */
const { desktop: DESKTOP, phone: MOBILE } = VIEWPORTS;
const { urlOf, openPage } = useBrowserApp();

describe('the blog in Spanish', () => {
  const post = BLOG_POSTS_ES.find((candidate) => candidate.id === 2);
  if (!post) throw new Error('no Spanish article 2');

  it(
    'shows the Spanish article with Spanish facts, and its links stay in Spanish',
    async () => {
      const page = await openPage(DESKTOP);
      await page.goto(urlOf('/es/blog/2'));
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toMatch(/^es/);
      expect(await page.title()).toBe(`${post.title} | Shorefront Roofing`);
      await page
        .getByRole('heading', { level: 2, name: 'Dos buenas respuestas a la misma pregunta' })
        .waitFor();
      const main = (await page.getByRole('main').textContent()) ?? '';
      for (const text of [
        'Materiales',
        'Por Dana Whitfield, consultora sénior de techos',
        '17 de febrero de 2026',
        '11 min de lectura',
        '1,923 vistas',
        'Comparta este artículo',
        '#techos de metal',
      ]) {
        expect(main, text).toContain(text);
      }
      expect(main).not.toContain('Back to Blog');
      expect(main).not.toContain('**');
      const main$ = page.getByRole('main');
      expect(
        await main$.getByRole('link', { name: 'Ver todos los artículos' }).getAttribute('href'),
      ).toBe('/es#blog');
      expect(await main$.getByRole('link', { name: 'Volver al blog' }).getAttribute('href')).toBe(
        '/es#blog',
      );
      await expectNoSeriousAxeViolations(page, 'Spanish blog article');
      await screenshot(page, 'blog-article-es-1280');

      const mobile = await openPage(MOBILE);
      await mobile.goto(urlOf('/es/blog/5'));
      await mobile
        .getByRole('heading', { level: 1, name: /^Prevención de filtraciones/ })
        .waitFor();
      await screenshot(mobile, 'blog-article-es-390');
    },
    TIMEOUT_MS,
  );

  it(
    'filters by Spanish category names on /es and links the cards to /es/blog/{id}',
    async () => {
      const page = await openPage(DESKTOP);
      await page.goto(urlOf('/es'));
      const blog = page.locator('#blog');
      await blog.scrollIntoViewIfNeeded();
      await blog.getByRole('heading', { name: 'Artículos destacados' }).waitFor();
      const materials = blog.getByRole('button', { name: /^Materiales/ });
      await materials.click();
      expect(await materials.getAttribute('aria-pressed')).toBe('true');
      await blog.getByRole('heading', { name: 'Artículos sobre materiales' }).waitFor();
      const link = blog.locator('[data-testid="blog-posts"] article').first().getByRole('link');
      expect(await link.textContent()).toBe(post.title);
      expect(await link.getAttribute('href')).toBe('/es/blog/2');
      await link.click();
      await page.waitForURL((url) => url.pathname === '/es/blog/2');
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    },
    TIMEOUT_MS,
  );

  it(
    'shows the Spanish not-found page for an unknown /es article',
    async () => {
      const page = await openPage(DESKTOP);
      await page.goto(urlOf('/es/blog/9'));
      await page.getByRole('heading', { level: 1, name: 'Artículo no encontrado' }).waitFor();
      await page.getByText('El artículo del blog que busca no existe.').waitFor();
      expect(await page.getByRole('link', { name: 'Volver al blog' }).getAttribute('href')).toBe(
        '/es#blog',
      );
    },
    TIMEOUT_MS,
  );
});
