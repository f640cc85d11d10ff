import { InvoiceCreateSchema, OfflinePaymentCreateSchema } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { centsOf, deadlineState, isDollars, relativeDays } from './billing-format.ts';
import { withDollarFields } from './dollar-fields.ts';
import { auditChanges, fieldWords } from './money-audit-list.tsx';

describe('dollars as typed', () => {
  it('become whole cents without a float deciding', () => {
    expect(centsOf('4275.50')).toBe(427550);
    expect(centsOf('$1,500')).toBe(150000);
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('.05')).toBe(5);
    expect(centsOf('19.99')).toBe(1999);
    expect(centsOf('1234567.89')).toBe(123456789);
  });

  it('refuse what is not an amount in dollars', () => {
    for (const typed of ['', 'abc', '12.345', '1,23', '-5', '1.2.3']) {
      expect(isDollars(typed)).toBe(false);
      expect(centsOf(typed)).toBeNaN();
    }
  });
});

describe('permit deadlines', () => {
  it('are past, soon (within 7 days) or fine', () => {
    expect(deadlineState('2026-12-01', '2026-12-02')).toBe('past');
    expect(deadlineState('2026-12-02', '2026-12-02')).toBe('soon');
    expect(deadlineState('2026-12-09', '2026-12-02')).toBe('soon');
    expect(deadlineState('2026-12-10', '2026-12-02')).toBe('ok');
    expect(relativeDays('2026-12-05', '2026-12-02')).toBe('in 3 days');
    expect(relativeDays('2026-11-30', '2026-12-02')).toBe('2 days ago');
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
          amountCents: centsOf(values.amountCents),
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
          unitPriceCents: centsOf(line.unitPriceCents),
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

describe('the money audit log', () => {
  it('shows only what changed, in words', () => {
    expect(
      auditChanges({
        before: { status: 'open', balanceDue: '500.00', kind: 'final' },
        after: { status: 'void', balanceDue: '500.00', kind: 'final', voidedAt: '2026-12-01' },
      }),
    ).toEqual([
      { field: 'status', before: 'open', after: 'void' },
      { field: 'voidedAt', before: '—', after: '2026-12-01' },
    ]);
    expect(auditChanges({ before: null, after: { amount: '10.00' } })).toEqual([
      { field: 'amount', before: '—', after: '10.00' },
    ]);
    expect(fieldWords('permitAppliedOn')).toBe('permit applied on');
  });
});
