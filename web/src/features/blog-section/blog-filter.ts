import type { Locale } from '@roofing/contracts/locale';
import type { BlogCategoryName, BlogPost } from '../../content/types.ts';
import { thousands } from '../../lib/format.ts';
import { articleShortDate } from '../blog-article/article-dates.ts';

/** The featured block shows at most this many posts (public-site §9). */
export const MAX_FEATURED_POSTS = 2;
/** Cards show at most this many tags (public-site §9). */
export const MAX_CARD_TAGS = 3;

export const ALL_POSTS: BlogCategoryName = 'All Posts';

/** The `category` argument of the catalogue's messages for each filter entry (messages.ts). */
export const CATEGORY_KEYS: Record<BlogCategoryName, string> = {
  'All Posts': 'all',
  Safety: 'safety',
  Materials: 'materials',
  'Building Codes': 'codes',
  'Solar Integration': 'solar',
  Maintenance: 'maintenance',
};

export function postsInCategory(posts: BlogPost[], category: BlogCategoryName): BlogPost[] {
  return category === ALL_POSTS ? posts : posts.filter((post) => post.category === category);
}

/** The first two featured posts; the block is shown only while All Posts is selected. */
export function featuredPosts(posts: BlogPost[], category: BlogCategoryName): BlogPost[] {
  if (category !== ALL_POSTS) return [];
  return posts.filter((post) => post.featured).slice(0, MAX_FEATURED_POSTS);
}

/** 'Dana Whitfield, Senior Roofing Consultant' → 'Dana Whitfield'. */
export function authorName(author: string): string {
  return (author.split(',')[0] ?? author).trim();
}

/** 2847 → '2,847'. */
export function formatViews(views: number): string {
  return thousands(views);
}

/** '2026-04-28' → 'Apr 28, 2026' ('28 abr 2026' in Spanish), without a time-zone shift. */
export function formatPostDate(date: string, locale: Locale = 'en'): string {
  return articleShortDate(date, locale);
}
