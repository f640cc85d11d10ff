import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, maskStreetAddress } from './masking.ts';

describe('maskEmail', () => {
  it('keeps the first character of the local part and the whole domain', () => {
    expect(maskEmail('dana.whitfield@example.com')).toBe('d•••@example.com');
    expect(maskEmail('d@example.com')).toBe('d•••@example.com');
    expect(maskEmail('  Priya.Nand@mail.example.org ')).toBe('P•••@mail.example.org');
  });

  it('never shows more than one character of the local part, whatever its length', () => {
    const masked = maskEmail('a.very.long.local.part@example.com');
    expect(masked).toBe('a•••@example.com');
    expect(masked).not.toContain('very');
  });

  it('splits at the last @ and hides everything when there is none', () => {
    expect(maskEmail('"odd@local"@example.com')).toBe('"•••@example.com');
    expect(maskEmail('not-an-address')).toBe('•••');
  });
});

describe('maskPhone', () => {
  it('shows only the last four digits, whatever the layout typed', () => {
    expect(maskPhone('(904) 555-0142')).toBe('(•••) •••-0142');
    expect(maskPhone('904-555-0142')).toBe('(•••) •••-0142');
    expect(maskPhone('+1 904.555.0142')).toBe('(•••) •••-0142');
    expect(maskPhone('5550142')).toBe('(•••) •••-0142');
  });

  it('hides every digit of a number too short to spare four', () => {
    expect(maskPhone('12')).toBe('(•••) •••-••••');
    expect(maskPhone('')).toBe('(•••) •••-••••');
  });

  it('leaves no other digit of the number in the result', () => {
    const masked = maskPhone('(904) 555-0175');
    expect(masked.replace(/\D/g, '')).toBe('0175');
  });
});

describe('maskStreetAddress', () => {
  it('hides the house number and keeps the street', () => {
    expect(maskStreetAddress('1234 Ocean Blvd')).toBe('••• Ocean Blvd');
    expect(maskStreetAddress(' 12B Main St Apt 4 ')).toBe('••• Main St Apt 4');
    expect(maskStreetAddress('12-14 Beach Rd')).toBe('••• Beach Rd');
    expect(maskStreetAddress('7, Harbor Way')).toBe('••• Harbor Way');
  });

  it('hides a bare number and leaves an address without one as it is', () => {
    expect(maskStreetAddress('1234')).toBe('•••');
    expect(maskStreetAddress('Rural Route 2')).toBe('Rural Route 2');
  });
});
