import { COMPANY, INTL_LOCALE, type Locale } from '@roofing/contracts';
import { type MarkupBlock, parseMarkup } from '../../lib/markup/parse-markup.ts';
import { messagesEnglish } from './messages.ts';

/**
 * Reading an assistant reply. Replies are plain text with simple formatting (paragraphs, "- "
 * bullets, **bold**: contracts/src/http/ai.ts); they are parsed into data by the article markup
 * parser and rendered as React elements, never as HTML.
 */

/** What the chat shows when the assistant cannot answer (public-site §8, word for word). */
export const ASSISTANT_FAILURE_TEXT = messagesEnglish.failure.replace('{phone}', COMPANY.phone);

/** A reply's blocks; a heading the text may carry is shown as a bold line, not a page heading. */
export function replyBlocks(text: string): MarkupBlock[] {
  return parseMarkup(text).map((block) =>
    block.kind === 'heading'
      ? {
          kind: 'paragraph',
          content: block.content.map((segment) => ({ kind: 'strong', text: segment.text })),
        }
      : block,
  );
}

/** "You may also want to read:" and the like: the list after it is for the eye only. */
const READING_LIST_INTRO =
  /^(you may also want to read|related (questions|articles)[^:]*|sources?|read more|see also)\s*:?\s*$/i;
/** A web address or a site path on its own ("https://…", "/blog/2"), with its brackets. */
const ADDRESS = /\(?\s*(https?:\/\/\S+|www\.\S+|(?<=^|[\s(])\/[a-z][\w\-/#?=&.]*)\s*\)?/gi;
/** A Markdown link: only its words are read. */
const MARKDOWN_LINK = /\[([^\]]+)\]\([^)]*\)/g;

/**
 * The reply as it is read aloud: no markers, each block a sentence-like run of text, and no
 * link lists or addresses (nobody wants "slash blog slash two" read out): a list introduced as
 * further reading is dropped with its introduction, links keep only their words.
 */
export function spokenText(text: string): string {
  const blocks = replyBlocks(text.replace(MARKDOWN_LINK, '$1'));
  const spoken = blocks.filter((block, index) => {
    const isIntro = (candidate: MarkupBlock | undefined) =>
      candidate?.kind === 'paragraph' &&
      READING_LIST_INTRO.test(
        candidate.content
          .map((segment) => segment.text)
          .join('')
          .trim(),
      );
    if (isIntro(block)) return false;
    return !(block.kind === 'list' && isIntro(blocks[index - 1]));
  });
  return spoken
    .flatMap((block) => (block.kind === 'list' ? block.items : [block.content]))
    .map((segments) =>
      segments
        .map((segment) => segment.text)
        .join('')
        .replace(ADDRESS, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => /[a-z0-9]/i.test(line))
    .map((line) => (/[.!?:]$/.test(line) ? line : `${line}.`))
    .join(' ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

let spanishTime: Intl.DateTimeFormat | undefined;

/**
 * A message's local time like "Jan 5, 3:30 PM" (portal §9), written out without Intl; in Spanish
 * "5 ene, 3:30 p.m." (Intl, made on first use).
 */
export function messageTime(date: Date, locale: Locale = 'en'): string {
  if (locale !== 'en') {
    spanishTime ??= new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    return spanishTime.format(date);
  }
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
