import { describe, expect, it } from 'vitest';
import {
  defaultServedZipTable,
  fiveDigitZip,
  SERVED_AREAS,
  servedAreaFor,
} from './served-areas.ts';

const table = defaultServedZipTable();

describe('served ZIP rules', () => {
  it('covers every one of the ten served places', () => {
    expect(SERVED_AREAS.map((entry) => entry.area)).toEqual([
      'Jacksonville Beach',
      'Neptune Beach',
      'Atlantic Beach',
      'Ponte Vedra Beach',
      'St. Augustine',
      'Fernandina Beach',
      'St. Johns County',
      'Jacksonville',
      'Gainesville',
      'Orange Park',
    ]);
    for (const entry of SERVED_AREAS) expect(entry.zipCodes.length).toBeGreaterThan(0);
  });

  it('gives each ZIP code to one place only', () => {
    const all = SERVED_AREAS.flatMap((entry) => entry.zipCodes);
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds the place of a served ZIP, also as ZIP+4 and with spaces', () => {
    expect(servedAreaFor('32250', table)).toBe('Jacksonville Beach');
    expect(servedAreaFor(' 32084-1234 ', table)).toBe('St. Augustine');
    expect(servedAreaFor('32601', table)).toBe('Gainesville');
  });

  it('does not serve other Florida ZIPs', () => {
    expect(servedAreaFor('33101', table)).toBeNull(); // Miami
    expect(servedAreaFor('32301', table)).toBeNull(); // Tallahassee
  });

  it('reads only 5-digit ZIPs and ZIP+4', () => {
    expect(fiveDigitZip('3225')).toBeNull();
    expect(fiveDigitZip('32250-12')).toBeNull();
    expect(fiveDigitZip('abcde')).toBeNull();
    expect(fiveDigitZip('32250-0001')).toBe('32250');
  });
});
