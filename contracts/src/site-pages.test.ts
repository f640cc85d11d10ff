import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from './content/blog-posts.ts';
import { BLOG_POSTS_ES } from './content/es/blog-posts.ts';
import {
  BLOG_POST_NOT_FOUND_META_ES,
  lookUpPage,
  NOT_FOUND_META_ES,
  privatePaths,
  publicPages,
  type SitePage,
} from './site-pages.ts';
import { SITE_ROUTES } from './site-routes.ts';

const page = (path: string): SitePage => {
  const lookup = lookUpPage(path);
  if (lookup.kind !== 'page') throw new Error(`${path}: ${lookup.kind}`);
  return lookup.page;
};

/** Every public and customer page, without its language prefix (services and articles too). */
const customerFacingPaths = [
  ...Object.entries(SITE_ROUTES)
    .filter(([pattern, route]) => route.audience !== 'staff' && !pattern.includes(':'))
    .filter(([, route]) => !('redirectTo' in route))
    .map(([pattern]) => pattern),
  '/services/residential',
  '/services/commercial',
  '/services/repairs',
  '/services/inspections',
  ...BLOG_POSTS.map((post) => `/blog/${post.id}`),
];

describe('site pages in Spanish', () => {
  it('keeps the English lookup as it was', () => {
    const financing = page('/financing');
    expect(financing.path).toBe('/financing');
    expect(financing.locale).toBe('en');
    expect(financing.title).toBe('Roof Financing Options | Shorefront Roofing');
    expect(lookUpPage('/get-quote')).toEqual({ kind: 'redirect', location: '/#quote-form' });
    expect(page('/admin').title).toBe('Staff Sign-In | Shorefront Roofing');
  });

  it('gives every public and customer page its own Spanish title and description', () => {
    for (const path of customerFacingPaths) {
      const english = page(path);
      const spanish = page(`/es${path === '/' ? '' : path}`);
      expect(spanish.locale, path).toBe('es');
      expect(spanish.title, path).toMatch(/Shorefront Roofing/);
      expect(spanish.title, path).not.toBe(english.title);
      expect(spanish.description, path).not.toBe(english.description);
      expect(spanish.description.length, path).toBeGreaterThan(20);
      expect(spanish.audience, path).toBe(english.audience);
      expect(spanish.type, path).toBe(english.type);
      expect(spanish.alternates, path).toEqual(english.alternates);
    }
  });

  it('makes the /es address canonical for a Spanish page and links both languages', () => {
    expect(page('/es').path).toBe('/es');
    expect(page('/es/financing').path).toBe('/es/financing');
    expect(page('/es/SERVICES/repairs/').path).toBe('/es/services/repairs');
    const article = page('/es/blog/3');
    expect(article).toMatchObject({
      path: '/es/blog/3',
      locale: 'es',
      type: 'article',
      title: `${BLOG_POSTS_ES[2]?.title} | Shorefront Roofing`,
      description: BLOG_POSTS_ES[2]?.excerpt,
      lastModified: '2026-03-10',
      alternates: { en: '/blog/3', es: '/es/blog/3' },
    });
    expect(page('/blog/3').alternates).toEqual({ en: '/blog/3', es: '/es/blog/3' });
    expect(page('/es/client-portal')).toMatchObject({
      path: '/es/client-portal',
      audience: 'customer',
      title: 'Portal del cliente | Shorefront Roofing',
    });
  });

  it('answers unknown Spanish paths and articles with the Spanish not-found pages', () => {
    expect(lookUpPage('/es/nowhere')).toEqual({
      kind: 'not-found',
      meta: NOT_FOUND_META_ES,
    });
    expect(lookUpPage('/es/services/roofing')).toEqual({
      kind: 'not-found',
      meta: NOT_FOUND_META_ES,
    });
    expect(lookUpPage('/es/blog/9')).toEqual({
      kind: 'not-found',
      meta: BLOG_POST_NOT_FOUND_META_ES,
    });
  });

  it('redirects in the visitor language; the staff area is English only', () => {
    expect(lookUpPage('/es/get-quote')).toEqual({
      kind: 'redirect',
      location: '/es#quote-form',
    });
    expect(lookUpPage('/es/admin')).toEqual({ kind: 'not-found', meta: NOT_FOUND_META_ES });
    expect(page('/admin/dashboard').alternates).toBeUndefined();
  });

  it('lists the Spanish public pages for the sitemap and keeps Spanish customer pages private', () => {
    const english = publicPages();
    const spanish = publicPages('es');
    expect(spanish.map((entry) => entry.path)).toEqual(
      english.map((entry) => (entry.path === '/' ? '/es' : `/es${entry.path}`)),
    );
    expect(spanish.every((entry) => entry.locale === 'es' && entry.audience === 'public')).toBe(
      true,
    );
    expect(privatePaths()).toContain('/admin');
    expect(privatePaths('es')).toEqual([
      '/es/estimate-tracker',
      '/es/client-portal',
      '/es/customer-login',
      '/es/project-status',
    ]);
  });
});
