import {
  type AnswerSource,
  COMPANY,
  type Locale,
  type RoofingAssistantResponse,
} from '@roofing/contracts';
import type { AssistantAudience } from '@roofing/contracts/content/assistant-intents';
import type { Retrieval, ScoredPassage } from '../knowledge/knowledge-base.ts';
import { capReply } from './cap-reply.ts';

/** The no-match reply: honest, short enough for the smallest cap, and always with the phone. */
export const NO_MATCH_REPLY = `I don't have a specific answer to that, but our team can help: call ${COMPANY.phone} or request a free estimate.`;
const NO_MATCH_HELP =
  'I can answer questions about leaks and repairs, storm damage, roof replacement, materials, insurance paperwork and financing.';
const CLOSING = `For advice on your own roof, call ${COMPANY.phone} or request a free estimate.`;
/** The same situations as the office reads them: staff already know the phone number. */
const STAFF_NO_MATCH_REPLY =
  "Our FAQ, articles and company facts don't cover that. Check with the project manager before you answer the customer, and offer them the free inspection and written estimate.";
const STAFF_CLOSING =
  'For the customer’s own roof, offer the free inspection and written estimate rather than a firm answer on the phone.';

/** The customer-facing words of an offline reply, per language (the office's stay English). */
interface ReplyWords {
  noMatch: string;
  noMatchHelp: string;
  closing: string;
  alsoRead: string;
  related: string;
  closestIntro: string;
  fromArticle: (article: string, section: string) => string;
}
const WORDS: Record<Locale, ReplyWords> = {
  en: {
    noMatch: NO_MATCH_REPLY,
    noMatchHelp: NO_MATCH_HELP,
    closing: CLOSING,
    alsoRead: 'You may also want to read:',
    related: 'Related questions I can answer:',
    closestIntro: 'Here is the closest answer I have:',
    fromArticle: (article, section) => `From our article **${article}** (${section}):`,
  },
  es: {
    noMatch: `No tengo una respuesta específica para eso, pero nuestro equipo le puede ayudar: llame al ${COMPANY.phone} o pida un estimado gratis.`,
    noMatchHelp:
      'Puedo responder preguntas sobre goteras y reparaciones, daños por tormenta, reemplazo de techos, materiales, papeles del seguro y financiamiento.',
    closing: `Para un consejo sobre su propio techo, llame al ${COMPANY.phone} o pida un estimado gratis.`,
    alsoRead: 'También le puede interesar:',
    related: 'Otras preguntas relacionadas que puedo responder:',
    closestIntro: 'Esta es la respuesta más cercana que tengo:',
    fromArticle: (article, section) => `De nuestro artículo **${article}** (${section}):`,
  },
};

const sameSource = (a: AnswerSource, b: AnswerSource) =>
  a.kind === b.kind && a.title === b.title && a.url === b.url;

/**
 * The offline assistant's reply: the best passage (an FAQ answer, an article section, a company
 * fact) under its title, then pointers to up to two other sources that also answer, then how to
 * reach us (left out when the answer already gives the phone); cut at a sentence to fit
 * `maxChars`. A keyword query with no specific answer gets its closest entries instead.
 */
export function offlineAnswer(
  retrieval: Retrieval,
  maxChars: number,
  audience: AssistantAudience = 'customer',
  locale: Locale = 'en',
): RoofingAssistantResponse {
  const words = WORDS[locale];
  const [best, ...others] = retrieval.passages;
  if (!retrieval.matched || !best) {
    if (retrieval.closest.length > 0) {
      return closestAnswer(retrieval.closest, maxChars, audience, words);
    }
    const reply = audience === 'staff' ? STAFF_NO_MATCH_REPLY : words.noMatch;
    const withHelp = `${reply}\n\n${words.noMatchHelp}`;
    return {
      response: withHelp.length <= maxChars ? withHelp : capReply(reply, maxChars),
      sources: [],
      matched: false,
      provider: 'offline',
      intent: 'no-match',
    };
  }
  const sources = [best.passage.source];
  const pointers: string[] = [];
  for (const other of others) {
    if (pointers.length === 2 || sources.some((seen) => sameSource(seen, other.passage.source))) {
      continue;
    }
    sources.push(other.passage.source);
    pointers.push(pointerTo(other));
  }
  // The pointers, then the phone, give way first: the answer itself must keep its room.
  const budget = maxChars / 3;
  const closing = closingFor(bodyOf(best, words), audience, words);
  let pointerText = pointers.length > 0 ? `${words.alsoRead}\n${pointers.join('\n')}` : '';
  if (`${pointerText}\n\n${closing}`.length > budget) pointerText = '';
  const tail = [pointerText, closing.length <= budget ? closing : ''].filter(Boolean).join('\n\n');
  const body = capReply(bodyOf(best, words), maxChars - (tail ? tail.length + 2 : 0));
  return {
    response: tail ? `${body}\n\n${tail}` : body,
    sources: pointerText ? sources : sources.slice(0, 1),
    matched: true,
    provider: 'offline',
    intent: 'answer',
  };
}

/** The phone once: an answer that already gives it (hours, discounts, emergencies) needs no tail. */
function closingFor(body: string, audience: AssistantAudience, words: ReplyWords): string {
  if (audience === 'staff') return STAFF_CLOSING;
  return body.includes(COMPANY.phone) ? '' : words.closing;
}

/** "gutters": the best entry about it, then the other questions we answer about it. */
function closestAnswer(
  closest: readonly ScoredPassage[],
  maxChars: number,
  audience: AssistantAudience,
  words: ReplyWords,
): RoofingAssistantResponse {
  const [first, ...rest] = closest as [ScoredPassage, ...ScoredPassage[]];
  const more =
    rest.length > 0
      ? `${words.related}\n${rest.map(({ passage }) => `- ${passage.title}`).join('\n')}`
      : '';
  const closing = closingFor(first.passage.text, audience, words);
  const tail = [more, closing].filter(Boolean).join('\n\n');
  const body = capReply(
    `${words.closestIntro}\n\n${bodyOf(first, words)}`,
    Math.max(maxChars / 2, maxChars - (tail ? tail.length + 2 : 0)),
  );
  const response = tail && body.length + tail.length + 2 <= maxChars ? `${body}\n\n${tail}` : body;
  return {
    response,
    sources: closest.map(({ passage }) => passage.source),
    matched: true,
    provider: 'offline',
    intent: 'closest',
  };
}

function bodyOf({ passage }: ScoredPassage, words: ReplyWords): string {
  if (passage.kind === 'article') {
    return `${words.fromArticle(passage.source.title, passage.title)}\n\n${passage.text}`;
  }
  return `**${passage.title}**\n\n${passage.text}`;
}

function pointerTo({ passage }: ScoredPassage): string {
  if (passage.kind === 'article') {
    return `- **${passage.source.title}** (${passage.source.url})`;
  }
  return `- **${passage.title}**`;
}
