import { COMPANY } from '@roofing/contracts';
import { type Locale, OG_LOCALE, pathInLocale } from '@roofing/contracts/locale';
import type { PageLookup } from '@roofing/contracts/site-pages';

/**
 * The head of each page the gateway serves. The web app is a single-page app: without this every
 * path would carry the home page's title, and link previews and crawlers that do not run scripts
 * would see nothing of the page. Only title, meta and link elements: the CSP stays as it is.
 */

/** One element of the head, as data: every value goes through the one serializer below. */
type HeadElement =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attributes: Record<string, string> };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an HTML or XML element or a quoted attribute. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function serialize(element: HeadElement): string {
  if (element.tag === 'title') return `<title>${escapeMarkup(element.text)}</title>`;
  const attributes = Object.entries(element.attributes)
    .map(([name, value]) => `${name}="${escapeMarkup(value)}"`)
    .join(' ');
  return `<${element.tag} ${attributes} />`;
}

/** The share image, when the site has one suitable for link previews (PNG or JPEG). */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHeadOptions {
  /** The site's public address (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  image?: ShareImage;
  /** The page's language (its path's): canonical address, alternates, og:locale. */
  locale?: Locale;
}

const meta = (attribute: 'name' | 'property', key: string, content: string): HeadElement => ({
  tag: 'meta',
  attributes: { [attribute]: key, content },
});

/** The head elements of what a lookup found: a page, or the not-found page. */
export function headElements(lookup: PageLookup, options: PageHeadOptions): HeadElement[] {
  if (lookup.kind === 'redirect') return [];
  if (lookup.kind === 'not-found') {
    return [
      { tag: 'title', text: lookup.meta.title },
      meta('name', 'description', lookup.meta.description),
      meta('name', 'robots', 'noindex'),
    ];
  }
  const { page } = lookup;
  const locale = options.locale ?? 'en';
  const address = (language: Locale) => `${options.publicUrl}${pathInLocale(page.path, language)}`;
  const url = address(locale);
  const elements: HeadElement[] = [
    { tag: 'title', text: page.title },
    meta('name', 'description', page.description),
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
  ];
  // Pages of one customer or of the staff are nobody's search result.
  if (page.audience !== 'public') return [...elements, meta('name', 'robots', 'noindex')];
  // The page's twin in the other language, for search engines (issue 24).
  elements.push(
    { tag: 'link', attributes: { rel: 'alternate', hreflang: 'en', href: address('en') } },
    { tag: 'link', attributes: { rel: 'alternate', hreflang: 'es', href: address('es') } },
    { tag: 'link', attributes: { rel: 'alternate', hreflang: 'x-default', href: address('en') } },
  );
  elements.push(
    meta('property', 'og:site_name', COMPANY.name),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
  );
  if (page.type === 'article' && page.lastModified) {
    elements.push(meta('property', 'article:published_time', page.lastModified));
  }
  if (options.image) {
    elements.push(
      meta('property', 'og:image', `${options.publicUrl}${options.image.path}`),
      meta('property', 'og:image:width', String(options.image.width)),
      meta('property', 'og:image:height', String(options.image.height)),
      meta('property', 'og:image:alt', options.image.alt),
    );
  }
  elements.push(
    meta('name', 'twitter:card', options.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  );
  return elements;
}

/** The built index.html's own title and description, which each page's head replaces. */
const DEFAULT_HEAD = [/<title>[\s\S]*?<\/title>\s*/i, /<meta\s+name="description"[^>]*>\s*/i];

/**
 * A function writing a page's head into the web app's index.html: the build's default title and
 * description make way for the page's, placed before `</head>` (or, in a document without a
 * head, right after the doctype).
 */
export function pageTemplate(
  indexHtml: string,
): (elements: HeadElement[], locale?: Locale) => string {
  const stripped = DEFAULT_HEAD.reduce((html, pattern) => html.replace(pattern, ''), indexHtml);
  const headEnd = stripped.search(/<\/head>/i);
  const doctype = /^\s*<!doctype html>/i.exec(stripped);
  const at = headEnd >= 0 ? headEnd : doctype ? doctype[0].length : 0;
  const before = stripped.slice(0, at);
  const after = stripped.slice(at);
  return (elements, locale = 'en') =>
    `${before}${elements.map(serialize).join('\n    ')}\n  ${after}`.replace(
      /<html lang="[^"]*"/i,
      `<html lang="${locale}"`,
    );
}
