/** The route parameter read as a number (public-site §2): the gateway decides 404 by the same rule. */
export { findBlogPost } from '@roofing/contracts/content/blog-posts';

import { type Locale, pathInLocale } from '@roofing/contracts/locale';
import { thousands } from '../../lib/format.ts';
import { articleDate } from './article-dates.ts';

/** Where the blog section of the home page lives; "back" links on the article page go here. */
export const BLOG_SECTION_HREF = '/#blog';

/** Window features of the share pop-up: its own small window, cut off from this page. */
export const SHARE_WINDOW_FEATURES = 'noopener,noreferrer,width=600,height=500';

/** The article's absolute address, e.g. https://example.com/blog/3 (…/es/blog/3 in Spanish). */
export function articleUrl(origin: string, id: number, locale: Locale = 'en'): string {
  return `${origin}${pathInLocale(`/blog/${id}`, locale)}`;
}

export function twitterShareUrl(url: string, text: string): string {
  const query = new URLSearchParams({ url, text });
  return `https://twitter.com/intent/tweet?${query.toString()}`;
}

export function facebookShareUrl(url: string): string {
  const query = new URLSearchParams({ u: url });
  return `https://www.facebook.com/sharer/sharer.php?${query.toString()}`;
}

/**
 * "April 28, 2026" ("28 de abril de 2026" in Spanish) from "2026-04-28", read as a calendar day so
 * it never shifts by a day.
 */
export function formatArticleDate(date: string, locale: Locale = 'en'): string {
  return articleDate(date, locale);
}

/** View count with thousands separators: 2847 → "2,847". */
export function formatViews(views: number): string {
  return thousands(views);
}
