import { type MessageValues, translate } from '../../i18n/catalogue.ts';
import { formatterFor } from '../../i18n/format.ts';

/** A message as text: `useT`'s result, or `englishT` outside React (pure helpers, their tests). */
export type Say<K extends string> = (key: K, values?: MessageValues) => string;

const english = formatterFor('en-US');

/**
 * A catalogue's English messages formatted without React (ICU, en-US): the pure helpers'
 * default wording, exactly what `useT` gives on an English page.
 */
export function englishT<K extends string>(catalogue: {
  readonly name: string;
  readonly en: Readonly<Record<K, string>>;
}): Say<K> {
  return translate(english, catalogue);
}
