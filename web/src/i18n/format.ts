import { EASTERN_TIME_ZONE } from '@roofing/contracts/eastern-time';
import { type FormatXMLElementFn, IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { Children, type ReactNode } from 'react';
import { compiledMessage, ICU_SYNTAX } from './precompiled.ts';

/**
 * The web app's ICU formatting, on FormatJS's `intl-messageformat` (the engine react-intl wraps;
 * react-intl itself cost the first load 12 KiB more for formatters we do not use). One formatter
 * per language tag; each message is parsed once and kept, or, in a production build, taken parsed
 * from the build (precompiled.ts): the bundle has no ICU parser.
 */
export interface Formatter {
  /** The message with its values; an array of nodes when a value or a tag is a React node. */
  formatMessage(
    descriptor: { id: string; defaultMessage: string },
    values?: Record<
      string,
      PrimitiveType | Date | ReactNode | FormatXMLElementFn<ReactNode, ReactNode>
    >,
  ): string | ReactNode;
  /** A date or time on screen: always in Florida (Eastern) time. */
  formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

const formatters = new Map<string, Formatter>();

export function formatterFor(tag: string): Formatter {
  const known = formatters.get(tag);
  if (known) return known;
  const parsed = new Map<string, IntlMessageFormat>();
  const formatter: Formatter = {
    formatMessage({ defaultMessage }, values) {
      // Most messages are plain text: nothing to parse or format.
      if (!ICU_SYNTAX.test(defaultMessage)) return defaultMessage;
      let message = parsed.get(defaultMessage);
      if (!message) {
        // The build's parsed form when there is one (production ships no parser).
        message = new IntlMessageFormat(compiledMessage(defaultMessage) ?? defaultMessage, tag);
        parsed.set(defaultMessage, message);
      }
      const result = message.format(values as never) as string | ReactNode[];
      // Rich text comes back as parts: give each element a key, as react-intl did.
      return Array.isArray(result) ? Children.toArray(result) : result;
    },
    formatDate(value, options) {
      return new Intl.DateTimeFormat(tag, { timeZone: EASTERN_TIME_ZONE, ...options }).format(
        new Date(value),
      );
    },
    formatNumber(value, options) {
      return new Intl.NumberFormat(tag, options).format(value);
    },
  };
  formatters.set(tag, formatter);
  return formatter;
}
