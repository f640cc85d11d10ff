import { describe, expect, it } from 'vitest';
import { createHttpServer } from '../src/http.ts';
import { createLogger, safeError } from '../src/logger.ts';

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

describe('request logs', () => {
  it('name the method and path, never the query string or the client address', async () => {
    const lines: string[] = [];
    const logger = createLogger({
      level: 'debug',
      name: 'log-test',
      destination: { write: (line: string) => void lines.push(line) },
    });
    const app = createHttpServer({ logger });
    await app.ready();
    const response = await app.inject({
      method: 'GET',
      url: '/api/geocode?q=48%20Marsh%20Hen%20Ln%2C%20Fernandina%20Beach',
      remoteAddress: '203.0.113.77',
    });
    expect(response.statusCode).toBe(404);
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('"url":"/api/geocode"');
    expect(logged).toContain('"method":"GET"');
    expect(logged).not.toContain('Marsh');
    expect(logged).not.toContain('203.0.113.77');
  });
});
