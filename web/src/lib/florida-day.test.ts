import { describe, expect, it } from 'vitest';
import { floridaDay } from './florida-day.ts';

describe('floridaDay', () => {
  it('keeps a calendar day and reads an instant on Florida’s calendar', () => {
    expect(floridaDay('2026-12-03')).toBe('Dec 3, 2026');
    // 02:30 UTC on the 4th is still the evening of the 3rd in Jacksonville.
    expect(floridaDay('2026-12-04T02:30:00Z')).toBe('Dec 3, 2026');
    expect(floridaDay('not a day')).toBeUndefined();
  });
});
