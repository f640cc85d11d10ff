import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  firstInvalidField,
  QUOTE_FORM_DEFAULTS,
  type QuoteFormValues,
  quoteRequestResolver,
  toQuoteRequestInput,
} from './quote-form-state.ts';

const filled = {
  ...QUOTE_FORM_DEFAULTS,
  serviceType: 'roof-repair',
  propertyType: 'residential',
  firstName: 'Ana',
  lastName: 'Reyes',
  phone: '(904) 555-0101',
  email: 'ana@example.com',
  streetAddress: '3 Dune Way',
  city: 'St. Augustine',
  zipCode: '32080',
};

const options: ResolverOptions<QuoteFormValues> = { fields: {}, shouldUseNativeValidation: false };
const resolve = (values: QuoteFormValues) => quoteRequestResolver(values, undefined, options);
const messages = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

describe('toQuoteRequestInput', () => {
  it('sends roof age as a number and omits blank optional fields', () => {
    const input = toQuoteRequestInput({ ...filled, roofAge: '12' });
    expect(input.roofAge).toBe(12);
    expect(input.state).toBe('FL');
    expect(input).toMatchObject({ preferredDate: undefined, currentRoofMaterial: undefined });
    expect(toQuoteRequestInput(filled).roofAge).toBeUndefined();
  });
});

describe('quoteRequestResolver', () => {
  it('hands a complete request over as the body to send', async () => {
    const result = await resolve({ ...filled, city: ' St. Augustine ', roofAge: '20' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(toQuoteRequestInput({ ...filled, roofAge: '20' }));
  });

  it("reports the contract schema's messages by field", async () => {
    const result = await resolve({ ...filled, email: 'nope', roofAge: '12.5', zipCode: '3208' });
    expect(messages(result.errors)).toEqual({
      email: 'Enter a valid e-mail address',
      roofAge: 'Roof age must be a whole number of years',
      zipCode: 'Enter a 5-digit ZIP code',
    });
  });

  it('refuses a preferred date in the past', async () => {
    const result = await resolve({ ...filled, preferredDate: '2020-01-15' });
    expect(messages(result.errors)).toEqual({
      preferredDate: 'Preferred date cannot be in the past',
    });
  });

  it('points to the first step holding a bad field', async () => {
    const email = await resolve({ ...filled, email: 'nope' });
    expect(firstInvalidField(email.errors)).toEqual({ step: 2, field: 'email' });
    const empty = await resolve(QUOTE_FORM_DEFAULTS);
    expect(firstInvalidField(empty.errors)).toEqual({ step: 1, field: 'serviceType' });
    expect(empty.errors.serviceType?.message).toBe('Service type is required');
  });
});
