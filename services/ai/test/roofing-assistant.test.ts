import { COMPANY, RoofingAssistantResponseSchema } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { aiService } from '../src/service.ts';
import { staffPost } from './support/staff-calls.ts';

/** The public assistant without a model: answers come from the FAQ, the articles and the facts. */
let svc: ServiceHarness;
const MAX_REPLY = 700;
beforeAll(async () => {
  svc = await startService(aiService, { AI_MAX_REPLY_CHARS: String(MAX_REPLY) });
});
afterAll(async () => {
  await svc?.close();
});

async function ask(message: unknown) {
  return svc.app.inject({ method: 'POST', url: '/api/roofing-assistant', payload: { message } });
}
async function answer(message: string) {
  const response = await ask(message);
  expect(response.statusCode).toBe(200);
  return RoofingAssistantResponseSchema.parse(response.json());
}

describe('POST /api/roofing-assistant offline', () => {
  it.each([
    ['how long does a metal roof last', 'faq', 'How long does a roof last in Florida?'],
    ['do you offer financing', 'company', 'Financing options'],
    ['what are your hours', 'company', 'Business hours'],
    ['is there a veteran discount', 'company', 'Veteran and senior discounts'],
  ])('answers "%s" from the right %s source', async (question, kind, title) => {
    const reply = await answer(question);
    expect(reply).toMatchObject({ matched: true, provider: 'offline' });
    expect(reply.sources[0]).toMatchObject({ kind, title });
    expect(reply.response).toContain(`**${title}**`);
    expect(reply.response.length).toBeLessThanOrEqual(MAX_REPLY);
  });

  it('answers hurricane preparation from the hurricane article, with its link', async () => {
    const reply = await answer('What should I do before a hurricane?');
    expect(reply.matched).toBe(true);
    expect(reply.sources[0]).toEqual({
      kind: 'article',
      title: "Hurricane Season Roof Prep: A North Florida Homeowner's Checklist",
      url: '/blog/1',
    });
    expect(reply.response).toContain('From our article **Hurricane Season Roof Prep');
  });

  it('gives real content: the hours, the discount and the phone as published', async () => {
    expect((await answer('what are your hours')).response).toContain('Mon-Fri 7AM-6PM');
    const discount = await answer('is there a veteran discount');
    expect(discount.response).toContain(`${COMPANY.discounts.veterans}%`);
    expect(discount.response).toContain(COMPANY.phone);
    // A second source that also answers is named, not silently merged.
    expect(discount.sources.map((source) => source.title)).toContain(
      'Do you offer discounts for veterans and seniors?',
    );
  });

  it.each([
    'Do you sell pizza?',
    'what is the capital of France',
    'tell me a joke',
    'What is the price of bitcoin?',
  ])('has no specific answer to "%s": offers the phone and a free estimate', async (question) => {
    const reply = await answer(question);
    expect(reply).toMatchObject({
      matched: false,
      provider: 'offline',
      sources: [],
      intent: 'no-match',
    });
    expect(reply.response).toContain("I don't have a specific answer");
    expect(reply.response).toContain(COMPANY.phone);
    expect(reply.response).toContain('free estimate');
    expect(reply.response).not.toMatch(/PACE|financing partner/);
  });

  it('answers the one-word query "roof" with the closest entries, not nothing', async () => {
    const reply = await answer('roof');
    expect(reply).toMatchObject({ matched: true, intent: 'closest', provider: 'offline' });
    expect(reply.sources.length).toBeGreaterThan(1);
    expect(reply.sources.every((source) => source.kind === 'faq')).toBe(true);
    expect(reply.response).toContain(`**${reply.sources[0]?.title}**`);
    expect(reply.response).toContain(reply.sources[1]?.title);
  });

  it('greets a greeting and says what it can do; offers the inspection for a visit', async () => {
    const hello = await answer('Hi there!');
    expect(hello).toMatchObject({ intent: 'greeting', sources: [] });
    expect(hello.response).toMatch(/^Hi!/);
    expect(hello.response).toContain('financing');
    const visit = await answer('can someone come look at my roof tomorrow?');
    expect(visit).toMatchObject({ intent: 'inspection', sources: [] });
    expect(visit.response).toContain('Request a free inspection');
    expect(visit.response).toContain(COMPANY.phone);
  });

  it('gives the phone once, even when the answer itself carries it', async () => {
    const discount = await answer('is there a veteran discount');
    expect(discount.response.split(COMPANY.phone)).toHaveLength(2);
  });

  it('answers the dashboard in the office’s voice, only for a staff session', async () => {
    const anonymous = await ask('roof');
    expect(anonymous.statusCode).toBe(200);
    const refused = await svc.app.inject({
      method: 'POST',
      url: '/api/roofing-assistant',
      payload: { message: 'Do you sell pizza?', audience: 'staff' },
    });
    expect(refused.statusCode).toBe(401);
    const staff = async (message: string) => {
      const response = await staffPost(svc, '/api/roofing-assistant', {
        message,
        audience: 'staff',
      });
      expect(response.statusCode).toBe(200);
      return RoofingAssistantResponseSchema.parse(response.json());
    };
    const unknown = await staff('Do you sell pizza?');
    expect(unknown.response).toContain('before you answer the customer');
    expect(unknown.response).not.toContain(COMPANY.phone);
    const answered = await staff('how long does a metal roof last');
    expect(answered.response).not.toMatch(/your own roof|call \(904\)/i);
    expect(answered.response).toContain('the customer');
    const visit = await staff('can someone come look at my roof tomorrow?');
    expect(visit.response).toContain('site visit');
    expect((await staff('hello')).response).toContain('what a customer asked');
  });

  it('keeps a long article answer under the cap and ends it at a sentence', async () => {
    const reply = await answer('my roof is leaking, where do leaks start?');
    expect(reply.matched).toBe(true);
    expect(reply.response.length).toBeLessThanOrEqual(MAX_REPLY);
    expect(reply.response).toMatch(/[.!?…)]$/);
    expect(reply.response.split('**').length % 2).toBe(1);
  });

  it('refuses an empty, blank, oversize or missing message with 400 naming the field', async () => {
    for (const message of ['', '   ', 'x'.repeat(1001), undefined, 42]) {
      const response = await ask(message);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.fields.message).toBeTruthy();
    }
  });
});
