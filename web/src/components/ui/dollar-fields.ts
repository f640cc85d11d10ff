import { dollarsToCents } from '@roofing/contracts';
import type { FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';

/*
 * Amount fields: typed in dollars ("1,500.50"), sent in whole cents (150050), read by
 * `dollarsToCents` of contracts/src/money.ts (portal and back office alike).
 */

export const DOLLARS_MESSAGE = 'Enter an amount in dollars, e.g. 1500.00';

/** Whether the text typed is an amount in dollars ("1,500.5" yes; "1.505", "abc", "" no). */
export const isDollars = (typed: string) => dollarsToCents(typed) !== null;

/**
 * Dollars as typed → whole cents for the request body. Text that is not an amount gives NaN,
 * which the contract refuses at that field (and `withDollarFields` words in dollars).
 */
export const requestCents = (typed: string) => dollarsToCents(typed) ?? Number.NaN;

/**
 * Amounts are typed in dollars and sent in whole cents, so the contract's own message for a
 * bad one speaks of cents. This runs the contract's resolver (every field's message at once)
 * and then says `message` ("Enter an amount in dollars") at each named field whose text is not
 * dollars.
 */
export function withDollarFields<Values extends FieldValues, Body>(
  dollarFields: (values: Values) => FieldPath<Values>[],
  resolver: Resolver<Values, unknown, Body>,
  message = DOLLARS_MESSAGE,
): Resolver<Values, unknown, Body> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const notDollars = dollarFields(values).filter(
      (name) => !isDollars(String(valueAt(values, name) ?? '')),
    );
    if (notDollars.length === 0) return result;
    const errors = { ...result.errors } as Record<string, unknown>;
    for (const name of notDollars) setAt(errors, name, { type: 'dollars', message });
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

function valueAt(values: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key]
          : undefined,
      values,
    );
}

/** Sets a nested error (lines.0.unitPriceCents) without losing its siblings' errors. */
function setAt(errors: Record<string, unknown>, path: string, error: object) {
  const keys = path.split('.');
  let node = errors;
  keys.slice(0, -1).forEach((key, index) => {
    const existing = node[key];
    const next =
      existing !== null && typeof existing === 'object'
        ? Array.isArray(existing)
          ? [...existing]
          : { ...(existing as object) }
        : /^\d+$/.test(keys[index + 1] ?? '')
          ? []
          : {};
    node[key] = next;
    node = next as Record<string, unknown>;
  });
  node[keys[keys.length - 1] as string] = error;
}
