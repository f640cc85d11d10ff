import { BLOG_POSTS } from '../../content/blog-posts.ts';
import type { BlogPost } from '../../content/types.ts';
import { longDate, thousands } from '../../lib/format.ts';

/** Where the blog section of the home page lives; "back" links on the article page go here. */
export const BLOG_SECTION_HREF = '/#blog';

/** Window features of the share pop-up: its own small window, cut off from this page. */
export const SHARE_WINDOW_FEATURES = 'noopener,noreferrer,width=600,height=500';

/** The route parameter read as a number (public-site §2); anything else matches no article. */
export function findBlogPost(idParam: string | undefined): BlogPost | undefined {
  if (idParam === undefined || idParam.trim() === '') return undefined;
  const id = Number(idParam);
  if (!Number.isInteger(id)) return undefined;
  return BLOG_POSTS.find((post) => post.id === id);
}

/** The article's absolute address, e.g. https://example.com/blog/3. */
export function articleUrl(origin: string, id: number): string {
  return `${origin}/blog/${id}`;
}

export function twitterShareUrl(url: string, text: string): string {
  const query = new URLSearchParams({ url, text });
  return `https://twitter.com/intent/tweet?${query.toString()}`;
}

export function facebookShareUrl(url: string): string {
  const query = new URLSearchParams({ u: url });
  return `https://www.facebook.com/sharer/sharer.php?${query.toString()}`;
}

/** "April 28, 2026" from "2026-04-28", read as a calendar day so it never shifts by a day. */
export function formatArticleDate(date: string): string {
  return longDate(date);
}

/** View count with thousands separators: 2847 → "2,847". */
export function formatViews(views: number): string {
  return thousands(views);
}
