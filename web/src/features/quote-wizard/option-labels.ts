import { useMemo } from 'react';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';

type OptionKey = Extract<keyof typeof messages.en, `option.${string}`>;
type Option = { readonly value: string; readonly label: string };

/**
 * The wizard's option lists (contracts' quote-options) with their labels in the page's language;
 * the values, which the API takes, stay as they are. A value without a label keeps its own.
 */
export function useOptionLabels(options: readonly Option[]): Option[] {
  const t = useT(messages);
  return useMemo(
    () =>
      options.map((option) => {
        const key = `option.${option.value}` as OptionKey;
        return { value: option.value, label: key in messages.en ? t(key) : option.label };
      }),
    [options, t],
  );
}
