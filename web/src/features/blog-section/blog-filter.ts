import type { BlogCategoryName, BlogPost } from '../../content/types.ts';
import { shortDate, thousands } from '../../lib/format.ts';

/** The featured block shows at most this many posts (public-site §9). */
export const MAX_FEATURED_POSTS = 2;
/** Cards show at most this many tags (public-site §9). */
export const MAX_CARD_TAGS = 3;

export const ALL_POSTS: BlogCategoryName = 'All Posts';

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

/** '2026-04-28' → 'Apr 28, 2026', without a time-zone shift. */
export function formatPostDate(date: string): string {
  return shortDate(date);
}
