import { MATERIALS_WARRANTY_YEARS, WARRANTY_YEARS } from '@roofing/contracts';
import { plainText } from '@roofing/documents/test-helpers';
import { describe, expect, it } from 'vitest';
import { contractInput } from '../../test/support/document-fixtures.ts';
import { contractDocumentHtml } from './contract-document.tsx';

const count = (text: string, part: string) => text.split(part).length - 1;

describe('contractDocumentHtml', () => {
  const html = contractDocumentHtml(contractInput);
  const text = plainText(html);

  it('is a standalone page with one empty slot for each signer', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(count(html, '<div data-signature-slot="customer"></div>')).toBe(1);
    expect(count(html, '<div data-signature-slot="office"></div>')).toBe(1);
    expect(count(html, 'data-signature-slot=')).toBe(2);
    expect(html).not.toMatch(/<script|<link|<iframe|@import|url\(|https?:\/\/|src=/i);
  });

  it('gives the same bytes for the same job, and other bytes for another version', () => {
    expect(contractDocumentHtml(structuredClone(contractInput))).toBe(html);
    const next = contractDocumentHtml({
      ...contractInput,
      version: 2,
      contractNumber: 'SFR-7KQ2M9XD-V2',
    });
    expect(next).not.toBe(html);
    expect(plainText(next)).toContain('SFR-7KQ2M9XD-V2');
  });

  it('is filled from the job: parties, property, scope, price, deposit, schedule', () => {
    expect(text).toContain('Roofing Contract');
    expect(text).toContain('SFR-7KQ2M9XD-V1');
    expect(text).toContain('November 23, 2026');
    expect(text).toContain('Maria Alvarez');
    expect(text).toContain('(904) 555-0177');
    expect(text).toContain('maria.alvarez@example.com');
    expect(text).toContain('418 Seagate Ave, Neptune Beach, FL 32266');
    expect(text).toContain('attached garage (32 squares)');
    expect(text).toContain('GAF Timberline HDZ, Charcoal');
    expect(text).toContain('Deposit, at signing $1,845.00');
    expect(text).toContain('$16,605.00');
    expect(text).toContain('Contract price $18,450.00');
    expect(text).toContain('Week of December 7, 2026');
    expect(text).toContain(`workmanship for ${WARRANTY_YEARS} years`);
    expect(text).toContain(`warranty for ${MATERIALS_WARRANTY_YEARS} years`);
  });

  it("carries Florida's notices, the right to cancel and the cancellation form", () => {
    expect(text).toContain("BUYER'S RIGHT TO CANCEL");
    expect(text).toContain('NOTICE OF CANCELLATION');
    expect(text).toContain("FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND");
    expect(text).toContain("NOTICE REQUIRED BY FLORIDA'S CONSTRUCTION LIEN LAW");
    expect(text).toContain('CONSTRUCTION DEFECT CLAIMS');
    // On screen the lien-law notice is on the first page, before the parties.
    expect(text.indexOf('CONSTRUCTION LIEN LAW')).toBeLessThan(text.indexOf('1. Parties'));
  });

  it('leaves nothing to write in by hand but the cancellation form', () => {
    expect(count(html, 'blank to fill in')).toBe(2);
    const missing = contractDocumentHtml({
      ...contractInput,
      scopeOfWork: null,
      roofSystem: null,
      startWindow: null,
    });
    expect(count(missing, 'blank to fill in')).toBe(2);
    expect(plainText(missing)).toContain('As stated in the accepted estimate SFR-7KQ2M9XD.');
    expect(plainText(missing)).toContain('Set with the Owner once the permit is issued');
  });

  it('escapes what was typed', () => {
    const hostile = contractDocumentHtml({
      ...contractInput,
      owner: { ...contractInput.owner, name: '<script>alert(1)</script> & Sons' },
      scopeOfWork: '<img src=x onerror=alert(1)> "quoted"',
    });
    expect(hostile).not.toContain('<script>alert');
    expect(hostile).not.toContain('<img src=x');
    expect(hostile).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons');
    expect(count(hostile, 'data-signature-slot=')).toBe(2);
  });

  it('refuses a day that is not one', () => {
    expect(() => contractDocumentHtml({ ...contractInput, issuedOn: '2026-02-30' })).toThrow();
  });
});
