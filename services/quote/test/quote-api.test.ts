import type { Db } from '@roofing/platform';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';

/** The quote service on its own (no gateway, no other service). */
let app: ServiceHarness;

beforeAll(async () => {
  app = await startService(quoteService);
});
afterAll(async () => {
  await app?.close();
});

const post = (body: unknown, raw?: string) =>
  fetch(`${app.url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ?? JSON.stringify(body),
  });

describe('POST /api/quotes', () => {
  it('stores a valid request and answers 201 with an SFR- estimate number and the defaults', async () => {
    const response = await post(quoteRequest({ isSenior: true }));
    expect(response.status).toBe(201);
    const quote = await response.json();
    expect(quote.estimateNumber).toMatch(/^SFR-[A-Z2-9]{8}$/);
    expect(quote.estimateNumber).not.toMatch(/[01IO]/);
    expect(quote).toMatchObject({
      status: 'quote_requested',
      isVeteran: true,
      isSenior: true,
      estimateAmount: null,
      customerResponse: null,
      state: 'FL',
    });
    // No internal sequential id in a public response.
    expect(quote).not.toHaveProperty('id');
  });

  it('names every missing required field in a 400', async () => {
    const response = await post({ projectDescription: 'no contact details' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields).sort()).toEqual(
      [
        'city',
        'email',
        'firstName',
        'lastName',
        'phone',
        'propertyType',
        'serviceType',
        'state',
        'streetAddress',
        'zipCode',
      ].sort(),
    );
    expect(body.error.fields.firstName).toBe('First name is required');
  });

  it('rejects bad values with a reason per field', async () => {
    const response = await post(
      quoteRequest({
        email: 'not-an-email',
        zipCode: '3225',
        roofAge: -2,
        serviceType: 'gutters' as never,
      }),
    );
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(Object.keys(error.fields).sort()).toEqual([
      'email',
      'roofAge',
      'serviceType',
      'zipCode',
    ]);
  });

  it.each([
    ['firstName', 'Da\u0000na', 'First name'],
    ['firstName', 'Dana\u202eanaD', 'First name'],
    ['lastName', 'Whit\u0007field', 'Last name'],
    ['streetAddress', '412 Ocean Dr\u2066', 'Street address'],
    ['city', 'Jacksonville\r\nBcc: someone@example.com', 'City'],
    ['phone', '904\u0000555\u00000142', 'Phone'],
    ['email', 'dana\u0000@example.com', 'Email'],
    ['projectDescription', 'Leak over the porch\u0000', 'Project description'],
    ['specialInstructions', 'Gate code \u202e2144', 'Special instructions'],
  ])(
    'refuses a control or bidi character in %s with a 400 naming it',
    async (field, value, label) => {
      const response = await post(quoteRequest({ [field]: value }));
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual({
        [field]: `${label} contains characters that are not allowed`,
      });
    },
  );

  it('keeps line breaks and tabs in the multi-line fields', async () => {
    const projectDescription = 'Two problems:\n\t1. shingles lifting\r\n\t2. a soft spot';
    const response = await post(quoteRequest({ projectDescription }));
    expect(response.status).toBe(201);
    expect((await response.json()).projectDescription).toBe(projectDescription);
  });

  it('answers 400 to malformed JSON without a stack trace', async () => {
    const response = await post(undefined, '{"firstName": "Dana",');
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe('MALFORMED_REQUEST');
    expect(text).not.toMatch(/at .*\.ts|node_modules|SyntaxError/);
  });

  it('issues a different number for every quote', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 20; i++)
      numbers.add((await (await post(quoteRequest())).json()).estimateNumber);
    expect(numbers.size).toBe(20);
  });
});

describe('GET /api/estimates/:estimateNumber', () => {
  it('finds the estimate in any letter case', async () => {
    const created = await (await post(quoteRequest({ firstName: 'Marisol' }))).json();
    for (const asTyped of [
      created.estimateNumber,
      created.estimateNumber.toLowerCase(),
      ` ${created.estimateNumber.toLowerCase()} `,
    ]) {
      const response = await fetch(`${app.url}/api/estimates/${encodeURIComponent(asTyped)}`);
      expect(response.status).toBe(200);
      const estimate = await response.json();
      expect(estimate).toMatchObject({
        estimateNumber: created.estimateNumber,
        status: 'quote_requested',
        statusLabel: 'Quote Requested',
        firstName: 'Marisol',
      });
      // No estimate yet, so no time to answer runs (it starts when the estimate is prepared).
      expect(estimate.expiresAt).toBeNull();
    }
  });

  it('is not cached, masks the e-mail and phone and leaves out the internal id', async () => {
    const created = await (
      await post(quoteRequest({ email: 'dana.masked@example.com', phone: '(904) 555-0142' }))
    ).json();
    const response = await fetch(`${app.url}/api/estimates/${created.estimateNumber}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const estimate = JSON.parse(text);
    expect(estimate.email).toBe('d•••@example.com');
    expect(estimate.phone).toBe('(•••) •••-0142');
    expect(estimate).not.toHaveProperty('id');
    // Nothing else in the body gives the details (or the sequential id) away either.
    expect(text).not.toContain('dana.masked');
    // (the phone's exchange; a timestamp's milliseconds may read 555, so look for it as dialled)
    expect(text).not.toMatch(/555\D?0142|904\D{0,2}555/);
  });

  it('refuses a control or bidi character in the number with a 400, not a lookup', async () => {
    const response = await fetch(`${app.url}/api/estimates/SFR-ABCD%E2%80%AE2345`);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields)).toEqual(['estimateNumber']);
  });

  it('answers every committed change at once, made by any code, and no rolled-back one', async () => {
    // Embedded, found rows are kept in memory (read-cache.ts) until the table's trigger notifies.
    const { estimateNumber } = await (await post(quoteRequest({ firstName: 'Keeper' }))).json();
    const lookUp = async () => {
      const response = await fetch(`${app.url}/api/estimates/${estimateNumber}`);
      return response.status === 200 ? (await response.json()).firstName : response.status;
    };
    expect(await lookUp()).toBe('Keeper');
    expect(await lookUp()).toBe('Keeper');
    const db: Db = app.runtime.database.db;
    // Plain SQL, the way a DBA (or another service's code) would change the row.
    await db.execute(
      sql`update quote.quotes set first_name = 'Changed' where estimate_number = ${estimateNumber}`,
    );
    expect(await lookUp()).toBe('Changed');
    await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update quote.quotes set first_name = 'Never' where estimate_number = ${estimateNumber}`,
        );
        expect(await lookUp()).toBe('Changed');
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await lookUp()).toBe('Changed');
    await db.execute(sql`delete from quote.quotes where estimate_number = ${estimateNumber}`);
    expect(await lookUp()).toBe(404);
  });

  it('answers 404 for an unknown number', async () => {
    const response = await fetch(`${app.url}/api/estimates/SFR-ZZZZZZZZ`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('NOT_FOUND');
  });
});

describe('the outbox write is atomic with the quote', () => {
  const email = 'outbox.atomic@example.com';
  /** Plain SQL on the service's own database, the way a DBA would reach it. */
  const query = async (statement: SQL): Promise<unknown[]> => {
    const db: Db = app.runtime.database.db;
    return ((await db.execute(statement)) as { rows: unknown[] }).rows;
  };
  const storedQuotes = () =>
    query(sql`select estimate_number from quote.quotes where email = ${email}`);

  it('stores no quote when its event cannot be written, and answers a clean 500', async () => {
    // A quote before the failure, to read the id sequence from.
    const beforeEmail = 'outbox.before@example.com';
    expect((await post(quoteRequest({ email: beforeEmail }))).status).toBe(201);
    const [before] = (await query(
      sql`select id from quote.quotes where email = ${beforeEmail}`,
    )) as Array<{ id: number }>;

    // Break the outbox for this one customer only: a check constraint that refuses any event
    // naming their e-mail. Inserting the quote itself still works, so only the event write fails,
    // inside the same transaction. Other rows (and the relay's updates of them) are unaffected.
    await query(
      sql.raw(
        `alter table quote.outbox add constraint outbox_test_fail check (envelope::text not like '%${email}%')`,
      ),
    );
    let response: Response;
    try {
      response = await post(quoteRequest({ email }));
    } finally {
      await query(sql`alter table quote.outbox drop constraint outbox_test_fail`);
    }

    // The API's error shape, no internals.
    expect(response.status).toBe(500);
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.error.code).toBe('INTERNAL');
    expect(typeof body.error.requestId).toBe('string');
    expect(body).not.toHaveProperty('estimateNumber');
    expect(text).not.toMatch(/at .*\.ts|node_modules|outbox|constraint|insert|23514/i);

    // Nothing of the request is stored: no quote (so no estimate to look up) and no event.
    expect(await storedQuotes()).toEqual([]);
    const events = await query(
      sql`select id from quote.outbox where envelope::text like ${`%${email}%`}`,
    );
    expect(events).toEqual([]);

    // The quote row *was* inserted and rolled back with the event: it used up an id.
    // (Sequences are not transactional; tests in this file run one at a time.)
    const after = await post(quoteRequest({ email }));
    expect(after.status).toBe(201);
    const stored = await after.json();
    const [afterRow] = (await query(
      sql`select id from quote.quotes where email = ${email}`,
    )) as Array<{ id: number }>;
    expect(afterRow?.id).toBe((before?.id ?? 0) + 2);
    expect(await storedQuotes()).toEqual([{ estimate_number: stored.estimateNumber }]);
  });
});

describe('the preferred visit date', () => {
  it('cannot be in the past', async () => {
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 10);
    const response = await post(quoteRequest({ preferredDate: yesterday }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.preferredDate).toBe(
      'Preferred date cannot be in the past',
    );
  });
});
