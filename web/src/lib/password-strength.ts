/**
 * The same strength rule the server applies to a new staff password (zxcvbn score 3 of 4, with
 * the common-password lists, offline), for feedback while typing. Loaded on demand: the lists are
 * large and only the Security page needs them. The server's verdict is the one that counts.
 */
export interface Strength {
  score: 0 | 1 | 2 | 3 | 4;
  ok: boolean;
  hint: string;
}

export const MIN_SCORE = 3;

let loading: Promise<(password: string, inputs: string[]) => Strength> | undefined;

export function loadStrength() {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const factory = new ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
    return (password: string, inputs: string[]): Strength => {
      const result = factory.check(password, inputs);
      const ok = password.length >= 12 && result.score >= MIN_SCORE;
      const hint =
        password.length < 12
          ? 'Use at least 12 characters.'
          : result.feedback.warning || result.feedback.suggestions[0] || '';
      return { score: result.score as Strength['score'], ok, hint };
    };
  })();
  return loading;
}
