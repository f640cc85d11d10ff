import { zodResolver } from '@hookform/resolvers/zod';
import type {
  FieldErrors,
  FieldPath,
  FieldValues,
  Resolver,
  ResolverOptions,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that judges the request body a form would send with the API's own
 * contract schema (the zod resolver), so the browser refuses what the server would, with the
 * same messages at the same fields. `toBody` turns what the controls hold (text as typed) into
 * that body; valid, the body itself is what the submit handler receives and sends.
 *
 * The body's field names must be the form's: the resolver reports errors, and reads the form's
 * field refs, by those names.
 */
export function contractResolver<
  Values extends FieldValues,
  Input extends FieldValues,
  Body extends Input,
>(
  schema: z.ZodType<unknown, Input>,
  toBody: (values: Values) => Body,
): Resolver<Values, unknown, Body> {
  const validate = zodResolver(schema, undefined, { raw: true });
  return async (values, context, options) => {
    const body = toBody(values);
    const result = await validate(body, context, options as unknown as ResolverOptions<Input>);
    if (Object.keys(result.errors).length > 0) {
      return { values: {}, errors: result.errors as FieldErrors<Values> };
    }
    return { values: body, errors: {} };
  };
}

/** What a form's own check says when it refuses: the field, and the message shown there. */
export interface FormRefusal<Values extends FieldValues> {
  name: FieldPath<Values>;
  message: string;
}

/**
 * A resolver that asks the form's own question before the contract's: a rule of this form that
 * the API has not (an estimate form needs its amount) or says otherwise (an editor sending only
 * what changed says "change something first" at its first field, where the contract has "Send at
 * least one change"). A refusal stops there; otherwise `resolver` judges the values.
 */
export function checkFirst<Values extends FieldValues, Body>(
  check: (values: Values) => FormRefusal<Values> | null,
  resolver: Resolver<Values, unknown, Body>,
): Resolver<Values, unknown, Body> {
  return (values, context, options) => {
    const refusal = check(values);
    if (refusal === null) return resolver(values, context, options);
    const errors = { [refusal.name]: { type: 'required', message: refusal.message } };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
