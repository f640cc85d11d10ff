import { describe, expect, it } from 'vitest';
import { documentIntentOf } from './document-intent.ts';

describe('documentIntentOf (the spec: create, generate, make or need → generation)', () => {
  it.each([
    ['Create a lien waiver for the Ortiz job at 412 Ocean Dr', 'lien-waiver'],
    ['Generate a roofing contract for Gloria Ortiz', 'roofing-contract'],
    ['make an invoice for the Smith re-roof', 'invoice'],
    ['I need a warranty certificate for 88 Ponte Vedra Blvd', 'warranty'],
    ['NEED A P&L for Q3 2026', 'profit-loss'],
    ['Create the OSHA safety manual', 'safety-manual'],
    ['Generate a proposal for the Reyes roof', 'estimate'],
  ])('"%s" asks for a %s', (message, documentType) => {
    expect(documentIntentOf(message)).toEqual({ kind: 'generate', documentType });
  });

  it('takes the first type named, in the rule order (a waiver for a contract is a waiver)', () => {
    expect(documentIntentOf('Create a lien waiver for the roofing contract')).toEqual({
      kind: 'generate',
      documentType: 'lien-waiver',
    });
    expect(documentIntentOf('Make an estimate for the contract work')).toEqual({
      kind: 'generate',
      documentType: 'estimate',
    });
  });

  it('asks for generation even when no document is named (the spec routes it; nothing to make)', () => {
    expect(documentIntentOf('Does a sub need a notice to owner?')).toEqual({
      kind: 'generate',
      documentType: null,
    });
    expect(documentIntentOf('Can you make something for me?')).toEqual({
      kind: 'generate',
      documentType: null,
    });
  });

  it('keeps the spec literal: "need" in a question still means generation', () => {
    expect(documentIntentOf('What OSHA paperwork do I need after an injury?')).toEqual({
      kind: 'generate',
      documentType: 'safety-manual',
    });
  });

  it.each([
    'What does Florida require on a roofing contract?',
    'When is the deadline for a claim of lien?',
    'Can the homeowner cancel after signing?',
    'hello',
    // Whole words only: these contain the letters, not the words.
    'Who is the roof maker on the invoice?',
    'Which waivers are needed for the Ortiz job?',
    'The contract was created last week',
  ])('"%s" goes to the paperwork assistant', (message) => {
    expect(documentIntentOf(message)).toEqual({ kind: 'chat' });
  });
});
