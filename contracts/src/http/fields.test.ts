import { describe, expect, it } from 'vitest';
import {
  emailField,
  isMultiLineSafe,
  isSingleLineSafe,
  multiLineText,
  optionalMultiLineText,
  phoneField,
  singleLineText,
} from './fields.ts';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
const C0 = range(0x00, 0x1f);
const DEL_AND_C1 = range(0x7f, 0x9f);
const BIDI = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)];
const LINE_BREAKS_AND_TAB = ['\n', '\r', '\t'];

describe('isSingleLineSafe', () => {
  it('refuses every control character and every bidi override or isolate', () => {
    for (const char of [...C0, ...DEL_AND_C1, ...BIDI])
      expect(isSingleLineSafe(`Da${char}na`), `U+${char.charCodeAt(0).toString(16)}`).toBe(false);
  });

  it('accepts ordinary text, accents, apostrophes and non-Latin scripts', () => {
    for (const value of ["O'Brien-Núñez", 'José Ñ', '412 Ocean Dr, Apt #3', 'מרים', '李华', '😀'])
      expect(isSingleLineSafe(value)).toBe(true);
  });

  it('accepts the characters right next to the refused ranges', () => {
    for (const char of [' ', '~', '\u00a0', '\u2029', '\u202f', '\u2065', '\u206a'])
      expect(isSingleLineSafe(`a${char}b`)).toBe(true);
  });
});

describe('isMultiLineSafe', () => {
  it('accepts line breaks and tabs', () => {
    expect(isMultiLineSafe('Line one\r\nLine two\n\tindented')).toBe(true);
  });

  it('refuses NUL, the other controls and the bidi overrides', () => {
    const refused = [...C0, ...DEL_AND_C1, ...BIDI].filter(
      (char) => !LINE_BREAKS_AND_TAB.includes(char),
    );
    for (const char of refused)
      expect(isMultiLineSafe(`a${char}b`), `U+${char.charCodeAt(0).toString(16)}`).toBe(false);
  });
});

describe('singleLineText', () => {
  const name = singleLineText('First name', 100);

  it('names the field when a value holds a refused character', () => {
    const result = name.safeParse('Dana\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'First name contains characters that are not allowed',
    );
    expect(name.safeParse('Dana\u202eanaD').success).toBe(false);
    expect(name.safeParse('Dana\nWhitfield').success).toBe(false);
  });

  it('trims first, so surrounding whitespace (even a newline) is no reason to refuse', () => {
    expect(name.parse('  Dana\n')).toBe('Dana');
  });

  it('still refuses blank and too-long values', () => {
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('First name is required');
    expect(name.safeParse('x'.repeat(101)).success).toBe(false);
  });
});

describe('multiLineText', () => {
  const message = multiLineText('Message', 5000);

  it('keeps the line breaks inside the text', () => {
    expect(message.parse('  Hello,\r\nthe gutter\tleaks.\n')).toBe('Hello,\r\nthe gutter\tleaks.');
  });

  it('refuses a blank or whitespace-only text', () => {
    for (const value of ['', '   ', '\n\n\t '])
      expect(message.safeParse(value).error?.issues[0]?.message).toBe('Message is required');
  });

  it('refuses NUL and the bidi overrides, naming the field', () => {
    for (const value of ['Hello\u0000', 'Hello \u202e', 'Bell\u0007'])
      expect(message.safeParse(value).error?.issues[0]?.message).toBe(
        'Message contains characters that are not allowed',
      );
  });

  it('has an optional form that reads blank as null and still refuses bad characters', () => {
    const notes = optionalMultiLineText('Special instructions', 1000);
    expect(notes.parse('   ')).toBeNull();
    expect(notes.parse(undefined)).toBeNull();
    expect(notes.parse('Gate code\n4412')).toBe('Gate code\n4412');
    expect(notes.safeParse('Gate\u0000').success).toBe(false);
  });
});

describe('emailField and phoneField', () => {
  it('refuse control characters with the clear message, not a format complaint', () => {
    const email = emailField.safeParse('dana\u0000@example.com');
    expect(email.error?.issues.map((issue) => issue.message)).toEqual([
      'Email contains characters that are not allowed',
    ]);
    // A CR/LF inside an address could add a mail header; it never gets that far.
    expect(emailField.safeParse('dana@example.com\r\nBcc: x@example.com').success).toBe(false);
    expect(phoneField.safeParse('904\u0000555\u00000142').error?.issues[0]?.message).toBe(
      'Phone contains characters that are not allowed',
    );
  });

  it('still accept ordinary values', () => {
    expect(emailField.parse(' dana@example.com ')).toBe('dana@example.com');
    expect(phoneField.parse('(904) 555-0142')).toBe('(904) 555-0142');
  });
});
