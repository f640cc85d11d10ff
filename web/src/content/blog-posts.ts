import { BLOG_POSTS } from '@roofing/contracts/content/blog-posts';
import { localized } from '../i18n/content.ts';
import type { BlogCategoryFilter, BlogCategoryName } from './types.ts';

/**
 * The five articles live in contracts (the AI assistant answers from them too); this file keeps
 * the web's imports working and adds what only the page needs: the category filter and colours.
 */
export { BLOG_POSTS };

/**
 * The articles in the page's language (`useLocalized`): the Spanish ones, translated by hand, are
 * a chunk of their own that only Spanish pages load (contracts/src/content/es/blog-posts.ts).
 */
export const LOCALIZED_BLOG_POSTS = localized(BLOG_POSTS, () =>
  import('@roofing/contracts/content/es/blog-posts').then((module) => module.BLOG_POSTS_ES),
);

/** Badge colours per filter entry; counts are derived from the posts. */
const CATEGORY_COLOURS: Record<BlogCategoryName, string> = {
  'All Posts': 'bg-slate-100 text-slate-800',
  Safety: 'bg-red-100 text-red-800',
  Materials: 'bg-blue-100 text-blue-800',
  'Building Codes': 'bg-amber-100 text-amber-900',
  'Solar Integration': 'bg-yellow-100 text-yellow-900',
  Maintenance: 'bg-emerald-100 text-emerald-800',
};

const CATEGORY_ORDER: BlogCategoryName[] = [
  'All Posts',
  'Safety',
  'Materials',
  'Building Codes',
  'Solar Integration',
  'Maintenance',
];

/** Category filter buttons: 'All Posts' first, then each category in the order of the posts. */
export const BLOG_CATEGORIES: BlogCategoryFilter[] = CATEGORY_ORDER.map((name) => ({
  name,
  colour: CATEGORY_COLOURS[name],
  count:
    name === 'All Posts'
      ? BLOG_POSTS.length
      : BLOG_POSTS.filter((post) => post.category === name).length,
}));

/** Badge colour of a post's category. */
export function blogCategoryColour(name: BlogCategoryName): string {
  return CATEGORY_COLOURS[name];
}
