import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { signResolver } from './contract-sign-form.tsx';
import { amountResolver } from './pay-invoice.tsx';

/*
 * The portal's money and signature forms judge what they would send: the amount typed in
 * dollars against the invoice's balance before the contract's cents rule, and the signature
 * body with the contract's own messages at the form's fields.
 */

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never>;
const messagesOf = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));

describe('the amount to pay', () => {
  const resolve = (amountCents: string) =>
    amountResolver('1845.00')(
      { invoiceNumber: 'INV-2026-0007', amountCents },
      undefined,
      options as never,
    );

  it('sends whole cents for dollars as typed, up to the balance', async () => {
    expect(await resolve('1,845')).toEqual({
      values: { invoiceNumber: 'INV-2026-0007', amountCents: 184_500 },
      errors: {},
    });
    expect((await resolve('$500.5')).values).toEqual({
      invoiceNumber: 'INV-2026-0007',
      amountCents: 50_050,
    });
  });

  it('refuses more than the balance, text that is not money, and nothing at all', async () => {
    expect(messagesOf((await resolve('1845.01')).errors)).toEqual({
      amountCents: 'That is more than the balance due on this invoice ($1,845.00).',
    });
    expect(messagesOf((await resolve('ten dollars')).errors)).toEqual({
      amountCents: 'Enter the amount in dollars and cents, e.g. 1500.00',
    });
    expect(messagesOf((await resolve('0')).errors)).toEqual({
      amountCents: 'Amount must be more than $0.00',
    });
  });
});

describe('the signature form', () => {
  const values = {
    contractId: 7,
    documentHash: 'a'.repeat(64),
    fullName: '  Maria Lopez ',
    signature: 'data:image/png;base64,iVBORw0KGgo=',
    code: '123 456',
    consent: true,
  };

  it('sends the trimmed name and the code without spaces', async () => {
    const result = await signResolver(values, undefined, options as never);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ fullName: 'Maria Lopez', code: '123456', consent: true });
  });

  it('says at each field what is missing: an empty pad, no consent, one name, no code', async () => {
    const result = await signResolver(
      { ...values, fullName: 'Maria', signature: '', code: '', consent: false },
      undefined,
      options as never,
    );
    expect(messagesOf(result.errors)).toEqual({
      fullName: 'Type your full name (first and last)',
      signature: 'Draw your signature in the box',
      code: 'Enter the 6-digit code from the e-mail',
      consent: 'Tick the box to agree to sign electronically',
    });
  });
});
