import type { AnswerSource, Locale, RoofingAssistantResponse } from '@roofing/contracts';
import {
  type AssistantAudience,
  GREETING_REPLY,
  INSPECTION_OFFER_REPLY,
  intentOf,
  STAFF_GREETING_REPLY,
  STAFF_INSPECTION_REPLY,
} from '@roofing/contracts/content/assistant-intents';
import * as spanishIntents from '@roofing/contracts/content/es/assistant-intents';
import type { KnowledgeBase } from '../knowledge/knowledge-base.ts';
import type { ModelAccess } from '../providers/model-access.ts';
import { assistantMessages } from './assistant-prompt.ts';
import { capReply } from './cap-reply.ts';
import { offlineAnswer } from './offline-answer.ts';
import { languageOf } from './question-language.ts';

/** Passages put in front of the model: the answering ones, else the nearest few. */
const GROUNDING_PASSAGES = 4;

/**
 * The roofing assistant (public, or the dashboard's with `audience: 'staff'`). A greeting and a
 * request for a visit are answered as such, with or without a model: "can someone come look at
 * my roof tomorrow?" wants the inspection request and the phone, not an FAQ entry. Otherwise the
 * knowledge base is searched; with a model the passages ground its reply, without one (or when it
 * fails, times out, refuses or the day's budget is spent) the best passage is the reply.
 *
 * The reply is in the language asked (issue 24): `language` when the page sends it, else the
 * question's own (languageOf); a Spanish question is answered from the Spanish FAQ and facts, and
 * a model is told to answer in Spanish. The office (staff audience) is answered in English unless
 * it asks for Spanish.
 */
export async function answerRoofingQuestion(
  question: string,
  deps: {
    /** The knowledge base of a language. */
    knowledge: (locale: Locale) => KnowledgeBase;
    model: ModelAccess;
    maxReplyChars: number;
    audience?: AssistantAudience;
    language?: Locale;
  },
): Promise<RoofingAssistantResponse> {
  const audience = deps.audience ?? 'customer';
  const staff = audience === 'staff';
  const language = deps.language ?? (staff ? 'en' : languageOf(question));
  const spanish = language === 'es';
  const intent = spanish
    ? (spanishIntents.intentOf(question) ?? intentOf(question))
    : intentOf(question);
  if (intent) {
    const text =
      intent === 'greeting'
        ? staff
          ? STAFF_GREETING_REPLY
          : spanish
            ? spanishIntents.GREETING_REPLY
            : GREETING_REPLY
        : staff
          ? STAFF_INSPECTION_REPLY
          : spanish
            ? spanishIntents.INSPECTION_OFFER_REPLY
            : INSPECTION_OFFER_REPLY;
    return {
      response: capReply(text, deps.maxReplyChars),
      sources: [],
      matched: true,
      provider: 'offline',
      intent,
      language,
    };
  }
  const retrieval = deps.knowledge(language).retrieve(question);
  if (deps.model.configured) {
    const grounding = (retrieval.matched ? retrieval.passages : retrieval.context).slice(
      0,
      GROUNDING_PASSAGES,
    );
    const reply = await deps.model.reply(
      'assistant',
      assistantMessages(question, grounding, deps.maxReplyChars, audience, language),
      deps.maxReplyChars,
    );
    if (reply) {
      return {
        response: reply,
        sources: retrieval.matched ? distinct(grounding.map(({ passage }) => passage.source)) : [],
        matched: retrieval.matched,
        provider: 'model',
        intent: retrieval.matched ? 'answer' : 'no-match',
        language,
      };
    }
  }
  return { ...offlineAnswer(retrieval, deps.maxReplyChars, audience, language), language };
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
