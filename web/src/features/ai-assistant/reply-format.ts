import { COMPANY } from '@roofing/contracts';
import { type MarkupBlock, parseMarkup } from '../../lib/markup/parse-markup.ts';

/**
 * Reading an assistant reply. Replies are plain text with simple formatting (paragraphs, "- "
 * bullets, **bold**: contracts/src/http/ai.ts); they are parsed into data by the article markup
 * parser and rendered as React elements, never as HTML.
 */

/** What the chat shows when the assistant cannot answer (public-site §8, word for word). */
export const ASSISTANT_FAILURE_TEXT = `I apologize, but I'm having trouble responding right now. Please try again in a moment or call us directly at ${COMPANY.phone} for immediate assistance.`;

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

/** The reply as it is read aloud: no markers, each block a sentence-like run of text. */
export function spokenText(text: string): string {
  return replyBlocks(text)
    .flatMap((block) => (block.kind === 'list' ? block.items : [block.content]))
    .map((segments) =>
      segments
        .map((segment) => segment.text)
        .join('')
        .trim(),
    )
    .filter((line) => line !== '')
    .map((line) => (/[.!?:]$/.test(line) ? line : `${line}.`))
    .join(' ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A message's local time like "Jan 5, 3:30 PM" (portal §9), written out without Intl. */
export function messageTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
