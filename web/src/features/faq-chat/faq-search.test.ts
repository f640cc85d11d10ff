import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../../content/faq.ts';
import type { FaqEntry } from '../../content/types.ts';
import { answerFor, searchFaq, searchWords } from './faq-search.ts';

function entry(id: number, question: string, answer = '', keywords: string[] = []): FaqEntry {
  return { id, category: 'Repair', question, answer, keywords };
}

const ENTRIES: FaqEntry[] = [
  entry(1, 'How much does a new roof cost?', 'Prices vary by size.', ['price']),
  entry(2, 'Can you fix a leak?', 'Yes, we repair leaks fast.', ['leak', 'repair']),
  entry(3, 'Do you install metal roofs?', 'Standing seam metal is popular.', ['metal']),
  entry(4, 'What about gutters?', 'We clean and install gutters.', ['gutter', 'downspout']),
  entry(5, 'Is a metal roof noisy in the rain?', 'Not with solid decking.', ['noise']),
  entry(6, 'Storm damage?', 'Call us after a storm for a leak check.', ['hurricane']),
];

const ids = (entries: FaqEntry[]) => entries.map((e) => e.id);

describe('searchWords', () => {
  it('splits on spaces, lower-cases, drops words of 2 characters or fewer and repeats', () => {
    expect(searchWords('  Is IT a  Metal   roof metal ')).toEqual(['metal', 'roof']);
    expect(searchWords('a an to')).toEqual([]);
  });
});

describe('searchFaq', () => {
  it('drops short words: "is" and "a" do not match everything', () => {
    // "is" is a substring of many texts; only "leak" may count here.
    expect(ids(searchFaq('is a leak', ENTRIES))).toEqual([2, 6]);
  });

  it('is case-insensitive', () => {
    expect(ids(searchFaq('GUTTERS', ENTRIES))).toEqual([4]);
    expect(ids(searchFaq('Metal', ENTRIES))).toEqual(ids(searchFaq('metal', ENTRIES)));
  });

  it('matches keywords as well as question and answer', () => {
    expect(ids(searchFaq('downspout', ENTRIES))).toEqual([4]); // keyword only
    expect(ids(searchFaq('hurricane', ENTRIES))).toEqual([6]); // keyword only
    expect(ids(searchFaq('decking', ENTRIES))).toEqual([5]); // answer only
  });

  it('matches substrings ("leak" finds "leaks")', () => {
    expect(ids(searchFaq('leaks', ENTRIES))).toEqual([2]);
    expect(ids(searchFaq('leak', ENTRIES))).toEqual([2, 6]);
  });

  it('ranks by the number of matching words, most first', () => {
    // 5 matches metal + noisy + rain, 3 matches metal only, 6 matches storm only.
    expect(ids(searchFaq('metal noisy rain storm', ENTRIES))).toEqual([5, 3, 6]);
  });

  it('keeps the original order for equal counts (stable)', () => {
    expect(ids(searchFaq('metal', ENTRIES))).toEqual([3, 5]);
    expect(ids(searchFaq('gutters storm price', ENTRIES))).toEqual([1, 4, 6]);
  });

  it('counts a repeated word once', () => {
    expect(ids(searchFaq('leak leak metal', ENTRIES))).toEqual([2, 3, 5, 6]);
  });

  it('returns all entries, in order, for an empty or whitespace query', () => {
    expect(ids(searchFaq('', ENTRIES))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(searchFaq('   ', ENTRIES))).toEqual([1, 2, 3, 4, 5, 6]);
    const all = searchFaq('');
    expect(all).toHaveLength(100);
    expect(all).toEqual(FAQ_ENTRIES);
    expect(all).not.toBe(FAQ_ENTRIES);
  });

  it('returns nothing when every word is 2 characters or fewer', () => {
    expect(searchFaq('is it ok', ENTRIES)).toEqual([]);
    expect(searchFaq('a', FAQ_ENTRIES)).toEqual([]);
  });

  it('returns nothing for nonsense', () => {
    expect(searchFaq('zzqx qwpv', ENTRIES)).toEqual([]);
    expect(searchFaq('zzqx qwpv')).toEqual([]);
  });
});

describe('answerFor', () => {
  it('gives the best match and at most 3 related ones', () => {
    const answer = answerFor('metal noisy rain storm leak price gutters', ENTRIES);
    expect(answer.best?.id).toBe(5);
    expect(answer.related).toHaveLength(3);
    expect(ids(answer.related)).toEqual(
      ids(searchFaq('metal noisy rain storm leak price gutters', ENTRIES)).slice(1, 4),
    );
  });

  it('gives fewer related entries when fewer match', () => {
    expect(answerFor('metal', ENTRIES)).toEqual({ best: ENTRIES[2], related: [ENTRIES[4]] });
    expect(answerFor('downspout', ENTRIES)).toEqual({ best: ENTRIES[3], related: [] });
  });

  it('gives no best and no related entries when nothing matches', () => {
    expect(answerFor('zzqx qwpv', ENTRIES)).toEqual({ best: null, related: [] });
    expect(answerFor('zzqx qwpv')).toEqual({ best: null, related: [] });
  });

  it('answers the real base: a roof lifespan question finds the lifespan entry', () => {
    const answer = answerFor('how long does a roof last');
    expect(answer.best?.category).toBe('Lifespan');
    expect(answer.related.length).toBeLessThanOrEqual(3);
    expect(answer.related.length).toBeGreaterThan(1);
  });
});
