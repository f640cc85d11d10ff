import { INTL_LOCALE } from '@roofing/contracts/locale';
import { use, useCallback, useMemo } from 'react';
import type { MessageValues, WebCatalogue } from '../catalogue.ts';
import { formatterFor } from '../format.ts';
import { useLocale } from '../locale-context.ts';
import { messages } from './messages.ts';

/**
 * `useT` for the form pieces shared with the back office (FormField, the controls, FormActions):
 * the same catalogues and ICU formatting, without needing an IntlProvider above (the back office's
 * component tests render those pieces on their own). Spanish suspends while its module loads.
 */
export function useSharedT<K extends string>(
  catalogue: WebCatalogue<K>,
): (key: K, values?: MessageValues) => string {
  const locale = useLocale();
  const source = locale === 'es' ? use(catalogue.loadSpanish()) : catalogue.en;
  return useMemo(() => {
    const tag = INTL_LOCALE[locale];
    const intl = formatterFor(tag);
    return (key: K, values?: MessageValues) =>
      String(
        intl.formatMessage(
          { id: `${catalogue.name}.${key}`, defaultMessage: source[key] ?? catalogue.en[key] },
          values,
        ),
      );
  }, [catalogue, locale, source]);
}

/**
 * Field messages in the page's language (issue 24). The contract schemas (which the browser and
 * the server both check with) and the server speak English, word for word as the spec and the
 * tests have them; on a Spanish page each known message is shown in Spanish where a field's
 * error is displayed (FormField, CheckboxField). An unknown message is shown as it came.
 */
type Key = keyof typeof messages.en;
type Format = (key: Key, values?: MessageValues) => string;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const keys = Object.keys(messages.en) as Key[];
const WHOLE = keys.filter((key) => !key.startsWith('pattern.') && !key.startsWith('label.'));
const LABEL_BY_ENGLISH = new Map(
  keys.filter((key) => key.startsWith('label.')).map((key) => [messages.en[key], key]),
);

/** `{label} must be at most {max} characters` → a regex capturing the label and the number. */
const PATTERNS = keys
  .filter((key) => key.startsWith('pattern.'))
  .map((key) => {
    const names: string[] = [];
    const source = messages.en[key]
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegex(part);
        names.push(name);
        return name === 'max' ? '(\\d+)' : name === 'label' ? '(.+?)' : '(.+)';
      })
      .join('');
    return { key, names, regex: new RegExp(`^${source}$`) };
  });

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** The translation of one English field message with `format`, or null when it is not known. */
export function fieldErrorIn(message: string, format: Format): string | null {
  const whole = WHOLE.find((key) => messages.en[key] === message);
  if (whole) return format(whole);
  for (const { key, names, regex } of PATTERNS) {
    const match = regex.exec(message);
    if (!match) continue;
    const values: MessageValues = {};
    let known = true;
    names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      if (name === 'label') {
        const labelKey = LABEL_BY_ENGLISH.get(value);
        if (labelKey) values.label = format(labelKey);
        else known = false;
      } else if (name === 'max') values.max = value;
      else values[name] = value;
    });
    if (known) return capitalize(format(key, values));
  }
  return null;
}

/** `(message) => message in the page's language` for the field errors a form shows. */
export function useFieldErrorText(): (message: string) => string {
  const locale = useLocale();
  const t = useSharedT(messages);
  return useCallback(
    (message: string) => (locale === 'en' ? message : (fieldErrorIn(message, t) ?? message)),
    [locale, t],
  );
}
