import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';

describe('ApiError', () => {
  it('reads code, message and fields from an API error body', () => {
    const body = {
      error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { zipCode: 'Bad' } },
    };
    const error = new ApiError(400, JSON.stringify(body));
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.serverMessage).toBe('Invalid');
    expect(error.fields).toEqual({ zipCode: 'Bad' });
  });

  it('ignores bodies that are not the API error shape', () => {
    for (const text of [
      'Bad Gateway',
      '{"error":"x"}',
      '{"error":{"code":1,"message":"x"}}',
      '{"error":{"code":"X","message":"x","fields":{"a":1}}}',
      '{"error":{"code":"X","message":"x","fields":["a"]}}',
    ]) {
      const error = new ApiError(502, text);
      expect(error.code, text).toBeUndefined();
      expect(error.fields, text).toEqual({});
    }
    expect(new ApiError(500, '{"error":{"code":"INTERNAL","message":"x"}}').code).toBe('INTERNAL');
  });
});
