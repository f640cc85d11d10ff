import { describe, expect, it } from 'vitest';
import { withStyleNonce } from './csp-nonce.ts';

describe('the contract frame', () => {
  it("gives the contract's own <style> elements the page's nonce (a srcdoc inherits the CSP)", () => {
    const html = '<html><head><style>h1{}</style><STYLE media="print">p{}</STYLE></head></html>';
    expect(withStyleNonce(html, 'abc+/=')).toBe(
      '<html><head><style nonce="abc+/=">h1{}</style><style nonce="abc+/=" media="print">p{}</STYLE></head></html>',
    );
    expect(withStyleNonce(html, undefined)).toBe(html);
  });
});
