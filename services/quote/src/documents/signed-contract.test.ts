import { execFileSync } from 'node:child_process';
import { closeSharedBrowser } from '@roofing/documents/pdf/pdf-browser';
import { plainText } from '@roofing/documents/test-helpers';
import { loadPlatformConfig, type ServiceContext } from '@roofing/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { customerSigner, officeSigner, signedInput } from '../../test/support/document-fixtures.ts';
import { quoteSettings } from '../config.ts';
import { printDocumentPdf } from './print.ts';
import { CERTIFICATE_HEADING, easternTimestamp, signedContractHtml } from './signed-contract.tsx';

const count = (text: string, part: string) => text.split(part).length - 1;
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

describe('signedContractHtml', () => {
  const input = signedInput();
  const html = signedContractHtml(input);
  const text = plainText(html);

  it('fills both slots with the drawn signature, the printed name and the date', () => {
    expect(html).not.toContain('<div data-signature-slot="customer"></div>');
    expect(html).not.toContain('<div data-signature-slot="office"></div>');
    expect(count(html, '<div data-signature-slot="customer"><div class="signed-line"><img')).toBe(
      1,
    );
    expect(count(html, '<div data-signature-slot="office"><div class="signed-line"><img')).toBe(1);
    // Each image twice: in its slot and on the certificate.
    expect(count(html, dataUrl(customerSigner.signaturePng))).toBe(2);
    expect(count(html, dataUrl(officeSigner.signaturePng))).toBe(2);
    expect(text).toContain('Owner signature Maria Alvarez Printed name November 24, 2026 Date');
    expect(text).toContain(
      'Shorefront Roofing signature Daniel Reyes Printed name November 24, 2026 Date',
    );
  });

  it('keeps the issued page as it was around the slots', () => {
    const [before] = input.issuedHtml.split('<div data-signature-slot="customer"></div>');
    expect(html.startsWith(before ?? '')).toBe(true);
    expect(signedContractHtml(input)).toBe(html);
  });

  it('appends the certificate on a page of its own, with the facts of the signing', () => {
    expect(html).toMatch(/<section class="page-break certificate">/);
    expect(html.indexOf('page-break certificate')).toBeGreaterThan(
      html.indexOf('data-signature-slot="office"'),
    );
    for (const fact of [
      CERTIFICATE_HEADING,
      'SFR-7KQ2M9XD-V1',
      'Version 1',
      'Estimate number SFR-7KQ2M9XD',
      input.documentHash,
      'Issued at November 23, 2026 at 10:12:00 AM EST',
      'Viewed by the Owner at November 24, 2026 at 8:58:30 AM EST',
      'Name Maria Alvarez Role Owner Verified by Code e-mailed to m•••@example.com',
      'IP address 203.0.113.45',
      customerSigner.userAgent ?? '',
      'Signed at November 24, 2026 at 9:05:09 AM EST',
      'Name Daniel Reyes Role Shorefront Roofing Verified by Staff session (office manager)',
      'IP address 198.51.100.7',
      'Signed at November 24, 2026 at 2:32:47 PM EST',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('writes Eastern time with its zone, daylight saving included', () => {
    expect(easternTimestamp(new Date('2026-07-04T16:00:00Z'))).toBe(
      'July 4, 2026 at 12:00:00 PM EDT',
    );
    const unviewed = plainText(signedContractHtml(signedInput({ viewedAt: null })));
    expect(unviewed).toContain('Viewed by the Owner at Not recorded');
  });

  it('escapes names, browsers and how a signer was verified', () => {
    const hostile = signedContractHtml(
      signedInput({
        customer: {
          ...customerSigner,
          name: '<b>Maria</b> & "Co"',
          userAgent: '<script>alert(1)</script>',
          verifiedBy: '<img src=x onerror=alert(1)>',
        },
      }),
    );
    expect(hostile).not.toContain('<script>alert');
    expect(hostile).not.toContain('<img src=x');
    expect(hostile).not.toContain('<b>Maria');
    expect(hostile).toContain('&lt;b&gt;Maria&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(hostile).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses a page without exactly one empty slot each', () => {
    expect(() => signedContractHtml(signedInput({ issuedHtml: html }))).toThrow(/customer/);
    const twice = input.issuedHtml.replace(
      '<div data-signature-slot="office"></div>',
      '<div data-signature-slot="office"></div><div data-signature-slot="office"></div>',
    );
    expect(() => signedContractHtml(signedInput({ issuedHtml: twice }))).toThrow(/office/);
  });
});

describe('the signed contract as a PDF (real Chromium)', () => {
  afterAll(closeSharedBrowser);

  it('prints the contract and its certificate, hash included', async () => {
    const input = signedInput();
    // The settings as the quote service reads them at boot; printing needs nothing else of it.
    const config = loadPlatformConfig({
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
    quoteSettings.load(config);
    const ctx = { name: 'quote', config } as unknown as ServiceContext;
    const { pdf, pageCount } = await printDocumentPdf(ctx, signedContractHtml(input));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount).toBeGreaterThanOrEqual(2);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    expect(text).toContain(CERTIFICATE_HEADING);
    expect(text).toContain(input.documentHash);
    expect(text).toContain('Daniel Reyes');
    expect(text).toContain(`Page ${pageCount} of ${pageCount}`);
    // The certificate is the last page: its heading comes after the last page break.
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.at(-1)).toContain(CERTIFICATE_HEADING);
  }, 60_000);
});
