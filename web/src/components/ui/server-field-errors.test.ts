import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { showServerFieldErrors } from './server-field-errors.ts';

const refused = (status: number, fields?: Record<string, string>) =>
  new ApiError(status, JSON.stringify({ error: { code: 'X', message: 'Refused here', fields } }));

describe('showServerFieldErrors', () => {
  it('puts each field message at its field, focusing the first', () => {
    const setError = vi.fn();
    const shown = showServerFieldErrors(setError, refused(400, { a: 'A is bad', b: 'B is bad' }));
    expect(shown).toBe(2);
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'a',
      { type: 'server', message: 'A is bad' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'b',
      { type: 'server', message: 'B is bad' },
      { shouldFocus: false },
    );
  });

  it('renames server fields, skips those the form lacks, and keeps a 409 naming its field', () => {
    const setError = vi.fn();
    showServerFieldErrors(setError, refused(409, { employeeRef: 'Taken', other: 'x' }), {
      rename: { employeeRef: 'employee' },
      isField: (name) => name === 'employee',
    });
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'employee',
      { type: 'server', message: 'Taken' },
      { shouldFocus: true },
    );
  });

  it('reads a 400 from an error text, and says the failure at the root when no field matches', () => {
    const setError = vi.fn();
    const body = { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { zip: 'Bad' } } };
    expect(showServerFieldErrors(setError, new Error(`400: ${JSON.stringify(body)}`))).toBe(1);

    const root = vi.fn();
    showServerFieldErrors(root, refused(500), { fallback: 'Could not save.' });
    expect(root).toHaveBeenCalledWith('root', { type: 'server', message: 'Refused here' });
    const plain = vi.fn();
    showServerFieldErrors(plain, new Error('offline'), { fallback: 'Could not save.' });
    expect(plain).toHaveBeenCalledWith('root', { type: 'server', message: 'Could not save.' });
  });
});

describe('showServerFieldErrors with alwaysRoot', () => {
  it('says the failure at the root as well as at the fields', () => {
    const setError = vi.fn();
    showServerFieldErrors(setError, refused(400, { a: 'A is bad' }), {
      fallback: 'Could not save.',
      alwaysRoot: true,
    });
    expect(setError).toHaveBeenCalledWith('root', { type: 'server', message: 'Refused here' });
  });
});
