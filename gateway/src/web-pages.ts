import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type Locale, pathInLocale, splitLocalePath } from '@roofing/contracts/locale';
import { lookUpPage, privatePaths, publicPages } from '@roofing/contracts/site-pages';
import { matchSiteRoute } from '@roofing/contracts/site-routes';
import type { App } from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeMarkup, headElements, pageTemplate, type ShareImage } from './page-head.ts';

/** The link-preview image, when the build has one (a PNG: previews do not show SVG). */
const SHARE_IMAGE: ShareImage = {
  path: '/media/share/shorefront-roofing-1200x630.png',
  width: 1200,
  height: 630,
  alt: 'Shorefront Roofing: storm-ready roofs for North Florida’s coast',
};

export interface WebPages {
  /** Answers a page path: the page with its own head (200), a redirect, or the not-found page (404). */
  serve(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * The pages of the web app as the gateway serves them: index.html with each page's title,
 * description and Open Graph card, HTTP 404 for a path the app does not know (the app still
 * shows its not-found page), and robots.txt and sitemap.xml from the same route list.
 */
export function registerWebPages(
  app: App,
  {
    webDist,
    publicUrl,
    contentSecurityPolicy,
  }: {
    webDist?: string;
    publicUrl: string;
    /**
     * The page's CSP allowing `<style>` elements that carry this response's nonce and the page's
     * own inline scripts (their hashes as CSP sources).
     */
    contentSecurityPolicy?: (styleNonce: string, inlineScripts: string[]) => string;
  },
): WebPages | undefined {
  const origin = publicUrl.replace(/\/+$/, '');

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          ...[...privatePaths(), ...privatePaths('es')].map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) => {
    // Each public page in English and in Spanish, each naming its twin (issue 24).
    const entries = publicPages().flatMap((page) =>
      (['en', 'es'] as const).map((locale) =>
        [
          '  <url>',
          `    <loc>${escapeMarkup(`${origin}${pathInLocale(page.path, locale)}`)}</loc>`,
          ...(['en', 'es'] as const).map(
            (twin) =>
              `    <xhtml:link rel="alternate" hreflang="${twin}" href="${escapeMarkup(`${origin}${pathInLocale(page.path, twin)}`)}" />`,
          ),
          ...(page.lastModified
            ? [`    <lastmod>${escapeMarkup(page.lastModified)}</lastmod>`]
            : []),
          '  </url>',
        ].join('\n'),
      ),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
          ...entries,
          '</urlset>',
          '',
        ].join('\n'),
      );
  });

  if (!webDist) return undefined;
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  const render = pageTemplate(indexHtml);
  const inlineScripts = inlineScriptSources(indexHtml);
  const preloadsOf = routePreloads(webDist);
  const firstScreenOf = prerendered(webDist);
  const image = existsSync(join(webDist, SHARE_IMAGE.path)) ? SHARE_IMAGE : undefined;
  // A few dozen distinct pages (and one not-found page per kind): each is rendered once.
  const rendered = new Map<string, string>();

  return {
    serve(request, reply) {
      const path = new URL(request.url, 'http://gateway').pathname;
      const lookup = lookUpPage(path);
      if (lookup.kind === 'redirect') return reply.redirect(lookup.location, 301);
      // The page's language is its path's: /es/… is Spanish (issue 24).
      const { locale } = splitLocalePath(path);
      const key = `${locale}:${lookup.kind === 'page' ? lookup.page.path : `not-found:${lookup.meta.title}`}`;
      // The page's first screen, drawn at build time, for an address the build drew as is: a
      // query (`?estimate=…`) can change what the page's first render shows.
      const firstScreen =
        lookup.kind === 'page' && request.url.indexOf('?') === -1
          ? firstScreenOf(lookup.page.path)
          : undefined;
      const cacheKey = `${key}${firstScreen ? ':drawn' : ''}`;
      let html = rendered.get(cacheKey);
      if (html === undefined) {
        html = render(headElements(lookup, { publicUrl: origin, image, locale }), locale)
          .replace('</head>', `${preloadsOf(path, locale)}${firstScreen?.head ?? ''}</head>`)
          .replace(
            '<div id="root"></div>',
            () => `<div id="root">${firstScreen?.body ?? ''}</div>`,
          );
        rendered.set(cacheKey, html);
      }
      if (contentSecurityPolicy) {
        // A fresh nonce per response: the app hands it to the libraries that add <style>
        // elements (web/src/lib/csp-nonce.ts); markup injected into the page cannot know it.
        const nonce = randomBytes(16).toString('base64');
        html = html.replace('</head>', `<meta name="csp-nonce" content="${nonce}" /></head>`);
        reply.header('content-security-policy', contentSecurityPolicy(nonce, inlineScripts));
      }
      reply
        .code(lookup.kind === 'page' ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache');
      return sendCompressed(request, reply, html);
    },
  };
}

/**
 * The CSP sources allowing the page template's inline scripts (the one that holds a visitor's
 * early clicks until the app is live, web/index.html): the SHA-256 hash of each, so the policy
 * still refuses any other inline script.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Most pages are answered by the not-found handler, which the global compression hook does not
 * reach, so the page is compressed here (a drawn page is ~50 KiB, ~10 KiB with brotli). Per
 * response: each carries its own CSP nonce. Brotli at quality 4 takes about a millisecond.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }));
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  }
  return reply.send(html);
}

/**
 * The `<link rel="modulepreload">` tags of a page: its lazy route's chunks and, on a Spanish page,
 * the Spanish catalogues its modules load (web/route-preloads.ts writes the list at build time).
 * Without them the browser finds these only after the entry script has run: a round trip more
 * before the first paint. A build without the list preloads nothing more.
 */
function routePreloads(webDist: string): (path: string, locale: Locale) => string {
  const file = join(webDist, 'route-preloads.json');
  const preloads: Record<string, Record<Locale, string[]>> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  return (path, locale) => {
    const pattern = matchSiteRoute(path)?.pattern ?? '*';
    return (preloads[pattern]?.[locale] ?? [])
      .map((asset) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(asset)}" />\n  `)
      .join('');
  };
}

/**
 * The first screen of each public page, rendered at build time (web/prerender.ts writes
 * `prerendered.json`: canonical path → the links its head needs and the HTML of `#root`). A build
 * without it sends the empty `#root` the app draws into, as before.
 */
function prerendered(
  webDist: string,
): (path: string) => { head: string; body: string } | undefined {
  const file = join(webDist, 'prerendered.json');
  const pages: Record<string, { head: string; body: string }> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  return (path) => (Object.hasOwn(pages, path) ? pages[path] : undefined);
}

/** The built web app's files (compressed once, at build) and its first page. */
export async function serveWebApp(app: App, webDist: string, pages: WebPages) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    setHeaders: (response, path) => {
      const immutable = path.includes(`${join(webDist, 'assets')}`);
      // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must know.
      response.setHeader('vary', 'accept-encoding');
      response.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', { schema: { hide: true } }, (request, reply) => pages.serve(request, reply));
}
