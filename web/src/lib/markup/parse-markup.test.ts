import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../content/blog-posts.ts';
import { parseInline, parseMarkup } from './parse-markup.ts';
import { MarkupContent } from './render-markup.tsx';

const render = (source: string) => renderToStaticMarkup(createElement(MarkupContent, { source }));

describe('parseInline', () => {
  it('splits bold runs from plain text', () => {
    expect(parseInline('Season runs **June 1 to November 30** every year')).toEqual([
      { kind: 'text', text: 'Season runs ' },
      { kind: 'strong', text: 'June 1 to November 30' },
      { kind: 'text', text: ' every year' },
    ]);
    expect(parseInline('**A** and **B**')).toEqual([
      { kind: 'strong', text: 'A' },
      { kind: 'text', text: ' and ' },
      { kind: 'strong', text: 'B' },
    ]);
  });

  it('keeps unmatched or empty markers as text', () => {
    expect(parseInline('2 ** 3 is eight')).toEqual([{ kind: 'text', text: '2 ** 3 is eight' }]);
    expect(parseInline('****')).toEqual([{ kind: 'text', text: '****' }]);
    expect(parseInline('')).toEqual([]);
  });
});

describe('parseMarkup', () => {
  it('reads headings of levels 2 to 4 and leaves other hashes as text', () => {
    expect(parseMarkup('## Two\n### Three\n#### Four\n# One\n##### Five\n##NoSpace')).toEqual([
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Two' }] },
      { kind: 'heading', level: 3, content: [{ kind: 'text', text: 'Three' }] },
      { kind: 'heading', level: 4, content: [{ kind: 'text', text: 'Four' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: '# One ##### Five ##NoSpace' }] },
    ]);
  });

  it('groups consecutive bullets of either marker into one list', () => {
    const blocks = parseMarkup('Intro\n• first\n- **second**\n\n• other list');
    expect(blocks).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Intro' }] },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'first' }], [{ kind: 'strong', text: 'second' }]],
      },
      { kind: 'list', items: [[{ kind: 'text', text: 'other list' }]] },
    ]);
  });

  it('separates paragraphs at blank lines and joins wrapped lines', () => {
    expect(parseMarkup('  one\n  line two \n\n\n\nthree\r\n')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'one line two' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'three' }] },
    ]);
  });

  it('continues a bullet with the text line right after it', () => {
    expect(parseMarkup('• starts here\nand goes on\n\nnew paragraph')).toEqual([
      { kind: 'list', items: [[{ kind: 'text', text: 'starts here and goes on' }]] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'new paragraph' }] },
    ]);
  });

  it('does not treat a lone dash or bullet as an item', () => {
    expect(parseMarkup('-\n•')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '- •' }] },
    ]);
  });

  it('parses every built-in article into headings, paragraphs and lists', () => {
    for (const post of BLOG_POSTS) {
      const kinds = new Set(parseMarkup(post.content).map((block) => block.kind));
      expect(kinds).toEqual(new Set(['heading', 'paragraph', 'list']));
    }
  });
});

describe('MarkupContent', () => {
  it('renders headings, lists and bold text as elements', () => {
    expect(render('## Title\nSome **bold** text\n\n- a\n- b')).toBe(
      '<div class="text-base leading-relaxed text-slate-800 sm:text-lg ">' +
        '<h2 class="mt-10 font-display text-2xl font-bold text-navy-900 first:mt-0 sm:text-3xl">Title</h2>' +
        '<p class="mt-4 first:mt-0">Some <strong class="font-semibold text-slate-900">bold</strong> text</p>' +
        '<ul class="mt-4 list-disc space-y-2 pl-6 marker:text-ocean-600"><li>a</li><li>b</li></ul>' +
        '</div>',
    );
  });

  it('shows HTML in an article as text instead of executing it', () => {
    const html = render(
      '## <script>alert(1)</script>\n<img src=x onerror=alert(1)>\n\n- **<b>x</b>**',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain(
      '<strong class="font-semibold text-slate-900">&lt;b&gt;x&lt;/b&gt;</strong>',
    );
  });
});
