import { escapeHtml } from './escape-html.ts';

/*
 * PLACEHOLDER: the docs helper writes the real signed contract (the contract with both signatures
 * on its signature page and the audit certificate page) with this signature; it replaces this
 * file at merge.
 */

export interface Signer {
  name: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string | null;
  verifiedBy: string;
  signaturePng: Buffer;
}

export interface SignedContractInput {
  issuedHtml: string;
  documentHash: string;
  contractNumber: string;
  estimateNumber: string;
  version: number;
  issuedAt: Date;
  viewedAt: Date | null;
  customer: Signer;
  office: Signer;
}

const signatureBlock = (signer: Signer) =>
  `<img alt="Signature of ${escapeHtml(signer.name)}" src="data:image/png;base64,${signer.signaturePng.toString('base64')}"><p>${escapeHtml(signer.name)}, ${signer.signedAt.toISOString()}</p>`;

const certificateLine = (role: string, signer: Signer) =>
  `<tr><td>${role}</td><td>${escapeHtml(signer.name)}</td><td>${signer.signedAt.toISOString()}</td><td>${escapeHtml(signer.ipAddress)}</td><td>${escapeHtml(signer.userAgent ?? '')}</td><td>${escapeHtml(signer.verifiedBy)}</td></tr>`;

/** The contract as issued, both signatures in their slots, then the audit certificate. */
export function signedContractHtml(input: SignedContractInput): string {
  const certificate = `<section style="page-break-before:always"><h2>Certificate of signature: ${escapeHtml(input.contractNumber)}</h2>
<p>Estimate ${escapeHtml(input.estimateNumber)}, version ${input.version}; issued ${input.issuedAt.toISOString()}; viewed ${input.viewedAt?.toISOString() ?? ''}</p>
<p>SHA-256 of the document as signed: ${escapeHtml(input.documentHash)}</p>
<table>${certificateLine('Customer', input.customer)}${certificateLine('Office', input.office)}</table></section>`;
  return input.issuedHtml
    .replace(
      '<div data-signature-slot="customer"></div>',
      `<div data-signature-slot="customer">${signatureBlock(input.customer)}</div>`,
    )
    .replace(
      '<div data-signature-slot="office"></div>',
      `<div data-signature-slot="office">${signatureBlock(input.office)}</div>`,
    )
    .replace('</body>', `${certificate}</body>`);
}
