import { type ReactElement, useMemo } from 'react';
import { type InlineSegment, type MarkupBlock, parseMarkup } from './parse-markup.ts';

/*
 * Turns article markup into React elements. It never uses dangerouslySetInnerHTML: every piece
 * of text becomes a React text node, so HTML written into an article is shown, not executed.
 * The blocks are static content that is never reordered, which is why index keys are safe here.
 */

const headingClass = {
  2: 'mt-10 font-display text-2xl font-bold text-navy-900 first:mt-0 sm:text-3xl',
  3: 'mt-8 font-display text-xl font-bold text-navy-900 first:mt-0',
  4: 'mt-6 text-lg font-semibold text-navy-900 first:mt-0',
} as const;

function renderInline(segments: InlineSegment[]): (string | ReactElement)[] {
  return segments.map((segment, index) =>
    segment.kind === 'strong' ? (
      <strong key={index} className="font-semibold text-slate-900">
        {segment.text}
      </strong>
    ) : (
      segment.text
    ),
  );
}

function renderBlock(block: MarkupBlock, key: number): ReactElement {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return (
        <Heading key={key} className={headingClass[block.level]}>
          {renderInline(block.content)}
        </Heading>
      );
    }
    case 'list':
      return (
        <ul key={key} className="mt-4 list-disc space-y-2 pl-6 marker:text-ocean-600">
          {block.items.map((item, index) => (
            <li key={index}>{renderInline(item)}</li>
          ))}
        </ul>
      );
    case 'paragraph':
      return (
        <p key={key} className="mt-4 first:mt-0">
          {renderInline(block.content)}
        </p>
      );
  }
}

/** The elements for a markup source, e.g. to place inside an existing container. */
export function renderMarkup(source: string): ReactElement[] {
  return parseMarkup(source).map(renderBlock);
}

/** An article body: markup rendered into a styled container. */
export function MarkupContent({ source, className = '' }: { source: string; className?: string }) {
  const elements = useMemo(() => renderMarkup(source), [source]);
  return (
    <div className={`text-base leading-relaxed text-slate-800 sm:text-lg ${className}`}>
      {elements}
    </div>
  );
}
