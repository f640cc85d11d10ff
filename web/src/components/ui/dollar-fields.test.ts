import { InvoiceCreateSchema, OfflinePaymentCreateSchema } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { contractResolver } from './contract-resolver.ts';
import { isDollars, requestCents, withDollarFields } from './dollar-fields.ts';

describe('dollars as typed', () => {
  it('become whole cents without a float deciding', () => {
    expect(requestCents('4275.50')).toBe(427550);
    expect(requestCents('$1,500')).toBe(150000);
    expect(requestCents('0.1')).toBe(10);
    expect(requestCents('.05')).toBe(5);
    expect(requestCents('19.99')).toBe(1999);
    expect(requestCents('1234567.89')).toBe(123456789);
  });

  it('refuse what is not an amount in dollars', () => {
    for (const typed of ['', 'abc', '12.345', '1,23', '-5', '1.2.3']) {
      expect(isDollars(typed)).toBe(false);
      expect(requestCents(typed)).toBeNaN();
    }
  });
});

describe('withDollarFields', () => {
  it("says every field's message at once, and 'Enter an amount in dollars' at a bad amount", async () => {
    const resolver = withDollarFields(
      () => ['amountCents'],
      contractResolver(
        OfflinePaymentCreateSchema,
        (values: { method: string; amountCents: string }) => ({
          method: values.method as 'check',
          amountCents: requestCents(values.amountCents),
        }),
      ),
    );
    const result = await resolver({ method: '', amountCents: '12.345' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.method?.message).toBe('Choose how the money came');
    expect(result.errors.amountCents?.message).toBe('Enter an amount in dollars, e.g. 1500.00');
  });

  it('reaches a line of an invoice without losing the others', async () => {
    type Values = { kind: string; lines: { description: string; unitPriceCents: string }[] };
    const resolver = withDollarFields(
      (values: Values) => values.lines.map((_, index) => `lines.${index}.unitPriceCents` as const),
      contractResolver(InvoiceCreateSchema, (values: Values) => ({
        kind: 'progress' as const,
        lines: values.lines.map((line) => ({
          description: line.description,
          quantity: 1,
          unitPriceCents: requestCents(line.unitPriceCents),
        })),
      })),
    );
    const result = await resolver(
      {
        kind: 'progress',
        lines: [
          { description: '', unitPriceCents: '100' },
          { description: 'Ridge vent', unitPriceCents: 'ten' },
        ],
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    const lines = result.errors.lines as unknown as Array<Record<string, { message: string }>>;
    expect(lines[0]?.description?.message).toBe('Line description is required');
    expect(lines[1]?.unitPriceCents?.message).toBe('Enter an amount in dollars, e.g. 1500.00');
    expect(result.values).toEqual({});
  });
});
