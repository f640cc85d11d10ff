import { type AnswerSource, COMPANY, type RoofingAssistantResponse } from '@roofing/contracts';
import type { Retrieval, ScoredPassage } from '../knowledge/knowledge-base.ts';
import { capReply } from './cap-reply.ts';

/** The no-match reply: honest, short enough for the smallest cap, and always with the phone. */
export const NO_MATCH_REPLY = `I don't have a specific answer to that, but our team can help: call ${COMPANY.phone} or request a free estimate.`;
const NO_MATCH_HELP =
  'I can answer questions about leaks and repairs, storm damage, roof replacement, materials, insurance paperwork and financing.';
const CLOSING = `For advice on your own roof, call ${COMPANY.phone} or request a free estimate.`;

const sameSource = (a: AnswerSource, b: AnswerSource) =>
  a.kind === b.kind && a.title === b.title && a.url === b.url;

/**
 * The offline assistant's reply: the best passage (an FAQ answer, an article section, a company
 * fact) under its title, then pointers to up to two other sources that also answer, then how to
 * reach us; cut at a sentence to fit `maxChars`.
 */
export function offlineAnswer(retrieval: Retrieval, maxChars: number): RoofingAssistantResponse {
  const [best, ...others] = retrieval.passages;
  if (!retrieval.matched || !best) {
    const withHelp = `${NO_MATCH_REPLY}\n\n${NO_MATCH_HELP}`;
    return {
      response: withHelp.length <= maxChars ? withHelp : capReply(NO_MATCH_REPLY, maxChars),
      sources: [],
      matched: false,
      provider: 'offline',
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
  let pointerText = pointers.length > 0 ? `You may also want to read:\n${pointers.join('\n')}` : '';
  if (`${pointerText}\n\n${CLOSING}`.length > budget) pointerText = '';
  const tail = [pointerText, CLOSING.length <= budget ? CLOSING : ''].filter(Boolean).join('\n\n');
  const body = capReply(bodyOf(best), maxChars - (tail ? tail.length + 2 : 0));
  return {
    response: tail ? `${body}\n\n${tail}` : body,
    sources: pointerText ? sources : sources.slice(0, 1),
    matched: true,
    provider: 'offline',
  };
}

function bodyOf({ passage }: ScoredPassage): string {
  if (passage.kind === 'article') {
    return `From our article **${passage.source.title}** (${passage.title}):\n\n${passage.text}`;
  }
  return `**${passage.title}**\n\n${passage.text}`;
}

function pointerTo({ passage }: ScoredPassage): string {
  if (passage.kind === 'article') {
    return `- **${passage.source.title}** (${passage.source.url})`;
  }
  return `- **${passage.title}**`;
}
