import { COMPANY, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@roofing/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

/**
 * The strength a new staff password needs: zxcvbn's score 3 of 4 ("safely unguessable: moderate
 * protection from offline slow-hash attacks", about 10^8 guesses and up), judged offline against
 * the common-password lists, English words, names, keyboard patterns, dates and repeats, and the
 * account's own name and the company's. Length alone is not enough: `password1234` is 12 long.
 */
export const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
function estimator() {
  factory ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  return factory;
}

/** Null when the password is strong enough; else what to tell the person choosing it. */
export function passwordProblem(password: string, personal: string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  const inputs = [...personal, COMPANY.name, 'shorefront', 'roofing', 'admin', 'office'];
  const result = estimator().check(password, inputs.filter(Boolean));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const hint = result.feedback.warning || result.feedback.suggestions[0];
  return `This password is too easy to guess${hint ? `: ${hint.replace(/\.$/, '')}` : ''}. Add more unrelated words or characters.`;
}
