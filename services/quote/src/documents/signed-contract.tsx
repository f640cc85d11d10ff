import { easternZoneName, formatEastern } from '@roofing/contracts';
import { Facts } from '@roofing/documents/layout.tsx';
import { dayOf, formatDay } from '@roofing/documents/values';
import { renderToStaticMarkup } from 'react-dom/server';
import { emptySlot, OFFICE_ROLE, OWNER_ROLE, type SignatureSlot } from './contract-document.tsx';

/**
 * The signed contract: the page as issued, its two signature slots filled (the drawn signature,
 * the printed name, the date), and a certificate of the signing on a page of its own. Every
 * value is written by React, so a name or a browser string is text, never markup.
 */

export interface Signer {
  /** The name the signer typed. */
  name: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string | null;
  /** How the signer was known, e.g. "Code e-mailed to m•••@example.com" or "Staff session". */
  verifiedBy: string;
  /** The drawn signature as PNG bytes. */
  signaturePng: Buffer;
}

export interface SignedContractInput {
  /** The contract page exactly as issued (`contractDocumentHtml`). */
  issuedHtml: string;
  /** SHA-256 (hex) of the document as signed. */
  documentHash: string;
  contractNumber: string;
  estimateNumber: string;
  version: number;
  issuedAt: Date;
  viewedAt: Date | null;
  customer: Signer;
  office: Signer;
}

/** "November 27, 2026 at 9:14:03 AM EST": an instant in Florida, with its zone. */
export function easternTimestamp(at: Date): string {
  return `${formatEastern(at, "MMMM d, yyyy 'at' h:mm:ss a")} ${easternZoneName(at)}`;
}

const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

function signedDay(at: Date): string {
  const day = dayOf(at);
  return day ? formatDay(day) : easternTimestamp(at);
}

/** What fills a slot: the same three lines as the blank block, written in. */
function FilledSlot({ slot, role, signer }: { slot: SignatureSlot; role: string; signer: Signer }) {
  return (
    <div data-signature-slot={slot}>
      <div className="signed-line">
        <img alt={`Signature of ${signer.name}`} src={pngDataUrl(signer.signaturePng)} />
      </div>
      <div className="caption">{`${role} signature`}</div>
      <div className="line">
        <span className="printed">{signer.name}</span>
      </div>
      <div className="caption">Printed name</div>
      <div className="line">
        <span>{signedDay(signer.signedAt)}</span>
      </div>
      <div className="caption">Date</div>
    </div>
  );
}

function SignerFacts({ role, signer }: { role: string; signer: Signer }) {
  return (
    <div className="keep">
      <h3>{`${role}: ${signer.name}`}</h3>
      <table className="grid compact">
        <tbody>
          <tr>
            <th scope="row">Name</th>
            <td>{signer.name}</td>
          </tr>
          <tr>
            <th scope="row">Role</th>
            <td>{role}</td>
          </tr>
          <tr>
            <th scope="row">Verified by</th>
            <td>{signer.verifiedBy}</td>
          </tr>
          <tr>
            <th scope="row">IP address</th>
            <td>{signer.ipAddress}</td>
          </tr>
          <tr>
            <th scope="row">Browser</th>
            <td>{signer.userAgent ?? 'Not recorded'}</td>
          </tr>
          <tr>
            <th scope="row">Signed at</th>
            <td>{easternTimestamp(signer.signedAt)}</td>
          </tr>
          <tr>
            <th scope="row">Signature</th>
            <td>
              <img
                className="certificate-signature"
                alt={`Signature of ${signer.name}`}
                src={pngDataUrl(signer.signaturePng)}
              />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export const CERTIFICATE_HEADING = 'Certificate of completion';

function Certificate({ input }: { input: SignedContractInput }) {
  const completedAt = new Date(
    Math.max(input.customer.signedAt.getTime(), input.office.signedAt.getTime()),
  );
  return (
    <section className="page-break certificate">
      <h2 className="form-title">{CERTIFICATE_HEADING}</h2>
      <p className="small centered">
        Audit certificate of the electronic signing of this agreement
      </p>
      <h3>Document</h3>
      <Facts
        entries={[
          ['Contract number', input.contractNumber],
          ['Version', String(input.version)],
          ['Estimate number', input.estimateNumber],
          ['Pages signed', 'This agreement, all pages before this certificate'],
          ['Issued at', easternTimestamp(input.issuedAt)],
          [
            'Viewed by the Owner at',
            input.viewedAt ? easternTimestamp(input.viewedAt) : 'Not recorded',
          ],
          ['Completed at', easternTimestamp(completedAt)],
        ]}
      />
      <p>
        <strong>Document fingerprint (SHA-256) of the agreement as signed:</strong>
        <br />
        <span className="hash">{input.documentHash}</span>
      </p>
      <p className="small">
        The fingerprint is computed from the agreement exactly as it was shown to the signers; any
        change to its text gives a different fingerprint. Each signer reviewed the agreement and
        signed it electronically under the federal ESIGN Act and the Florida Uniform Electronic
        Transaction Act (Florida Statutes s. 668.50).
      </p>
      <h3>Signers</h3>
      <SignerFacts role={OWNER_ROLE} signer={input.customer} />
      <SignerFacts role={OFFICE_ROLE} signer={input.office} />
    </section>
  );
}

/** The signed contract: slots filled and the certificate appended (page break before it). */
export function signedContractHtml(input: SignedContractInput): string {
  let html = input.issuedHtml;
  const fills = [
    ['customer', OWNER_ROLE, input.customer],
    ['office', OFFICE_ROLE, input.office],
  ] as const;
  for (const [slot, role, signer] of fills) {
    const parts = html.split(emptySlot(slot));
    if (parts.length !== 2) {
      throw new Error(`The issued contract must hold exactly one empty ${slot} signature slot`);
    }
    const filled = renderToStaticMarkup(<FilledSlot slot={slot} role={role} signer={signer} />);
    html = parts.join(filled);
  }
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('The issued contract is not a full HTML page');
  const certificate = renderToStaticMarkup(<Certificate input={input} />);
  return `${html.slice(0, end)}${certificate}\n${html.slice(end)}`;
}
