/**
 * Stripe's request bodies and query strings: `application/x-www-form-urlencoded` with brackets
 * for nesting, as the `stripe` package writes them (`metadata[invoice]=INV-2026-0001`,
 * `allowed_payment_method_types[0]=card`, `payment_method_data[card][number]=4242…`).
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = rawKey.split('[');
    const path = [head, ...rest.map((part) => part.replace(/]$/, ''))];
    place(root, path, value);
  }
  return arraysFromIndexes(root) as FormObject;
}

function place(target: FormObject, path: string[], value: string) {
  let node = target;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as FormObject;
  });
}

/** `{ 0: 'card', 1: 'us_bank_account' }` (or `[]=` keys, parsed as '') becomes an array. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, arraysFromIndexes(inner)]);
  const keys = entries.map(([key]) => key as string);
  if (keys.length > 0 && keys.every((key) => key === '' || /^\d+$/.test(key))) {
    return entries.map(([, inner]) => inner as FormValue);
  }
  return Object.fromEntries(entries);
}

/** A string field, or undefined when absent or nested. */
export const text = (form: FormObject, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};

/** A nested object field (`metadata`, `payment_method_data`), or an empty one. */
export const nested = (form: FormObject | undefined, key: string): FormObject => {
  const value = form?.[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
};

/** `metadata[...]`: Stripe keeps string values only. */
export const stringRecord = (form: FormObject): Record<string, string> =>
  Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
