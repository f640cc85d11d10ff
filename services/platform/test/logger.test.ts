import { describe, expect, it } from 'vitest';
import { safeError } from '../src/logger.ts';

describe('errors in logs', () => {
  it('keep no query text, parameters or personal data of a failed query', () => {
    const driver = Object.assign(new Error('null value in column "zip_code" violates not-null'), {
      code: '23502',
      detail: 'Failing row contains (Dana, (904) 555-0175, dana@example.com, Gate code 4412).',
    });
    const message =
      'Failed query: insert into "quote"."quotes" ("first_name", "phone") values ($1, $2)\nparams: Dana,(904) 555-0175,Gate code 4412';
    const error = Object.assign(new Error(message, { cause: driver }), {
      query: 'insert into "quote"."quotes" ("first_name", "phone") values ($1, $2)',
      params: ['Dana', '(904) 555-0175', 'Gate code 4412'],
    });
    const logged = JSON.stringify(safeError(error));
    for (const secret of ['Dana', '555-0175', '4412', 'dana@example.com', 'insert into']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('database query failed');
    expect(logged).toContain('23502');
    expect(logged).toMatch(/logger\.test\.ts/);
  });

  it('keeps ordinary errors readable', () => {
    expect(safeError(new TypeError('cannot read x'))).toMatchObject({
      type: 'TypeError',
      message: 'cannot read x',
    });
  });
});
