import { FAQ_ENTRIES as FAQ_ENTRIES_ES } from '@roofing/contracts/content/es/faq';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../../content/faq.ts';
import type { FaqEntry } from '../../content/types.ts';
import { answerFor, baseForm, meaningfulWords, searchFaq, searchWords } from './faq-search.ts';

function entry(id: number, question: string, answer = '', keywords: string[] = []): FaqEntry {
  return { id, category: 'Repair', question, answer, keywords };
}

/** A small base: below 20 entries no word counts as common, so each rule shows on its own. */
const ENTRIES: FaqEntry[] = [
  entry(1, 'How much does a new roof cost?', 'Prices vary by size.', ['price']),
  entry(2, 'Can you fix a leak?', 'Yes, we repair leaks fast.', ['leak', 'repair']),
  entry(3, 'Do you install metal roofs?', 'Standing seam metal is popular.', ['metal']),
  entry(4, 'What about gutters?', 'We clean and install gutters.', ['gutter', 'downspout']),
  entry(5, 'Is a metal roof noisy in the rain?', 'Not with solid decking.', ['noise']),
  entry(6, 'Storm damage?', 'Call us after a storm for a leak check.', ['hurricane']),
];

const ids = (entries: FaqEntry[]) => entries.map((e) => e.id);
const bestId = (query: string) => answerFor(query).best?.id ?? null;

describe('searchWords and baseForm', () => {
  it('splits on spaces, lower-cases, ignores edge punctuation, drops short and repeated words', () => {
    expect(searchWords('  Is IT a  Metal   roof? metal ')).toEqual(['metal', 'roof']);
    expect(searchWords('a an to')).toEqual([]);
  });

  it('brings the forms of a word together', () => {
    expect(['leak', 'leaks', 'leaking', 'leaked'].map(baseForm)).toEqual(Array(4).fill('leak'));
    expect(baseForm('hurricanes')).toBe(baseForm('hurricane'));
    expect(baseForm('damaged')).toBe(baseForm('damage'));
    expect(baseForm('batteries')).toBe('battery');
    expect(baseForm('glass')).toBe('glass');
  });
});

describe('searchFaq on a small base', () => {
  it('matches question and keywords; a word only in the answer is not enough', () => {
    expect(ids(searchFaq('downspout', ENTRIES))).toEqual([4]); // keyword only
    expect(ids(searchFaq('hurricane', ENTRIES))).toEqual([6]); // keyword only
    // "leak" is only mentioned in passing in entry 6's answer.
    expect(ids(searchFaq('is a leak', ENTRIES))).toEqual([2]);
    expect(searchFaq('decking', ENTRIES)).toEqual([]);
  });

  it('is case-insensitive and matches other forms of a word, not bare substrings', () => {
    expect(ids(searchFaq('GUTTERS', ENTRIES))).toEqual([4]);
    expect(ids(searchFaq('leaking', ENTRIES))).toEqual([2]);
    expect(searchFaq('eta', ENTRIES)).toEqual([]); // inside "metal", not a word of it
  });

  it('needs at least half of the words, and ranks by how many match', () => {
    // 5 has metal + noisy + rain; 3 has only metal: 1 of 4 is not enough.
    expect(ids(searchFaq('metal noisy rain storm', ENTRIES))).toEqual([5]);
    expect(ids(searchFaq('metal noisy', ENTRIES))).toEqual([5, 3]);
  });

  it('keeps the original order for equal scores (stable)', () => {
    expect(ids(searchFaq('metal', ENTRIES))).toEqual([3, 5]);
  });

  it('returns all entries, in order, for an empty or whitespace query', () => {
    expect(ids(searchFaq('', ENTRIES))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(searchFaq('   ', ENTRIES))).toEqual([1, 2, 3, 4, 5, 6]);
    const all = searchFaq('');
    expect(all).toHaveLength(100);
    expect(all).toEqual(FAQ_ENTRIES);
    expect(all).not.toBe(FAQ_ENTRIES);
  });

  it('returns nothing when no word is left or nothing matches', () => {
    expect(searchFaq('is it ok', ENTRIES)).toEqual([]);
    expect(searchFaq('a', FAQ_ENTRIES)).toEqual([]);
    expect(searchFaq('zzqx qwpv', ENTRIES)).toEqual([]);
    expect(searchFaq('zzqx qwpv')).toEqual([]);
  });
});

describe('words that cannot tell entries apart (the real base)', () => {
  it('drops function words and question frames', () => {
    expect(meaningfulWords('Do you sell pizza?')).toEqual(['pizza']);
    expect(meaningfulWords('Can you tell me what the best material is')).toEqual([
      'best',
      'material',
    ]);
  });

  it('drops words found in more than a quarter of the entries', () => {
    const share = (word: string) =>
      FAQ_ENTRIES.filter((e) => `${e.question} ${e.answer}`.toLowerCase().includes(word)).length;
    expect(share(' roof')).toBeGreaterThan(25);
    expect(meaningfulWords('roof roofs')).toEqual([]);
    expect(searchFaq('how does your roof')).toEqual([]);
  });
});

describe('answerFor on the real base', () => {
  it.each([
    'Do you sell pizza?',
    'Can you fix my car?',
    "What's the weather like tomorrow?",
    'Who won the football game last night?',
    'How do I bake sourdough bread?',
    'Tell me a joke',
    'Recommend a good restaurant nearby',
    'How do I reset my password?',
    'Do you deliver groceries?',
    'Where can I buy a used car?',
    'What is the capital of France?',
    'I want to book a flight to Miami',
  ])('gives the no-match reply to an off-topic question: %s', (question) => {
    expect(answerFor(question)).toEqual({ best: null, related: [] });
  });

  it.each([
    ['how long does a metal roof last', 'How long does a roof last in Florida?'],
    ['How much does a new roof cost?', 'How much does a new roof cost?'],
    ['my roof is leaking what should I do', 'My roof is leaking right now. What should I do?'],
    ['Are gutter guards worth it?', 'Are gutter guards worth it?'],
    [
      'Does insurance cover hurricane damage?',
      'Does homeowners insurance cover storm damage to my roof?',
    ],
    ['Do you offer financing?', 'Do you offer financing?'],
    ['Is a metal roof noisy in the rain?', 'Is a metal roof noisy when it rains?'],
    ['What is a wind mitigation inspection?', 'What is a wind mitigation inspection?'],
    ['How do I check a roofer is licensed?', 'How do I check that a roofer is licensed?'],
    ['black streaks on my roof', 'What are the black streaks on my roof?'],
    ['my shingles are curling', 'Why are my shingles curling or blistering?'],
    ['emergency tarp', 'Do you offer emergency tarping?'],
    ['veteran discount', 'Do you offer discounts for veterans and seniors?'],
  ])('answers the roofing question "%s" with "%s"', (question, expected) => {
    expect(answerFor(question).best?.question).toBe(expected);
  });

  it('answers the metal roof lifespan from the entry that gives it', () => {
    const answer = answerFor('how long does a metal roof last');
    expect(answer.best?.category).toBe('Lifespan');
    expect(answer.best?.answer).toMatch(/standing-seam metal 40 years/);
  });

  it('keeps a real question despite a stray word', () => {
    expect(bestId('my roof is leaking badly')).toBe(bestId('my roof is leaking'));
  });

  it('gives the best match and at most 3 related ones', () => {
    const answer = answerFor('how long does a roof last');
    expect(answer.best?.category).toBe('Lifespan');
    expect(answer.related).toHaveLength(3);
    expect(ids(answer.related)).toEqual(ids(searchFaq('how long does a roof last')).slice(1, 4));
    expect(answerFor('metal', ENTRIES)).toEqual({ best: ENTRIES[2], related: [ENTRIES[4]] });
    expect(answerFor('downspout', ENTRIES)).toEqual({ best: ENTRIES[3], related: [] });
  });

  it('keeps a long storm question, told in a sentence, in English and in Spanish', () => {
    const leak = (entries: readonly FaqEntry[]) =>
      entries.find((item) => item.id === 30)?.question ?? 'none';
    expect(
      answerFor(
        'My roof started leaking after the hurricane last night and water is dripping into the kitchen, what should I do?',
      ).best?.question,
    ).toBe(leak(FAQ_ENTRIES));
    for (const question of [
      'Después del huracán tengo goteras en el techo de la sala, ¿qué hago?',
      '¿Qué debo hacer si el huracán dañó mi techo y ahora entra agua por el techo de la cocina?',
      'Mi techo tiene una gotera después de la tormenta',
    ]) {
      expect(answerFor(question, FAQ_ENTRIES_ES).best?.question, question).toBe(
        leak(FAQ_ENTRIES_ES),
      );
    }
    expect(
      answerFor(
        'Se voló parte del techo con el viento de la tormenta anoche, ¿pueden venir a poner una lona?',
        FAQ_ENTRIES_ES,
      ).best?.question,
    ).toMatch(/lonas de emergencia/);
  });

  it('still tells an off-topic question apart, however it is asked', () => {
    expect(answerFor('What is the weather like in Paris during the summer months?').best).toBe(
      null,
    );
    expect(answerFor('¿Qué tiempo hace en París durante el verano?', FAQ_ENTRIES_ES).best).toBe(
      null,
    );
    expect(answerFor('¿Venden pizza?', FAQ_ENTRIES_ES).best).toBe(null);
  });
});
