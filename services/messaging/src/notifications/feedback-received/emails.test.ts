import type { FeedbackReceivedData } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { needsCall, officeFeedbackEmail } from './emails.tsx';

const feedback = (overrides: Partial<FeedbackReceivedData> = {}): FeedbackReceivedData => ({
  quoteId: 7,
  language: 'en' as const,
  estimateNumber: 'RR-K7M2QX',
  firstName: 'Marisol',
  lastName: 'Vega',
  email: 'marisol@example.com',
  phone: '(904) 555-0163',
  streetAddress: '27 Seagrape Ln',
  city: 'Neptune Beach',
  state: 'FL',
  zipCode: '32266',
  feedbackId: 4,
  overallRating: 5,
  qualityRating: 5,
  timelinessRating: 4,
  communicationRating: null,
  wouldRecommend: true,
  comments: 'The crew cleaned up every nail. Kevin explained the flashing.',
  receivedAt: '2026-09-14T13:05:00.000Z',
  ...overrides,
});
const email = (overrides: Partial<FeedbackReceivedData> = {}) =>
  officeFeedbackEmail({
    feedback: feedback(overrides),
    publicUrl: 'https://www.shorefrontroofing.com',
  });

describe('the office’s feedback e-mail', () => {
  it('reports a good rating with every score and the comments', async () => {
    const good = await email();
    expect(good.subject).toBe('Feedback on RR-K7M2QX: 5/5 from Marisol Vega');
    expect(good.text).toContain('★★★★★ 5 of 5');
    expect(good.text).toContain('★★★★☆ 4 of 5');
    expect(good.text).toContain('Communication: not rated');
    expect(good.text).toContain('The crew cleaned up every nail.');
    expect(good.text).toContain('public review');
    expect(good.text).not.toContain('CALL THIS CUSTOMER');
  });

  it('flags a low rating or a customer who would not recommend us, first in subject and body', async () => {
    expect(needsCall(feedback({ overallRating: 3 }))).toBe(true);
    expect(needsCall(feedback({ overallRating: 4 }))).toBe(false);
    expect(needsCall(feedback({ overallRating: 4, wouldRecommend: false }))).toBe(true);
    const low = await email({ overallRating: 2, wouldRecommend: false, comments: null });
    expect(low.subject).toBe('[Call the customer] Feedback on RR-K7M2QX: 2/5 from Marisol Vega');
    expect(low.text.indexOf('*** CALL THIS CUSTOMER ***')).toBeLessThan(
      low.text.indexOf('Marisol Vega rated completed job'),
    );
    expect(low.text).toContain('and would not recommend us. Call (904) 555-0163');
    expect(low.text).toContain('The customer left no comments.');
  });

  it('escapes what the customer wrote', async () => {
    const tricky = await email({ comments: '<script>alert(1)</script> & <b>bold</b>' });
    expect(tricky.html).not.toContain('<script>alert(1)</script>');
    expect(tricky.html).toContain('&lt;script&gt;');
  });
});
