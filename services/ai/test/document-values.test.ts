import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { aiService } from '../src/service.ts';
import { staffPost } from './support/staff-calls.ts';

/** A document's amounts, numbers and dates are what they claim to be, or the field is named. */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(aiService);
});
afterAll(async () => {
  await svc?.close();
});

const contract = (documentData: Record<string, unknown>) =>
  staffPost(svc, '/api/ai/generate-document', {
    templateType: 'roofing-contract',
    documentData: {
      clientName: 'Gloria Ortiz',
      projectAddress: '88 Ponte Vedra Blvd, Ponte Vedra Beach FL 32082',
      ...documentData,
    },
  });

const AMOUNT = 'Contract amount must be an amount of $0 or more, like 38900 or $38,900.00';

describe('document amounts and dates', () => {
  it.each([['-500'], [-500], ['abc'], ['12,34.5'], [true], ['100000000']])(
    'refuses a contract amount of %j, naming the field',
    async (contractAmount) => {
      const response = await contract({ contractAmount });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ contractAmount: AMOUNT });
    },
  );

  it.each([[38900], ['38900'], ['$38,900.00'], ['0']])('takes %j', async (contractAmount) => {
    expect((await contract({ contractAmount })).statusCode).toBe(200);
  });

  it('refuses a date that does not exist and a negative count, each by name', async () => {
    const response = await contract({ startDate: '2027-02-30', roofSquares: '-3' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      startDate: 'Start date must be a real calendar date (that day does not exist)',
      roofSquares: expect.stringMatching(/must be a number of 0 or more$/),
    });
  });

  it('checks the amounts of every template (a P&L line, a lien waiver payment)', async () => {
    const pl = await staffPost(svc, '/api/document-assistant/generate', {
      templateType: 'profit-loss',
      documentData: { periodStart: '2026-07-01', periodEnd: '2026-09-30', materials: '-148200' },
    });
    expect(pl.statusCode).toBe(400);
    expect(pl.json().error.fields).toEqual({
      materials: 'Materials must be an amount of $0 or more, like 38900 or $38,900.00',
    });
    const waiver = await staffPost(svc, '/api/ai/generate-document', {
      templateType: 'lien-waiver',
      documentData: { customerName: 'Gloria Ortiz', paymentAmount: 'twelve' },
    });
    expect(Object.keys(waiver.json().error.fields)).toEqual(['paymentAmount']);
  });

  it('caps free text with the limit in the message', async () => {
    const response = await contract({ additionalDetails: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error)).toContain('at most 5000 characters');
  });
});
