import { describe, expect, it } from 'vitest';
import { maskEmail } from './verify-code.tsx';

describe('maskEmail', () => {
  it('keeps the first letter and the domain, hides the rest, as the server does', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j•••@example.com');
    expect(maskEmail('d•••@example.com')).toBe('d•••@example.com');
    expect(maskEmail('')).toBeNull();
    expect(maskEmail('not-an-address')).toBeNull();
  });
});
