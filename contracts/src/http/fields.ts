import { z } from 'zod';

/**
 * Building blocks for request fields, shared by every form the public can post. Every free-text
 * field is one of two kinds, and each kind refuses the characters it has no use for:
 *
 * - single-line text (names, phone, e-mail, street, city …): no control characters at all
 *   (C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F), so a value can never break a mail header,
 *   a log line or a CSV export;
 * - multi-line text (project description, special instructions, a contact message): line breaks
 *   and tabs (\n \r \t) are allowed, every other control character is not.
 *
 * Neither allows the Unicode bidirectional overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which can make text display differently from what it is ("Trojan Source").
 * Values are trimmed first, so a stray newline pasted at either end of a name is just whitespace.
 *
 * Single-line text also refuses the invisible and format characters (see `isInvisibleFree`): a
 * name or an e-mail that looks like another, or hides a second line, is never a typing mistake.
 */

/** What a field says when it holds a character it refuses. */
export const DISALLOWED_CHARACTERS_MESSAGE = 'contains characters that are not allowed';

const isBidiControl = (code: number) =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const isLineBreakOrTab = (code: number) => code === 0x0a || code === 0x0d || code === 0x09;

/** True when `value` has no control character and no bidi override or isolate. */
export function isSingleLineSafe(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isControl(code) || isBidiControl(code)) return false;
  }
  return true;
}

/** True when `value` has no control character other than \n, \r and \t, and no bidi override. */
export function isMultiLineSafe(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((isControl(code) && !isLineBreakOrTab(code)) || isBidiControl(code)) return false;
  }
  return true;
}

/** What a single-line field says when it holds an invisible or format character. */
export const INVISIBLE_CHARACTERS_MESSAGE =
  'contains invisible characters (zero-width spaces, direction marks or line separators): please type it again';

/**
 * Characters that show nothing, or change how the text around them shows, and that no name,
 * address, e-mail or title needs: the line and paragraph separators U+2028/U+2029 (a line break
 * to JavaScript and JSON-in-HTML), the direction marks U+200E/U+200F, zero width
 * space/non-joiner/joiner U+200B–U+200D (so an emoji family sequence is refused in a name),
 * word joiner U+2060, the byte order mark U+FEFF and the tag characters U+E0000–U+E007F
 * (invisible ASCII riding along, the "ASCII smuggling" of prompts). The bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) are refused by `isSingleLineSafe`.
 */
export function isInvisibleFree(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (
      code === 0x2028 ||
      code === 0x2029 ||
      (code >= 0x200b && code <= 0x200f) ||
      code === 0x2060 ||
      code === 0xfeff ||
      // U+E0000–U+E007F as UTF-16: the high surrogate U+DB40 and a low one up to U+DC7F.
      (code === 0xdb40 && (value.charCodeAt(i + 1) & 0xff80) === 0xdc00)
    ) {
      return false;
    }
  }
  return true;
}

type TextKind = 'single-line' | 'multi-line';
const safeFor = (kind: TextKind) => (kind === 'single-line' ? isSingleLineSafe : isMultiLineSafe);

/** Single-line text: refused as well when it holds an invisible or format character. */
const visibleFor = (kind: TextKind) =>
  kind === 'single-line' ? isInvisibleFree : (_value: string) => true;

/** A required, trimmed text of one kind: refused when blank, too long or holding bad characters. */
function requiredTextOf(kind: TextKind, label: string, max: number) {
  return (
    z
      .string({ error: `${label} is required` })
      // Before trimming: trim() would silently drop a separator or BOM at either end.
      .refine(visibleFor(kind), `${label} ${INVISIBLE_CHARACTERS_MESSAGE}`)
      .trim()
      .refine(safeFor(kind), `${label} ${DISALLOWED_CHARACTERS_MESSAGE}`)
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`)
  );
}

/** An optional, trimmed text of one kind: a blank or missing value is stored as null. */
function optionalTextOf(kind: TextKind, label: string, max: number) {
  return z
    .string()
    .refine(visibleFor(kind), `${label} ${INVISIBLE_CHARACTERS_MESSAGE}`)
    .trim()
    .refine(safeFor(kind), `${label} ${DISALLOWED_CHARACTERS_MESSAGE}`)
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A required one-line value (a name, a street, a city). */
export const singleLineText = (label: string, max: number) =>
  requiredTextOf('single-line', label, max);

/** An optional one-line value; blank or missing becomes null. */
export const optionalSingleLineText = (label: string, max: number) =>
  optionalTextOf('single-line', label, max);

/** A required free text that may span lines (a contact message). Blank is refused. */
export const multiLineText = (label: string, max: number) =>
  requiredTextOf('multi-line', label, max);

/** An optional free text that may span lines; blank or missing becomes null. */
export const optionalMultiLineText = (label: string, max: number) =>
  optionalTextOf('multi-line', label, max);

export const emailField = singleLineText('Email', 254).pipe(
  z.email('Enter a valid e-mail address'),
);

export const phoneField = singleLineText('Phone', 30).refine(
  (value) => value.replace(/\D/g, '').length >= 7,
  'Enter a phone number with at least 7 digits',
);

/** US ZIP code: 5 digits, optionally ZIP+4. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
export const zipCodeField = z
  .string({ error: 'ZIP code is required' })
  .trim()
  .min(1, 'ZIP code is required')
  .regex(ZIP_CODE_PATTERN, 'Enter a 5-digit ZIP code');

/** ISO timestamps travel as strings. */
export const isoDateTime = z.string();

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 and 2026-13-45 are refused). */
export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    }, `${label} must be a real calendar date (that day does not exist)`);

/**
 * A whole number in a range; every way of getting it wrong (text, a fraction, too small, too
 * large) says the range: "Work days lost must be a whole number between 0 and 365".
 */
export const wholeNumberBetween = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number between ${min} and ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** The largest id a table's serial column holds (PostgreSQL integer). */
export const MAX_ROW_ID = 2_147_483_647;
/** A row id sent as a number (a reference in a body). */
export const rowId = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int()
    .positive()
    .max(MAX_ROW_ID);
/** A row id in a path (`/:id`), so coerced from text; beyond a table's range it is a 400. */
export const rowIdParam = z.coerce.number().int().positive().max(MAX_ROW_ID);

/**
 * The paging of an office list (`?page=&pageSize=`, 1-based, 25 a page by default): every staff
 * paged list extends it, and the server answers the page with `X-Total-Count`, `X-Page` and
 * `X-Page-Size` (services/platform `sendPage`).
 */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
