import { COMPANY, type RoofingAssistantResponse } from '@roofing/contracts';
import { BLOG_POSTS } from '@roofing/contracts/content/blog-posts';
import { COMPANY_FACTS } from '@roofing/contracts/content/company-facts';
import { FAQ_ENTRIES } from '@roofing/contracts/content/faq';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_QUESTIONS, type AssistantQuestion } from './fixtures/assistant-questions.ts';
import { askAssistant, measureHitRate, useAiService } from './support/ai-service.ts';

/**
 * The offline assistant measured on real questions (fixtures/assistant-questions.ts), each asked
 * through POST /api/roofing-assistant. The rate is printed and reported in docs/assistant.md.
 */
const HIT_RATE_THRESHOLD = 0.9;
const MAX_REPLY = 1500;

const ai = useAiService({ AI_MAX_REPLY_CHARS: String(MAX_REPLY) });

const faqQuestion = (id: number) => FAQ_ENTRIES.find((entry) => entry.id === id)?.question;
const factTitle = (id: string) => COMPANY_FACTS.find((fact) => fact.id === id)?.title;

/** Whether a reply is the kind of answer expected (see the fixture's kinds). */
function hits({ expected }: AssistantQuestion, reply: RoofingAssistantResponse): boolean {
  const [kind, value = ''] = expected.split(':') as [string, string?];
  const first = reply.sources[0];
  switch (kind) {
    case 'greeting':
      return reply.intent === 'greeting' && /\bhi\b|hello/i.test(reply.response);
    case 'inspection-offer':
      return (
        reply.intent === 'inspection' &&
        /inspection/i.test(reply.response) &&
        reply.response.includes(COMPANY.phone)
      );
    case 'product':
      return first?.kind === 'company' && first.title === factTitle(value);
    case 'topic':
      return first?.kind === 'faq' && first.title === faqQuestion(Number(value));
    case 'article':
      return first?.kind === 'article' && first.url === `/blog/${value}`;
    case 'closest':
      return (
        reply.intent === 'closest' &&
        reply.sources.some((source) => source.title === faqQuestion(Number(value)))
      );
    case 'off-topic-refusal':
      return reply.intent === 'no-match' && reply.response.includes(COMPANY.phone);
    default:
      return false;
  }
}

describe('the assistant answers what was asked', () => {
  it('the fixture holds at least 60 questions of every group, every expected source exists', () => {
    expect(ASSISTANT_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    const groups = new Set(ASSISTANT_QUESTIONS.map((entry) => entry.group));
    expect([...groups].sort()).toEqual(
      ['greeting', 'off-topic', 'on-topic', 'one-word', 'product', 'scheduling'].sort(),
    );
    for (const { expected } of ASSISTANT_QUESTIONS) {
      const [kind, value = ''] = expected.split(':');
      if (kind === 'product') expect(factTitle(value), expected).toBeDefined();
      if (kind === 'topic' || kind === 'closest')
        expect(faqQuestion(Number(value)), expected).toBeDefined();
      if (kind === 'article')
        expect(BLOG_POSTS.some((post) => post.id === Number(value))).toBe(true);
    }
  });

  it(`answers at least ${HIT_RATE_THRESHOLD * 100}% of the questions with the expected kind of answer`, async () => {
    const rate = await measureHitRate(
      'assistant',
      ASSISTANT_QUESTIONS,
      (entry) => askAssistant(ai.svc, entry.question),
      hits,
    );
    expect(rate).toBeGreaterThanOrEqual(HIT_RATE_THRESHOLD);
  });
});
