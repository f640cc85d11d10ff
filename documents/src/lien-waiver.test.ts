import { describe, expect, it } from 'vitest';
import { renderDocument } from './templates.ts';
import { plainText } from './test-helpers.ts';

const NOW = new Date('2026-11-23T15:00:00Z');
const base = {
  paymentAmount: '9225',
  throughDate: '2026-11-24',
  customerName: 'Maria Alvarez',
  ownerName: 'Maria and David Alvarez',
  propertyDescription: '418 Seagate Ave, Neptune Beach, FL 32266',
  paymentMethod: 'check no. 4471',
};
const waiver = (waiverType: string, paymentType: string) =>
  renderDocument('lien-waiver', { ...base, waiverType, paymentType }, {}, NOW);

describe('Florida lien waivers', () => {
  it('uses the s. 713.20(4) progress payment wording', () => {
    const text = plainText(waiver('unconditional', 'progress').html);
    expect(text).toContain('UNCONDITIONAL WAIVER AND RELEASE OF LIEN UPON PROGRESS PAYMENT');
    expect(text).toContain(
      'The undersigned lienor, in consideration of the sum of $9,225.00, hereby waives and releases its lien and right to claim a lien for labor, services, or materials furnished through November 24, 2026 to Maria Alvarez on the job of Maria and David Alvarez to the following property:',
    );
    expect(text).toContain(
      'does not cover any retention or labor, services, or materials furnished after the date specified',
    );
  });

  it('uses the s. 713.20(5) final payment wording', () => {
    const text = plainText(waiver('unconditional', 'final').html);
    expect(text).toContain('UNCONDITIONAL WAIVER AND RELEASE OF LIEN UPON FINAL PAYMENT');
    expect(text).toContain(
      'in consideration of the final payment in the amount of $9,225.00, hereby waives and releases its lien and right to claim a lien for labor, services, or materials furnished to Maria Alvarez on the job of Maria and David Alvarez to the following described property:',
    );
    expect(text).not.toContain('furnished through');
    expect(text).not.toContain('does not cover any retention');
  });

  it('makes the conditional waiver wait for the payment to clear', () => {
    const conditional = plainText(waiver('conditional', 'progress').html);
    expect(conditional).toContain('CONDITIONAL WAIVER AND RELEASE OF LIEN UPON PROGRESS PAYMENT');
    expect(conditional).toContain('becomes effective only upon');
    expect(conditional).toContain('check no. 4471');
    expect(conditional).toContain('void');
    const unconditional = plainText(waiver('unconditional', 'progress').html);
    expect(unconditional).not.toContain('becomes effective only upon');
    expect(unconditional).toContain('takes effect when signed');
  });

  it('gives four different documents and titles for the four combinations', () => {
    const variants = ['conditional', 'unconditional'].flatMap((type) =>
      ['progress', 'final'].map((payment) => waiver(type, payment)),
    );
    expect(new Set(variants.map((variant) => variant.title)).size).toBe(4);
    expect(new Set(variants.map((variant) => variant.html)).size).toBe(4);
  });

  it('has a Florida notary block and names the company as lienor by default', () => {
    const text = plainText(waiver('conditional', 'final').html);
    expect(text).toContain('STATE OF FLORIDA');
    expect(text).toContain(
      'Sworn to (or affirmed) and subscribed before me by means of ☐ physical presence or ☐ online notarization',
    );
    expect(text).toContain('Personally known');
    expect(text).toContain('Shorefront Roofing & Restoration, LLC Lienor');
  });

  it('defaults to the safer conditional progress waiver when nothing is chosen', () => {
    expect(renderDocument('lien-waiver', {}, {}, NOW).title).toBe(
      'Conditional Waiver and Release of Lien upon Progress Payment',
    );
  });
});
