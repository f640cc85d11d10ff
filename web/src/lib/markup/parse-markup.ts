/**
 * Parser of the simple article markup used by the blog (public-site §2, content/types.ts):
 * '## ', '### ', '#### ' headings, '• ' or '- ' bullet items (consecutive ones form one list),
 * '**bold**' inside a line, blank lines between paragraphs. The result is plain data; the
 * renderer turns it into React elements, so nothing in an article is ever treated as HTML.
 */

export type InlineSegment = { kind: 'text'; text: string } | { kind: 'strong'; text: string };

export type HeadingLevel = 2 | 3 | 4;

export type MarkupBlock =
  | { kind: 'heading'; level: HeadingLevel; content: InlineSegment[] }
  | { kind: 'paragraph'; content: InlineSegment[] }
  | { kind: 'list'; items: InlineSegment[][] };

const HEADING = /^(#{2,4}) (.+)$/;
const BULLET = /^(?:• |- )(.+)$/;
const BOLD = /\*\*(.+?)\*\*/g;

/** Splits one line into text and bold segments; an unmatched '**' stays as text. */
export function parseInline(line: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  let position = 0;
  for (const match of line.matchAll(BOLD)) {
    pushText(line.slice(position, match.index));
    segments.push({ kind: 'strong', text: match[1] ?? '' });
    position = match.index + match[0].length;
  }
  pushText(line.slice(position));
  return segments;
}

/**
 * Reads the markup line by line. Lines are trimmed. Consecutive text lines join into one
 * paragraph; a text line right after a bullet (no blank line between) continues that bullet,
 * the same rule the `markup` content tag uses when it unwraps source lines.
 */
export function parseMarkup(source: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  let paragraph: string[] = [];
  let listItems: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) {
      blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
      paragraph = [];
    }
  };
  const flushList = () => {
    if (listItems.length > 0) {
      blocks.push({ kind: 'list', items: listItems.map(parseInline) });
      listItems = [];
    }
  };

  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    if (line === '') {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      const level = (heading[1] ?? '##').length as HeadingLevel;
      blocks.push({ kind: 'heading', level, content: parseInline((heading[2] ?? '').trim()) });
    } else if (bullet) {
      flushParagraph();
      listItems.push((bullet[1] ?? '').trim());
    } else if (listItems.length > 0) {
      listItems[listItems.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}
