import { formatMessage } from '@roofing/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { textsCatalogue } from './catalogue.ts';

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the texts catalogue', () => {
  const keys = Object.keys(textsCatalogue.en) as (keyof typeof textsCatalogue.en)[];
  it.each(keys)('%s has a Spanish text with the same placeholders', (key) => {
    expect(textsCatalogue.es[key]).toBeTruthy();
    expect(textsCatalogue.es[key]).not.toBe(textsCatalogue.en[key]);
    expect(placeholders(textsCatalogue.es[key])).toEqual(placeholders(textsCatalogue.en[key]));
    for (const locale of ['en', 'es'] as const) {
      const values = Object.fromEntries(
        placeholders(textsCatalogue[locale][key]).map((p) => [p, 'X']),
      );
      expect(formatMessage(textsCatalogue, locale, key, values)).not.toMatch(/[{}]/);
    }
  });

  it('keeps the STOP and HELP keywords in English in both languages (carriers act on them)', () => {
    expect(textsCatalogue.es.quoteReceived).toContain('STOP');
    expect(textsCatalogue.es.help).toContain('STOP');
    expect(textsCatalogue.es.stopConfirmation).toContain('START');
  });
});
