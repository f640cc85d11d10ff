import { useCallback } from 'react';
import { type MessageValues, useT } from '../catalogue.ts';
import { useLocale } from '../locale-context.ts';
import { messages } from './messages.ts';

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
  const t = useT(messages);
  return useCallback(
    (message: string) => (locale === 'en' ? message : (fieldErrorIn(message, t) ?? message)),
    [locale, t],
  );
}
