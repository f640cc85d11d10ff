import { describe, expect, it } from 'vitest';
import {
  articleUrl,
  facebookShareUrl,
  findBlogPost,
  formatArticleDate,
  formatViews,
  twitterShareUrl,
} from './article-links.ts';

describe('findBlogPost', () => {
  it('reads the id as a number and matches the five articles', () => {
    expect(findBlogPost('1')?.id).toBe(1);
    expect(findBlogPost('05')?.id).toBe(5);
  });

  it('matches nothing for unknown ids and non-numbers', () => {
    for (const id of ['0', '6', '99', 'abc', '1.5', '', ' ', '1e400', undefined]) {
      expect(findBlogPost(id)).toBeUndefined();
    }
  });
});

describe('share links', () => {
  const url = articleUrl('https://shorefrontroofing.com', 2);

  it('builds the absolute article address', () => {
    expect(url).toBe('https://shorefrontroofing.com/blog/2');
    expect(articleUrl('https://shorefrontroofing.com', 2, 'es')).toBe(
      'https://shorefrontroofing.com/es/blog/2',
    );
  });

  it('encodes the address and title into the share links', () => {
    const twitter = new URL(twitterShareUrl(url, 'Metal vs. Shingle & more'));
    expect(twitter.origin + twitter.pathname).toBe('https://twitter.com/intent/tweet');
    expect(twitter.searchParams.get('url')).toBe(url);
    expect(twitter.searchParams.get('text')).toBe('Metal vs. Shingle & more');

    const facebook = new URL(facebookShareUrl(url));
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(url);
  });
});

describe('article formatting', () => {
  it('formats the date as a calendar day and views with separators', () => {
    expect(formatArticleDate('2026-04-28')).toBe('April 28, 2026');
    expect(formatArticleDate('someday')).toBe('someday');
    expect(formatArticleDate('2026-04-28', 'es')).toBe('28 de abril de 2026');
    expect(formatArticleDate('2026-09-01', 'es')).toBe('1 de septiembre de 2026');
    expect(formatArticleDate('someday', 'es')).toBe('someday');
    expect(formatViews(2847)).toBe('2,847');
    expect(formatViews(999)).toBe('999');
  });
});
