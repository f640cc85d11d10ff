import { COMPANY } from '@roofing/contracts';
import { renderPage } from '@roofing/documents/layout.tsx';
import {
  type ClaimFunding,
  type EmergencyTerms,
  roofingContractParts,
} from '@roofing/documents/roofing-contract-body.tsx';
import { dayOf } from '@roofing/documents/values';

/**
 * The contract a customer reads and signs in the portal: the Florida re-roofing contract of
 * `@roofing/documents` filled from the job, as one standalone HTML page. Where the Owner and
 * the office sign there is one empty slot each (`<div data-signature-slot="customer"></div>`,
 * `…"office"…`), which `signedContractHtml` fills; everything else stays byte for byte as
 * issued, so the hash of the issued page identifies what was signed.
 */

export type SignatureSlot = 'customer' | 'office';

/** The exact markup of an empty slot in the issued page. */
export const emptySlot = (slot: SignatureSlot) => `<div data-signature-slot="${slot}"></div>`;

/** Who signs for the company, under its slot. */
export const OFFICE_ROLE = COMPANY.name;
export const OWNER_ROLE = 'Owner';

export interface ContractDocumentInput {
  /** `${estimateNumber}-V${version}` */
  contractNumber: string;
  estimateNumber: string;
  version: number;
  /** YYYY-MM-DD: the day the contract is dated. */
  issuedOn: string;
  owner: { name: string; phone: string; email: string };
  property: { streetAddress: string; city: string; state: string; zipCode: string };
  scopeOfWork: string | null;
  roofSystem: string | null;
  contractPriceCents: number;
  depositCents: number;
  /** Free text ("Week of December 7") or a YYYY-MM-DD day. */
  startWindow: string | null;
  /** The job's insurance claim, when it is paid (in part) from one. */
  insurance?: ClaimFunding | null;
  /** The Governor's declaration it is entered into under, and the official start date clause. */
  emergency?: EmergencyTerms | null;
}

/** "418 Seagate Ave, Neptune Beach, FL 32266" */
export function propertyLine(property: ContractDocumentInput['property']): string {
  return `${property.streetAddress}, ${property.city}, ${property.state} ${property.zipCode}`;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** What is said about signing on screen (before any notice that must touch the owner's slot). */
function SigningPreface() {
  return (
    <p>
      Both parties sign this agreement electronically, which binds them as a signature on paper
      would (Florida Statutes s. 668.50). Each signature appears below with the signer's printed
      name and the date, and a certificate of the signing is attached as the last page.
    </p>
  );
}

/** Where the two parties sign: an empty slot each, with the lines a reader expects under it. */
function SigningSlots({ ownerName }: { ownerName: string }) {
  return (
    <div className="signatures">
      <div className="signature">
        <div data-signature-slot="customer" />
        <div className="unsigned">
          <div className="caption">{`${OWNER_ROLE} signature`}</div>
          <div className="line">
            <span className="printed">{ownerName}</span>
          </div>
          <div className="caption">Printed name</div>
          <div className="line" />
          <div className="caption">Date</div>
        </div>
      </div>
      <div className="signature">
        <div data-signature-slot="office" />
        <div className="unsigned">
          <div className="caption">{`${OFFICE_ROLE} signature`}</div>
          <div className="line" />
          <div className="caption">Printed name</div>
          <div className="line" />
          <div className="caption">Date</div>
        </div>
      </div>
    </div>
  );
}

/** The contract as the customer reads it: a full HTML page; the same input gives the same bytes. */
export function contractDocumentHtml(input: ContractDocumentInput): string {
  const day = dayOf(input.issuedOn);
  if (!day) throw new Error(`issuedOn is not a YYYY-MM-DD day: ${input.issuedOn}`);
  const parts = roofingContractParts(
    {
      contractNumber: input.contractNumber,
      clientName: input.owner.name,
      clientPhone: input.owner.phone,
      clientEmail: input.owner.email,
      projectAddress: propertyLine(input.property),
      scopeOfWork: input.scopeOfWork ?? '',
      roofType: input.roofSystem ?? '',
      contractAmount: dollars(input.contractPriceCents),
      depositAmount: dollars(input.depositCents),
      startDate: input.startWindow ?? '',
    },
    {
      florida: true,
      now: day,
      electronic: {
        preface: <SigningPreface />,
        signatures: <SigningSlots ownerName={input.owner.name} />,
        unstated: `As stated in the accepted estimate ${input.estimateNumber}.`,
      },
      insurance: input.insurance ?? null,
      emergency: input.emergency ?? null,
    },
  );
  const html = renderPage(
    {
      ...parts,
      heading: 'Roofing Contract',
      meta: [...parts.meta, ['Version', String(input.version)], ['Estimate', input.estimateNumber]],
    },
    { includeLogo: true, includeCompliance: true, floridaCompliant: true, oshaCompliant: true },
    day,
  );
  for (const slot of ['customer', 'office'] as const) {
    if (html.split(emptySlot(slot)).length !== 2) {
      throw new Error(`The contract page must hold exactly one ${slot} signature slot`);
    }
  }
  return html;
}
