import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, parseApiError } from './api-error.ts';

describe('parseApiError', () => {
  it('splits the status from the body text', () => {
    expect(parseApiError(new Error('404: {"error":{}}'))).toEqual({
      status: 404,
      bodyText: '{"error":{}}',
    });
    expect(parseApiError(new Error('Failed to fetch'))).toEqual({
      status: null,
      bodyText: 'Failed to fetch',
    });
  });
});

describe('fieldErrorsOf', () => {
  it('returns the field messages of a 400 validation answer', () => {
    const body = { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { zipCode: 'Bad' } } };
    expect(fieldErrorsOf(new Error(`400: ${JSON.stringify(body)}`))).toEqual({ zipCode: 'Bad' });
  });

  it('ignores other statuses and bodies that are not JSON', () => {
    expect(fieldErrorsOf(new Error('500: {"error":{"code":"INTERNAL","message":"x"}}'))).toEqual(
      {},
    );
    expect(fieldErrorsOf(new Error('400: Bad Request'))).toEqual({});
  });
});
