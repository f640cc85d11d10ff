import { COMPANY, PROMISES } from '@roofing/contracts';
import * as intentsEn from '@roofing/contracts/content/assistant-intents';
import { COMPANY_FACTS } from '@roofing/contracts/content/company-facts';
import * as intentsEs from '@roofing/contracts/content/es/assistant-intents';
import { COMPANY_FACTS as COMPANY_FACTS_ES } from '@roofing/contracts/content/es/company-facts';
import { FAQ_ENTRIES as FAQ_ES } from '@roofing/contracts/content/es/faq';
import { FAQ_ENTRIES } from '@roofing/contracts/content/faq';
import { describe, expect, it } from 'vitest';

/**
 * The Spanish FAQ and company facts (issue 24) are translations of the English ones: every entry
 * has its Spanish sibling, in the same order and category, with its own words, and the company's
 * facts (phone, license, promises) come out of the same constants.
 */
describe('the Spanish FAQ', () => {
  it('has every English entry, same id, order and category', () => {
    expect(FAQ_ES.map(({ id, category }) => ({ id, category }))).toEqual(
      FAQ_ENTRIES.map(({ id, category }) => ({ id, category })),
    );
  });

  it.each(FAQ_ENTRIES.map((entry) => [entry.id, entry] as const))(
    'entry %i is translated: non-empty and different from the English',
    (id, english) => {
      const spanish = FAQ_ES.find((entry) => entry.id === id);
      expect(spanish).toBeDefined();
      if (!spanish) return;
      expect(spanish.question.trim()).not.toBe('');
      expect(spanish.answer.trim().length).toBeGreaterThan(english.answer.length * 0.7);
      expect(spanish.question).not.toBe(english.question);
      expect(spanish.answer).not.toBe(english.answer);
      expect(spanish.keywords.length).toBeGreaterThanOrEqual(4);
      expect(spanish.question).toMatch(/^[¿A-ZÁÉÍÓÚÑ]|^Mi |^Se |^Ventilas/);
      // The same facts: every phone, license, price and number of the English answer.
      for (const fact of english.answer.match(/\(\d{3}\) \d{3}-\d{4}|CCC\d+|\$[\d,]+/g) ?? []) {
        expect(spanish.answer).toContain(fact);
      }
      // No English left behind in running text.
      expect(spanish.answer).not.toMatch(/\b(the|and|your|with|roof|hours)\b/);
    },
  );

  it('interpolates the company facts the way the English file does', () => {
    const answer = (id: number) => FAQ_ES.find((entry) => entry.id === id)?.answer ?? '';
    expect(answer(6)).toContain(COMPANY.phone);
    expect(answer(56)).toContain(COMPANY.license);
    expect(answer(36)).toContain('25 años en materiales y 10 años en mano de obra');
    expect(answer(30)).toContain('2-4 horas');
    expect(answer(100)).toContain(`${PROMISES.estimateValidityDays} días`);
  });
});

describe('the Spanish company facts and intents', () => {
  it('has every fact, translated', () => {
    expect(COMPANY_FACTS_ES.map((fact) => fact.id)).toEqual(COMPANY_FACTS.map((fact) => fact.id));
    for (const [index, english] of COMPANY_FACTS.entries()) {
      const spanish = COMPANY_FACTS_ES[index];
      expect(spanish?.text).not.toBe(english.text);
      expect(spanish?.title).not.toBe(english.title);
      expect(Boolean(spanish?.names)).toBe(Boolean(english.names));
    }
    const text = COMPANY_FACTS_ES.map((fact) => fact.text).join('\n');
    expect(text).toContain(COMPANY.phone);
    expect(text).toContain(COMPANY.license);
    expect(text).toContain('de lunes a viernes de 7 AM a 6 PM');
  });

  it('reads Spanish greetings and visit requests, and replies in Spanish', () => {
    expect(intentsEs.intentOf('Hola, buenos días')).toBe('greeting');
    expect(intentsEs.intentOf('¿Qué puedes hacer?')).toBe('greeting');
    expect(intentsEs.intentOf('¿Pueden venir a ver mi techo mañana?')).toBe('inspection');
    expect(intentsEs.intentOf('Quiero agendar una inspección')).toBe('inspection');
    expect(intentsEs.intentOf('¿Cuánto cuesta un techo nuevo?')).toBeNull();
    expect(intentsEs.GREETING_REPLY).not.toBe(intentsEn.GREETING_REPLY);
    expect(intentsEs.INSPECTION_OFFER_REPLY).toContain(COMPANY.phone);
  });
});
