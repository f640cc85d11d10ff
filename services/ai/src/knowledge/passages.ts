import type { AnswerSource, Locale } from '@roofing/contracts';
import { BLOG_POSTS } from '@roofing/contracts/content/blog-posts';
import { COMPANY_FACTS } from '@roofing/contracts/content/company-facts';
import type { BlogPost } from '@roofing/contracts/content/content-types';
import { COMPANY_FACTS as COMPANY_FACTS_ES } from '@roofing/contracts/content/es/company-facts';
import { FAQ_ENTRIES as FAQ_ENTRIES_ES } from '@roofing/contracts/content/es/faq';
import { FAQ_ENTRIES } from '@roofing/contracts/content/faq';

/** One unit the assistant can answer from: an FAQ entry, a section of an article, a fact. */
export interface Passage {
  id: string;
  kind: AnswerSource['kind'];
  /** The FAQ question, the article section's heading, or the fact's name. */
  title: string;
  /** Markup as on the site: paragraphs, "- " bullets, **bold**. */
  text: string;
  keywords: string[];
  /** What the answer cites: the FAQ question, the article's title and url, the fact's name. */
  source: AnswerSource;
}

const HEADING = /^(#{2,3}) (.+)$/;

/**
 * An article cut at its ## and ### headings: a question is answered from the section about it,
 * not from the whole ten-minute read. #### subheadings stay inside their section.
 */
export function articlePassages(post: BlogPost): Passage[] {
  const source: AnswerSource = { kind: 'article', title: post.title, url: `/blog/${post.id}` };
  const sections: Array<{ heading: string; lines: string[] }> = [];
  let current = { heading: post.title, lines: [] as string[] };
  for (const line of post.content.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading?.[2]) {
      if (current.lines.some((text) => text.trim() !== '')) sections.push(current);
      current = { heading: heading[2], lines: [] };
    } else {
      // The site's bullets may be "• "; the assistant's replies use "- " throughout.
      current.lines.push(line.replace(/^• /, '- ').replace(/^#### (.+)$/, '**$1**'));
    }
  }
  if (current.lines.some((text) => text.trim() !== '')) sections.push(current);
  return sections.map((section, index) => ({
    id: `article-${post.id}-${index}`,
    kind: 'article',
    title: section.heading,
    text: section.lines.join('\n').trim(),
    keywords: post.tags,
    source,
  }));
}

/**
 * What the assistant answers from in a language: in English the 100 FAQ entries, the five articles
 * cut at their headings and the company facts; in Spanish the Spanish FAQ and facts (issue 24).
 */
export function allPassages(locale: Locale = 'en'): Passage[] {
  const spanish = locale === 'es';
  const faq: Passage[] = (spanish ? FAQ_ENTRIES_ES : FAQ_ENTRIES).map((entry) => ({
    id: `faq-${entry.id}`,
    kind: 'faq',
    title: entry.question,
    text: entry.answer,
    keywords: entry.keywords,
    source: { kind: 'faq', title: entry.question, url: null },
  }));
  const facts: Passage[] = (spanish ? COMPANY_FACTS_ES : COMPANY_FACTS).map((fact) => ({
    id: `company-${fact.id}`,
    kind: 'company',
    title: fact.title,
    text: fact.text,
    keywords: fact.keywords,
    source: { kind: 'company', title: fact.title, url: null },
  }));
  return [...faq, ...(spanish ? [] : BLOG_POSTS.flatMap(articlePassages)), ...facts];
}
