import { describe, expect, it } from 'vitest';
import {
  firstInvalidField,
  QUOTE_FORM_DEFAULTS,
  toQuoteRequestInput,
  validateQuoteRequest,
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

describe('toQuoteRequestInput', () => {
  it('sends roof age as a number and omits blank optional fields', () => {
    const input = toQuoteRequestInput({ ...filled, roofAge: '12' });
    expect(input.roofAge).toBe(12);
    expect(input.state).toBe('FL');
    expect(input).toMatchObject({ preferredDate: undefined, currentRoofMaterial: undefined });
    expect(toQuoteRequestInput(filled).roofAge).toBeUndefined();
  });
});

describe('validateQuoteRequest', () => {
  it('accepts a complete request', () => {
    expect(validateQuoteRequest(toQuoteRequestInput(filled))).toEqual({});
  });

  it('points to the first step holding a bad field', () => {
    const errors = validateQuoteRequest(toQuoteRequestInput({ ...filled, email: 'nope' }));
    expect(Object.keys(errors)).toEqual(['email']);
    expect(firstInvalidField(errors)).toEqual({ step: 2, field: 'email' });
    const empty = validateQuoteRequest(toQuoteRequestInput(QUOTE_FORM_DEFAULTS));
    expect(firstInvalidField(empty)).toEqual({ step: 1, field: 'serviceType' });
  });
});
