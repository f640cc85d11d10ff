import type { DocumentType } from '@roofing/contracts';

/**
 * What the document assistant's chat box is asked for (portal-and-back-office §5, "Document
 * chat"): a request that contains create, generate, make or need goes to document generation,
 * anything else to the paperwork assistant. The rule is the spec's, faults included — "Do I
 * need a waiver?" asks for a document — and it lives here, on the server, so the browser sends
 * what staff typed and never guesses.
 */
export type DocumentIntent =
  | { kind: 'chat' }
  /** `documentType` is null when the request names none of the seven: nothing to generate. */
  | { kind: 'generate'; documentType: DocumentType | null };

/** Whole words only: "maker" or "needed" do not ask for a document. */
const GENERATION_WORDS = /\b(create|generate|make|need)\b/i;

/**
 * The document a request names, tried in this order: the first match wins, so "an estimate
 * for the contract" is an estimate and "a lien waiver for the contract" a lien waiver.
 */
const TYPE_WORDS: ReadonlyArray<readonly [RegExp, DocumentType]> = [
  [/lien|waiver/i, 'lien-waiver'],
  [/invoice|bill/i, 'invoice'],
  [/estimate|quote|proposal/i, 'estimate'],
  [/warrant/i, 'warranty'],
  [/profit|loss|p&l/i, 'profit-loss'],
  [/safety|manual|osha/i, 'safety-manual'],
  [/contract|agreement/i, 'roofing-contract'],
];

export function documentIntentOf(message: string): DocumentIntent {
  if (!GENERATION_WORDS.test(message)) return { kind: 'chat' };
  const named = TYPE_WORDS.find(([pattern]) => pattern.test(message));
  return { kind: 'generate', documentType: named?.[1] ?? null };
}
