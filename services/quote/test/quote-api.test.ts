import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest, waitFor } from '../../../test/support/factories.ts';
import { type RunningApp, startEmbeddedApp } from '../../../test/support/start-app.ts';

let app: RunningApp;

beforeAll(async () => {
  app = await startEmbeddedApp();
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

async function mailFiles(): Promise<string[]> {
  try {
    return await readdir(join(app.dataDir, 'mail'));
  } catch {
    return [];
  }
}

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
    expect(typeof quote.id).toBe('number');
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
      const validForDays =
        (Date.parse(estimate.expiresAt) - Date.parse(estimate.createdAt)) / 86_400_000;
      expect(validForDays).toBe(30);
    }
  });

  it('answers 404 for an unknown number', async () => {
    const response = await fetch(`${app.url}/api/estimates/SFR-ZZZZZZZZ`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('NOT_FOUND');
  });
});

describe('confirmation e-mail', () => {
  it('writes the customer confirmation and the office alert as .eml files within 2 seconds', async () => {
    const request = quoteRequest({ email: 'eml.check@example.com', firstName: 'Reggie' });
    const quote = await (await post(request)).json();
    const started = Date.now();
    const customerFile = await waitFor(
      async () => (await mailFiles()).find((name) => name.includes('eml.check@example.com')),
      2000,
      'the customer .eml',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    const eml = await readFile(join(app.dataDir, 'mail', customerFile), 'utf8');
    const text = decodeQuotedPrintable(eml);
    expect(text).toContain('To: eml.check@example.com');
    expect(text).toContain(quote.estimateNumber);
    expect(text).toContain('Within 24 hours');
    expect(text).toContain('within 48 hours');
    expect(text).toContain(`/estimate-tracker?number=${quote.estimateNumber}`);
    await waitFor(
      async () =>
        (await mailFiles()).find((name) => name.startsWith('') && name.includes('office@')),
      2000,
      'the office alert',
    );
  });
});

/** Enough of RFC 2045 to read a nodemailer message body in a test. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}
