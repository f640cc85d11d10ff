import { it } from 'vitest';
import { offlineAnswer } from '../domain/offline-answer.ts';
import { languageOf } from '../domain/question-language.ts';
import { knowledgeBase } from './knowledge-base.ts';

const qs = process.env.QS?.split('|') ?? [];
it('probe', () => {
  const kb = knowledgeBase('es');
  for (const q of qs) {
    const r = kb.retrieve(q);
    const a = offlineAnswer(r, 1500, 'customer', 'es');
    console.log(
      `${languageOf(q)} | ${q} -> ${a.intent} ${a.sources
        .map((s) => s.title)
        .slice(0, 2)
        .join(' / ')} [${r.passages[0]?.score?.toFixed(0) ?? '-'}]`,
    );
  }
});
