import { COMPANY } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_FAILURE_TEXT, messageTime, replyBlocks, spokenText } from './reply-format.ts';

describe('ASSISTANT_FAILURE_TEXT', () => {
  it('is the spec message with the company phone', () => {
    expect(ASSISTANT_FAILURE_TEXT).toBe(
      `I apologize, but I'm having trouble responding right now. Please try again in a moment or call us directly at ${COMPANY.phone} for immediate assistance.`,
    );
  });
});

describe('replyBlocks', () => {
  it('reads paragraphs, "- " bullets and bold; a heading becomes a bold line', () => {
    expect(replyBlocks('## Metal roofs\nThey last **40 years**.\n\n- Light\n- Quiet')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'strong', text: 'Metal roofs' }] },
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'They last ' },
          { kind: 'strong', text: '40 years' },
          { kind: 'text', text: '.' },
        ],
      },
      {
        kind: 'list',
        items: [[{ kind: 'text', text: 'Light' }], [{ kind: 'text', text: 'Quiet' }]],
      },
    ]);
  });
});

describe('spokenText', () => {
  it('drops the markers and ends every line as a sentence', () => {
    expect(spokenText('Two options:\n- **Tarp** the roof\n- Call us now!\n\nWe answer 24/7')).toBe(
      'Two options: Tarp the roof. Call us now! We answer 24/7.',
    );
  });
});

describe('spokenText without link lists', () => {
  it('drops the further-reading list, its introduction and bare addresses; keeps 24/7', () => {
    const reply = [
      '**Do you offer financing?**',
      '',
      'Yes: see https://shorefrontroofing.com/financing or [our page](/financing) to apply. We answer 24/7.',
      '',
      'You may also want to read:',
      '- **Metal vs Shingle Roofing** (/blog/2)',
      '- **How does PACE financing work?**',
      '',
      `For advice on your own roof, call ${COMPANY.phone} or request a free estimate.`,
    ].join('\n');
    const spoken = spokenText(reply);
    expect(spoken).toBe(
      `Do you offer financing? Yes: see or our page to apply. We answer 24/7. For advice on your own roof, call ${COMPANY.phone} or request a free estimate.`,
    );
    expect(spoken).not.toMatch(/blog|http|PACE|want to read/);
  });
});

describe('messageTime', () => {
  it('writes "Jan 5, 3:30 PM" in local time, with 12 for noon and midnight', () => {
    expect(messageTime(new Date(2026, 0, 5, 15, 30))).toBe('Jan 5, 3:30 PM');
    expect(messageTime(new Date(2026, 5, 1, 0, 7))).toBe('Jun 1, 12:07 AM');
    expect(messageTime(new Date(2026, 11, 31, 12, 0))).toBe('Dec 31, 12:00 PM');
  });
});
