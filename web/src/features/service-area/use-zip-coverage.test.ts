import { describe, expect, it } from 'vitest';
import { completeZip } from './use-zip-coverage.ts';

describe('completeZip', () => {
  it('checks only a complete ZIP or ZIP+4, by its five digits', () => {
    expect(completeZip('32250')).toBe('32250');
    expect(completeZip(' 32080-1234 ')).toBe('32080');
    expect(completeZip('3225')).toBeNull();
    expect(completeZip('32250-')).toBeNull();
    expect(completeZip('')).toBeNull();
  });
});
