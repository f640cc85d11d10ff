import { BLOG_POSTS } from '@roofing/contracts/content/blog-posts';
import {
  BLOG_CATEGORY_LABELS_ES,
  BLOG_POSTS_ES,
  findBlogPostEs,
} from '@roofing/contracts/content/es/blog-posts';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '../../web/src/features/blog-section/blog-filter.ts';
import { messages as sectionMessages } from '../../web/src/features/blog-section/messages.ts';

/**
 * The blog's five articles are translated by hand (issue 24): every English article has its
 * Spanish one with the same id, a real body of its own, and the same facts (figures, statute
 * and code references, names), and the markup the article page renders keeps its structure.
 */

/** The outline of an article: one symbol per line (heading level, bullet, paragraph, blank). */
const outline = (content: string) =>
  content
    .split('\n')
    .map(
      (line) =>
        /^#{2,4} /.exec(line)?.[0].trim() ?? (/^(• |- )/.test(line) ? '•' : line ? 'p' : ''),
    )
    .join('|');

/** The numbers and all-caps references an article quotes (FBC, ASTM, HVHZ, 553.844, $8,000…). */
const facts = (text: string) =>
  new Set([
    ...(text.match(/\d+(?:[.,]\d+)*/g) ?? []),
    ...(text.match(/\b[A-Z][A-Z0-9-]+\b/g) ?? []),
  ]);

describe('the blog in Spanish', () => {
  it('has every English article, with the same id, in the same order', () => {
    expect(BLOG_POSTS_ES.map((post) => post.id)).toEqual(BLOG_POSTS.map((post) => post.id));
  });

  for (const english of BLOG_POSTS) {
    describe(`article ${english.id}`, () => {
      const spanish = BLOG_POSTS_ES.find((post) => post.id === english.id);

      it('has its own non-empty title, excerpt, body, read time, author role and tags', () => {
        expect(spanish).toBeDefined();
        if (!spanish) return;
        for (const field of ['title', 'excerpt', 'content', 'readTime', 'author'] as const) {
          expect(spanish[field].trim(), field).not.toBe('');
          expect(spanish[field], field).not.toBe(english[field]);
        }
        expect(spanish.content.length).toBeGreaterThan(english.content.length * 0.8);
        expect(spanish.readTime).toMatch(/^\d+ min de lectura$/);
        expect(spanish.tags).toHaveLength(english.tags.length);
        expect(spanish.tags.filter((tag) => english.tags.includes(tag))).toEqual([]);
        // A Spanish body, not the English one: common English words do not appear in it.
        expect(spanish.content).not.toMatch(/\b(the|and|your|with|from|when)\b/);
      });

      it('keeps the machine keys and facts: category, date, views, featured, author name', () => {
        if (!spanish) return;
        expect(spanish.category).toBe(english.category);
        expect(BLOG_CATEGORY_LABELS_ES[spanish.category]).not.toBe(english.category);
        expect(spanish.date).toBe(english.date);
        expect(spanish.views).toBe(english.views);
        expect(spanish.featured).toBe(english.featured);
        expect(spanish.author.split(',')[0]).toBe(english.author.split(',')[0]);
        expect(spanish.readTime.split(' ')[0]).toBe(english.readTime.split(' ')[0]);
      });

      it('keeps the outline (headings, bullets, paragraphs) and the bold phrases', () => {
        if (!spanish) return;
        expect(outline(spanish.content)).toBe(outline(english.content));
        const bold = (text: string) => text.match(/\*\*/g)?.length ?? 0;
        expect(bold(spanish.content)).toBe(bold(english.content));
      });

      it('quotes every figure, statute number, code and product reference of the English', () => {
        if (!spanish) return;
        const kept = facts(`${spanish.title} ${spanish.excerpt} ${spanish.content}`);
        const missing = [...facts(`${english.title} ${english.excerpt} ${english.content}`)].filter(
          (fact) => !kept.has(fact),
        );
        expect(missing).toEqual([]);
      });
    });
  }

  it('finds a Spanish article by the /es/blog/{id} parameter as the English one is found', () => {
    expect(findBlogPostEs('2')?.title).toBe(BLOG_POSTS_ES[1]?.title);
    expect(findBlogPostEs('05')?.id).toBe(5);
    for (const id of ['0', '6', 'abc', '1.5', '', undefined]) {
      expect(findBlogPostEs(id)).toBeUndefined();
    }
  });

  it('names the categories on the page as the Spanish label map does', async () => {
    const spanish = await sectionMessages.loadSpanish();
    const label = new IntlMessageFormat(spanish.category, 'es-US');
    for (const [name, key] of Object.entries(CATEGORY_KEYS)) {
      expect(label.format({ category: key })).toBe(
        BLOG_CATEGORY_LABELS_ES[name as keyof typeof BLOG_CATEGORY_LABELS_ES],
      );
    }
  });
});
