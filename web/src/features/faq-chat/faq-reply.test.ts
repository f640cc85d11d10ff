import { COMPANY } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { type FaqReply, replyTo } from './faq-reply.ts';

/** What kind of reply the FAQ chat gives, as the fixture of the AI assistant names kinds. */
function kindOf(reply: FaqReply): string {
  switch (reply.kind) {
    case 'fact':
      return `product:${reply.fact.id}`;
    case 'faq':
      return `topic:${reply.best.id}`;
    case 'none':
      return 'no-match';
    default:
      return reply.kind;
  }
}

describe('the FAQ chat answers what was asked', () => {
  it.each([
    ['hi', 'greeting'],
    ['Hello! what can you do?', 'greeting'],
    ['good morning', 'greeting'],
    ['can someone come look at my roof tomorrow?', 'inspection'],
    ['I want to schedule an inspection', 'inspection'],
    ['Can you send someone out this week?', 'inspection'],
    ['What is ColdShield?', 'product:coldshield'],
    ['tell me about the refrigeration roof offer', 'product:coldshield'],
    ['Do you offer financing?', 'product:financing'],
    ['what warranty do you give?', 'product:warranty'],
    ['Do you serve Fernandina Beach?', 'product:service-area'],
    ['veteran discount', 'product:discounts'],
    ['roof', 'topic:1'],
    ['gutters', 'topic:10'],
    ['Are gutter guards worth it?', 'topic:47'],
    ['how long does a metal roof last', 'topic:2'],
    ['Do you sell pizza?', 'no-match'],
    ['I want to book a flight to Miami', 'no-match'],
  ])('"%s" gets a %s reply', (question, kind) => {
    expect(kindOf(replyTo(question))).toBe(kind);
  });

  it('offers the inspection request and the phone for a visit, and greets with what it can do', () => {
    const visit = replyTo('could somebody check my roof on Saturday');
    expect(visit.kind).toBe('inspection');
    if (visit.kind === 'inspection') {
      expect(visit.text).toContain('Request a free inspection');
      expect(visit.text.split(COMPANY.phone)).toHaveLength(2);
    }
    const hello = replyTo('hey there');
    if (hello.kind !== 'greeting') throw new Error(`expected a greeting, got ${hello.kind}`);
    expect(hello.text).toMatch(/^Hi!/);
    expect(hello.text).toContain('ColdShield');
  });

  it('answers the refrigeration-roof offer from the company facts, with its own warranty', () => {
    const reply = replyTo('I run a cold storage warehouse, can you lower my cooling bill?');
    if (reply.kind !== 'fact') throw new Error(`expected a fact, got ${reply.kind}`);
    expect(reply.fact.text).toContain('5-year warranty');
    expect(reply.fact.text).toContain('thermal scan');
  });
});

describe('the FAQ chat in Spanish (issue 24)', () => {
  it('answers a Spanish page from the Spanish FAQ, facts and replies', async () => {
    const { FAQ_CONTENT } = await import('./faq-content.ts');
    const spanish = await FAQ_CONTENT.loadSpanish();
    const cost = replyTo('¿Cuánto cuesta un techo nuevo?', spanish);
    expect(cost.kind === 'faq' && cost.best.question).toBe('¿Cuánto cuesta un techo nuevo?');
    const financing = replyTo('¿Ofrecen financiamiento?', spanish);
    expect(financing.kind === 'fact' && financing.fact.title).toBe('Opciones de financiamiento');
    const area = replyTo('¿Trabajan en St. Augustine?', spanish);
    expect(area.kind === 'fact' && area.fact.title).toBe('Dónde trabajamos');
    const hello = replyTo('hola', spanish);
    expect(hello.kind === 'greeting' && hello.text).toMatch(/^¡Hola!/);
    const visit = replyTo('¿Pueden venir a ver mi techo mañana?', spanish);
    expect(visit.kind === 'inspection' && visit.text).toContain(COMPANY.phone);
    expect(replyTo('¿Venden pizza?', spanish).kind).toBe('none');
    // Without accents, as many type on a phone.
    const typed = replyTo('cuanto cuesta un techo nuevo', spanish);
    expect(typed.kind === 'faq' && typed.best.id).toBe(1);
  });
});
