import { describe, expect, it } from 'vitest';
import { capReply } from './cap-reply.ts';

describe('capReply', () => {
  it('leaves a short reply alone, trimmed', () => {
    expect(capReply('  A short answer.  ', 100)).toBe('A short answer.');
  });

  it('ends at the last whole sentence that fits', () => {
    const text = 'First sentence here. Second one is here! Third one runs past the cap for sure.';
    expect(capReply(text, 50)).toBe('First sentence here. Second one is here!');
  });

  it('cuts at a word with an ellipsis when one sentence is longer than the cap', () => {
    const reply = capReply(
      'Standing seam metal roofing resists wind uplift very well in storms',
      30,
    );
    expect(reply).toBe('Standing seam metal roofing…');
    expect(reply.length).toBeLessThanOrEqual(30);
  });

  it('never leaves a bold marker open', () => {
    const reply = capReply('Check the attic. Look for **water stains on the decking and nails', 40);
    expect(reply.split('**').length % 2).toBe(1);
    expect(reply.length).toBeLessThanOrEqual(40);
  });
});
