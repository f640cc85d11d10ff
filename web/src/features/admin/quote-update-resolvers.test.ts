import { describe, expect, it } from 'vitest';
import { estimateResolver, statusResolver, visitResolver } from './quote-update-resolvers.ts';

/** What the form passes a resolver; these forms use no native validation. */
const options = { fields: {}, shouldUseNativeValidation: false };
const messageOf = (result: { errors: Record<string, { message?: string } | undefined> }) =>
  Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));

describe('the dashboard quote forms', () => {
  it('send a stored status and refuse any other word', async () => {
    expect(
      (await statusResolver({ status: 'site_visit_scheduled' }, undefined, options)).values,
    ).toEqual({ status: 'site_visit_scheduled' });
    const refused = await statusResolver({ status: 'maybe' }, undefined, options);
    expect(Object.keys(refused.errors)).toEqual(['status']);
  });

  it('send the visit as the Eastern wall time typed, and refuse a past or unreadable one', async () => {
    // Whatever the browser's zone, 14:00 is sent as typed; the server reads it in Florida time.
    const { values } = await visitResolver(
      { scheduledDate: '2030-12-03T14:00' },
      undefined,
      options,
    );
    expect(values).toEqual({ scheduledDate: '2030-12-03T14:00' });
    const past = await visitResolver({ scheduledDate: '2020-12-03T14:00' }, undefined, options);
    expect(messageOf(past)).toEqual({ scheduledDate: 'Site visit cannot be in the past' });
    const refused = await visitResolver({ scheduledDate: '' }, undefined, options);
    expect(messageOf(refused)).toEqual({ scheduledDate: 'Site visit: use a date and time (ET)' });
  });

  it('need an amount in dollars and cents and send blank notes as null', async () => {
    const blank = await estimateResolver(
      { estimateAmount: ' ', proposalNotes: 'Tear-off and re-roof' },
      undefined,
      options,
    );
    expect(messageOf(blank)).toEqual({ estimateAmount: 'Enter the estimate amount' });
    const cents = await estimateResolver(
      { estimateAmount: '12450.555', proposalNotes: '' },
      undefined,
      options,
    );
    expect(messageOf(cents)).toEqual({
      estimateAmount: 'Use dollars and cents (at most two decimals)',
    });
    const negative = await estimateResolver(
      { estimateAmount: '-5', proposalNotes: '' },
      undefined,
      options,
    );
    expect(messageOf(negative)).toEqual({
      estimateAmount: 'Estimate amount must be more than $0.00',
    });
    const zero = await estimateResolver(
      { estimateAmount: '0', proposalNotes: '' },
      undefined,
      options,
    );
    expect(messageOf(zero)).toEqual({ estimateAmount: 'Estimate amount must be more than $0.00' });
    const word = await estimateResolver(
      { estimateAmount: 'abc', proposalNotes: '' },
      undefined,
      options,
    );
    expect(messageOf(word)).toEqual({
      estimateAmount: 'Estimate amount must be a number of dollars, e.g. 12450.50',
    });
    const valid = await estimateResolver(
      { estimateAmount: '12450.50', proposalNotes: '  ' },
      undefined,
      options,
    );
    expect(valid).toEqual({
      values: { estimateAmount: 12450.5, proposalNotes: null },
      errors: {},
    });
  });
});
