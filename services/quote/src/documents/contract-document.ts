import { escapeHtml } from './escape-html.ts';

/*
 * PLACEHOLDER: the docs helper writes the real contract document (React) with this signature; it
 * replaces this file at merge. It prints the same facts so the contract flow can run meanwhile.
 */

export interface ContractDocumentInput {
  contractNumber: string;
  estimateNumber: string;
  version: number;
  issuedOn: string;
  owner: { name: string; phone: string; email: string };
  property: { streetAddress: string; city: string; state: string; zipCode: string };
  scopeOfWork: string | null;
  roofSystem: string | null;
  contractPriceCents: number;
  depositCents: number;
  startWindow: string | null;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The contract as the customer reads it: a whole HTML page with the two signature slots. */
export function contractDocumentHtml(input: ContractDocumentInput): string {
  const e = escapeHtml;
  const { owner, property } = input;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Contract ${e(input.contractNumber)}</title></head><body>
<h1>Roofing contract ${e(input.contractNumber)} (version ${input.version})</h1>
<p>Estimate ${e(input.estimateNumber)}, issued ${e(input.issuedOn)}</p>
<p>Owner: ${e(owner.name)}, ${e(owner.phone)}, ${e(owner.email)}</p>
<p>Property: ${e(property.streetAddress)}, ${e(property.city)}, ${e(property.state)} ${e(property.zipCode)}</p>
<p>Scope of work: ${e(input.scopeOfWork ?? '')}</p>
<p>Roof system: ${e(input.roofSystem ?? '')}</p>
<p>Contract price: ${money(input.contractPriceCents)}; deposit: ${money(input.depositCents)}</p>
<p>Start window: ${e(input.startWindow ?? '')}</p>
<div data-signature-slot="customer"></div>
<div data-signature-slot="office"></div>
</body></html>`;
}
