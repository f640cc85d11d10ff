import { describe, expect, it } from 'vitest';
import { dollars, percentOf, toCents, usd } from './money.ts';
import { csvCell } from './receivables-csv.ts';

describe('the receivables CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Whitfield, Dana')).toBe('"Whitfield, Dana"');
    expect(csvCell('The "Big" Job')).toBe('"The ""Big"" Job"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('defuses cells a spreadsheet would run as a formula, but not a negative amount', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
  });
});

describe('money', () => {
  it('turns numeric columns into cents and back without floats deciding', () => {
    expect(toCents('4500.00')).toBe(450_000);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('-12.05')).toBe(-1205);
    expect(dollars(450_000)).toBe('4500.00');
    expect(dollars(-1205)).toBe('-12.05');
    expect(usd(123_400)).toBe('$1,234.00');
    expect(percentOf(12_345, 7)).toBe(864);
    expect(percentOf(1_425_000, 10)).toBe(142_500);
  });
});
