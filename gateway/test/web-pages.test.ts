import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BLOG_POSTS } from '@roofing/contracts/content/blog-posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startEmbeddedApp } from '../../test/support/start-app.ts';

const PUBLIC_URL = 'https://www.shorefront.example';
const SHARE_IMAGE = 'media/share/shorefront-roofing-1200x630.png';
/** A drawn page's HTML, long enough to be worth compressing. */
const FINANCING_BODY = `<main><h1>Flexible Financing for Your New Roof</h1>${'<p>Payments that fit.</p>'.repeat(60)}</main>`;
/** The build's one inline script (web/index.html holds early clicks with one like it). */
const EARLY_SCRIPT = 'window.__early = [];';
let app: RunningApp;
let webDist: string;

beforeAll(async () => {
  // A stand-in build shaped like web/dist/index.html: its default title and description.
  webDist = await mkdtemp(join(tmpdir(), 'web-pages-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      `    <script>${EARLY_SCRIPT}</script>`,
      '    <title>Default title</title>',
      '    <meta',
      '      name="description"',
      '      content="Default description"',
      '    />',
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      '  </head>',
      '  <body><div id="root"></div></body>',
      '</html>',
    ].join('\n'),
  );
  // The first screens the build drew (web/prerender.ts): two pages, one in each language.
  await writeFile(
    join(webDist, 'prerendered.json'),
    JSON.stringify({
      '/financing': {
        head: '<link rel="preload" as="image" href="/media/financing.svg"/>',
        body: FINANCING_BODY,
      },
      '/es/blog/1': { head: '', body: '<main><h1>Prepare su techo</h1></main>' },
    }),
  );
  // The link-preview image of the build (web/public/media/share).
  await mkdir(join(webDist, 'media', 'share'), { recursive: true });
  await writeFile(join(webDist, SHARE_IMAGE), 'not really a png');
  app = await startEmbeddedApp({ WEB_DIST: webDist, PUBLIC_URL: `${PUBLIC_URL}/` });
});
afterAll(async () => {
  await app?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${app.url}${path}`, { redirect: 'manual' });

/** The content of the head's `<meta {attribute}="{key}">`, or undefined. */
function metaOf(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return tag?.[1];
}
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe('first screens drawn at build time', () => {
  it('sends a drawn page inside #root, with the links its head needs', async () => {
    const html = await (await get('/financing')).text();
    expect(html).toContain(`<div id="root">${FINANCING_BODY}</div>`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/media/financing.svg"/>');
    expect(await (await get('/es/blog/1')).text()).toContain(
      '<div id="root"><main><h1>Prepare su techo</h1></main></div>',
    );
  });

  it('sends the empty root where the build drew nothing or a query may change the page', async () => {
    for (const path of ['/', '/blog/1', '/financing?plan=pace', '/client-portal', '/nowhere']) {
      expect(await (await get(path)).text(), path).toContain('<div id="root"></div>');
    }
  });

  it('compresses the page', async () => {
    const response = await fetch(`${app.url}/financing`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
  });
});

describe('pages the web app has and has not', () => {
  it('answers the pages of the route list with 200 and any other page path with 404', async () => {
    for (const path of [
      '/',
      '/financing',
      '/Financing/',
      '/coldshield-offer',
      '/instant-quote',
      '/services/residential',
      '/services/inspections',
      '/blog/1',
      '/blog/1.0',
      '/estimate-tracker?number=SFR-ABCDEFGH',
      '/client-portal',
      '/project-status',
      '/admin',
      '/admin/dashboard',
      '/safety-info',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(await response.text(), path).toContain('<div id="root">');
    }
    for (const path of [
      '/no-such-page',
      '/financing/more',
      '/services/roof-painting',
      '/blog/99',
      '/blog/abc',
      '/admin/nothing',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      // The app itself, which shows its not-found page; titled as that page.
      const html = await response.text();
      expect(html, path).toContain('<div id="root">');
      expect(metaOf(html, 'name', 'robots'), path).toBe('noindex');
    }
    expect(titleOf(await (await get('/nowhere')).text())).toBe(
      'Page Not Found | Shorefront Roofing',
    );
    expect(titleOf(await (await get('/blog/99')).text())).toBe(
      'Blog Post Not Found | Shorefront Roofing',
    );
    // Missing files and API paths keep their own 404s.
    expect((await get('/assets/missing.js')).headers.get('content-type')).not.toContain(
      'text/html',
    );
    expect((await get('/api/nothing')).headers.get('content-type')).toContain('application/json');
  });

  it('sends /get-quote to the quote form with a redirect', async () => {
    const response = await get('/get-quote');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/#quote-form');
  });
});

describe('what crawlers and link previews read without running the app', () => {
  it("writes each public page's title, description and Open Graph card into its HTML", async () => {
    const financing = await (await get('/financing')).text();
    expect(titleOf(financing)).toBe('Roof Financing Options | Shorefront Roofing');
    expect(financing).not.toContain('Default title');
    expect(financing).not.toContain('Default description');
    expect(metaOf(financing, 'name', 'description')).toMatch(/Florida PACE/);
    expect(metaOf(financing, 'property', 'og:title')).toBe(
      'Roof Financing Options | Shorefront Roofing',
    );
    expect(metaOf(financing, 'property', 'og:url')).toBe(`${PUBLIC_URL}/financing`);
    expect(metaOf(financing, 'property', 'og:type')).toBe('website');
    expect(metaOf(financing, 'property', 'og:description')).toBe(
      metaOf(financing, 'name', 'description'),
    );
    expect(financing).toContain(`<link rel="canonical" href="${PUBLIC_URL}/financing" />`);
    // The head's own elements stay, and the page's come before </head>.
    expect(financing.indexOf('og:title')).toBeLessThan(financing.indexOf('</head>'));
    expect(financing).toContain('src="/assets/index-1.js"');

    const post = BLOG_POSTS[2];
    if (!post) throw new Error('no third blog post');
    const article = await (await get(`/blog/${post.id}`)).text();
    expect(titleOf(article)).toBe(`${post.title} | Shorefront Roofing`);
    expect(metaOf(article, 'property', 'og:type')).toBe('article');
    expect(metaOf(article, 'property', 'og:url')).toBe(`${PUBLIC_URL}/blog/${post.id}`);
    expect(metaOf(article, 'property', 'og:description')).toBe(
      post.excerpt.replaceAll('&', '&amp;').replaceAll("'", '&#39;').replaceAll('"', '&quot;'),
    );

    const service = await (await get('/services/repairs/')).text();
    expect(titleOf(service)).toBe('Roof Repairs | Shorefront Roofing');
    expect(metaOf(service, 'property', 'og:url')).toBe(`${PUBLIC_URL}/services/repairs`);

    // The share image, absolute, with its size; a large card.
    expect(metaOf(financing, 'property', 'og:image')).toBe(`${PUBLIC_URL}/${SHARE_IMAGE}`);
    expect(metaOf(financing, 'property', 'og:image:width')).toBe('1200');
    expect(metaOf(financing, 'name', 'twitter:card')).toBe('summary_large_image');
    expect((await get(`/${SHARE_IMAGE}`)).status).toBe(200);

    const home = await (await get('/')).text();
    expect(metaOf(home, 'property', 'og:url')).toBe(`${PUBLIC_URL}/`);
    expect(titleOf(home)).toContain('Shorefront Roofing');
  });

  it('keeps staff and portal pages out of search results, without a preview card', async () => {
    for (const path of ['/admin', '/client-portal', '/employee-info']) {
      const html = await (await get(path)).text();
      expect(metaOf(html, 'name', 'robots'), path).toBe('noindex');
      expect(metaOf(html, 'property', 'og:title'), path).toBeUndefined();
    }
  });

  it('keeps the content security policy on the pages it writes', async () => {
    const response = await get('/services/commercial');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const notFound = await get('/nowhere');
    expect(notFound.headers.get('content-security-policy')).toContain("default-src 'self'");
    // The build's own inline script is allowed by its hash, and no other inline script is.
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    for (const page of [response, notFound]) {
      const scriptSrc = /script-src ([^;]*)/.exec(
        page.headers.get('content-security-policy') ?? '',
      );
      const sources = scriptSrc?.[1]?.split(' ') ?? [];
      expect(sources.slice(0, 2)).toEqual(["'self'", `'sha256-${hash}'`]);
      expect(
        sources.filter((source) => /^'(sha256-|nonce-|unsafe-inline)/.test(source)),
      ).toHaveLength(1);
    }
    const html = await notFound.text();
    expect([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body)).toEqual([
      EARLY_SCRIPT,
    ]);
  });

  it('serves a Spanish page in Spanish: lang, title, canonical, alternates, og:locale', async () => {
    const response = await get('/es/financing');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<title>[^<]*financiamiento[^<]*<\/title>/i);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/es/financing" />`);
    expect(html).toContain(`hreflang="en" href="${PUBLIC_URL}/financing"`);
    expect(html).toContain(`hreflang="es" href="${PUBLIC_URL}/es/financing"`);
    expect(html).toContain('<meta property="og:locale" content="es_US" />');
    // The English page is untouched, and staff pages have no Spanish twin.
    expect(await (await get('/financing')).text()).toContain('<html lang="en"');
    expect((await get('/es/admin')).status).toBe(404);
  });

  it('serves robots.txt: staff and portal paths disallowed, the sitemap named', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of [
      '/admin',
      '/admin-dashboard',
      '/document-management',
      '/employee-info',
      '/employment-testing',
      '/safety-info',
      '/client-portal',
      '/customer-login',
      '/project-status',
      '/api/',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow:'))).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('serves sitemap.xml with every public page, service page and article, absolute', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('xml');
    const xml = await response.text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/financing`,
        `${PUBLIC_URL}/coldshield-offer`,
        `${PUBLIC_URL}/instant-quote`,
        `${PUBLIC_URL}/services/residential`,
        `${PUBLIC_URL}/services/commercial`,
        `${PUBLIC_URL}/services/repairs`,
        `${PUBLIC_URL}/services/inspections`,
        // The storm status page (issue 26).
        `${PUBLIC_URL}/status`,
        ...BLOG_POSTS.map((post) => `${PUBLIC_URL}/blog/${post.id}`),
        // Each page's Spanish twin too (issue 24).
        `${PUBLIC_URL}/es`,
        `${PUBLIC_URL}/es/financing`,
        `${PUBLIC_URL}/es/services/residential`,
        ...BLOG_POSTS.map((post) => `${PUBLIC_URL}/es/blog/${post.id}`),
      ]),
    );
    expect(locations).toHaveLength(2 * (9 + BLOG_POSTS.length));
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${PUBLIC_URL}/es/financing" />`,
    );
    for (const location of locations) {
      expect(location).not.toMatch(/admin|portal|safety|employee|project-status|get-quote/);
      // Every listed page answers 200 itself.
      expect((await get(new URL(location ?? '').pathname)).status, location).toBe(200);
    }
  });
});
