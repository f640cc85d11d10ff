import type { AnswerSource, RoofingAssistantResponse } from '@roofing/contracts';
import type { KnowledgeBase } from '../knowledge/knowledge-base.ts';
import type { ModelAccess } from '../providers/model-access.ts';
import { assistantMessages } from './assistant-prompt.ts';
import { offlineAnswer } from './offline-answer.ts';

/** Passages put in front of the model: the answering ones, else the nearest few. */
const GROUNDING_PASSAGES = 4;

/**
 * The public roofing assistant. The knowledge base is searched either way; with a model the
 * passages ground its reply, without one (or when it fails, times out, refuses or the day's
 * budget is spent) the best passage is the reply. A visitor always gets an answer.
 */
export async function answerRoofingQuestion(
  question: string,
  deps: { knowledge: KnowledgeBase; model: ModelAccess; maxReplyChars: number },
): Promise<RoofingAssistantResponse> {
  const retrieval = deps.knowledge.retrieve(question);
  if (deps.model.configured) {
    const grounding = (retrieval.matched ? retrieval.passages : retrieval.context).slice(
      0,
      GROUNDING_PASSAGES,
    );
    const reply = await deps.model.reply(
      'assistant',
      assistantMessages(question, grounding, deps.maxReplyChars),
      deps.maxReplyChars,
    );
    if (reply) {
      return {
        response: reply,
        sources: retrieval.matched ? distinct(grounding.map(({ passage }) => passage.source)) : [],
        matched: retrieval.matched,
        provider: 'model',
      };
    }
  }
  return offlineAnswer(retrieval, deps.maxReplyChars);
}

function distinct(sources: AnswerSource[]): AnswerSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.kind}\n${source.title}\n${source.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
