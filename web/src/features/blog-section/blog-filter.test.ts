import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../content/blog-posts.ts';
import {
  authorName,
  featuredPosts,
  formatPostDate,
  formatViews,
  postsInCategory,
} from './blog-filter.ts';

describe('blog filter', () => {
  it('shows every post on All Posts and only the chosen category otherwise', () => {
    expect(postsInCategory(BLOG_POSTS, 'All Posts')).toHaveLength(BLOG_POSTS.length);
    const materials = postsInCategory(BLOG_POSTS, 'Materials');
    expect(materials.length).toBeGreaterThan(0);
    expect(materials.every((post) => post.category === 'Materials')).toBe(true);
  });

  it('features the first two featured posts, and only on All Posts', () => {
    expect(featuredPosts(BLOG_POSTS, 'All Posts').map((post) => post.id)).toEqual([1, 2]);
    expect(featuredPosts(BLOG_POSTS, 'Safety')).toEqual([]);
  });

  it('formats author, views and dates for the cards', () => {
    expect(authorName('Dana Whitfield, Senior Roofing Consultant')).toBe('Dana Whitfield');
    expect(authorName('Solo Author')).toBe('Solo Author');
    expect(formatViews(2847)).toBe('2,847');
    expect(formatPostDate('2026-04-28')).toBe('Apr 28, 2026');
    expect(formatPostDate('2026-04-28', 'es')).toBe('28 abr 2026');
  });
});
