import type { Locale } from '@roofing/contracts';
import type { ReactNode } from 'react';
import { centsIn, dayIn } from './locale-format.ts';
import { dayOf, textOf } from './values.ts';

/**
 * What a document prints for a value staff typed: the value itself (React escapes it where it is
 * written), or a line to fill in by hand when it is missing.
 */

export type BlankSize = 'short' | 'medium' | 'long';

/** A line to write on by hand; `size` is how much room the writing needs. */
export function Blank({ size = 'medium' }: { size?: BlankSize }) {
  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label names the empty line for a screen reader in the preview, as the printed documents always did
  return <span className={`blank blank-${size}`} aria-label="blank to fill in" />;
}

/** The value, or a blank line when it is missing. */
export function show(value: unknown, size: BlankSize = 'medium'): ReactNode {
  const text = textOf(value);
  return text ? text : <Blank size={size} />;
}

/** Free text kept in paragraphs and line breaks, or `fallback` when missing. */
export function paragraphs(value: unknown, fallback: ReactNode): ReactNode {
  const text = textOf(value);
  if (!text) return fallback;
  return text.split(/\n\s*\n/).map((paragraph, index) => (
    <p key={index}>
      {paragraph
        .trim()
        .split('\n')
        .flatMap((line, lineIndex) => (lineIndex === 0 ? [line] : [<br key={lineIndex} />, line]))}
    </p>
  ));
}

/** Dollars, or a blank line when the amount is not known. */
export function money(
  cents: number | undefined,
  size: 'short' | 'medium' = 'short',
  locale: Locale = 'en',
): ReactNode {
  return cents === undefined ? <Blank size={size} /> : centsIn(cents, locale);
}

/** A date in words; text that is not a date ("week of March 9") is kept as typed; else a blank. */
export function showDate(
  value: unknown,
  size: 'short' | 'medium' = 'medium',
  locale: Locale = 'en',
): ReactNode {
  const day = dayOf(value);
  if (day) return dayIn(day, locale);
  return show(value, size);
}
