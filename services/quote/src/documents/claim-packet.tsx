import { CAUSE_OF_LOSS_LABELS, type Claim, COMPANY, type Supplement } from '@roofing/contracts';
import { LICENSE_LINE, renderPage } from '@roofing/documents/layout.tsx';
import { dayOf } from '@roofing/documents/values';
import type { ReactNode } from 'react';
import {
  ClaimFactsSection,
  type ContractReference,
  ContractSection,
  causeOf,
  day,
  deductibleOf,
  PhotoPages,
  ScopeSection,
  SupplementSection,
} from './claim-packet-sections.tsx';
import { type FigurePhoto, PHOTO_FIGURE_CSS } from './photo-figure.tsx';

/*
 * The claim packet the office sends the adjuster: a cover letter, the claim's facts and figures,
 * the carrier's scope beside ours, the supplement presented (its lines and reason), the photos
 * two to a page with their captions and marks, and the signed contract's reference. The letter
 * always says the homeowner pays the deductible: nothing in a packet offers to waive, rebate or
 * absorb it (Florida s. 489.147 and s. 817.234(7)).
 */

export interface ClaimPacketInput {
  claim: Claim;
  supplement: Supplement | null;
  photos: FigurePhoto[];
  contract: ContractReference | null;
  /** Staff's own letter; the default below is written when there is none. */
  coverLetter: string | null;
  /** Who prepares and signs the letter. */
  preparedBy: string;
  /** The day it is prepared, YYYY-MM-DD. */
  preparedOn: string;
  /** An attached photo report's pages (printed last), when one was chosen. */
  attachedReport?: ReactNode;
}

const PACKET_CSS = `
${PHOTO_FIGURE_CSS}
.photo-page .job-photo svg { max-height: 3.85in; }
.photo-page h2 { margin-top: 0; }
.photo-page .job-photo svg { margin: 0 auto; }
.photo-page .job-photo figcaption { text-align: center; }
.letter p { margin-bottom: 9px; }
.letter .address { margin-bottom: 14px; }
.letter .re { margin: 10px 0 14px; }
.letter .re td { padding: 0 10px 0 0; vertical-align: top; }
.letter .signoff { margin-top: 18px; }
.reason { white-space: pre-wrap; }
table.scope { table-layout: fixed; }
table.scope caption { text-align: left; font-weight: 700; color: #0b2545; padding: 4px 0; caption-side: top; }
table.scope th.line-no { width: 5%; }
table.scope th:nth-child(3) { width: 9%; } table.scope th:nth-child(4) { width: 7%; }
table.scope th:nth-child(5), table.scope th:nth-child(6) { width: 14%; }
`;

/** Paragraphs of a typed letter: blank lines part them. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The letter the office sends when staff wrote none: facts for the adjuster, no advocacy. */
export function defaultCoverLetter(input: ClaimPacketInput): string[] {
  const { claim, supplement, photos } = input;
  const cause =
    claim.causeOfLoss === 'named-storm' && claim.stormName
      ? claim.stormName
      : CAUSE_OF_LOSS_LABELS[claim.causeOfLoss].toLowerCase();
  const enclosed = [
    'the claim’s facts and the carrier’s figures',
    'the carrier’s scope beside the scope we priced',
    supplement ? `Supplement ${supplement.number}, its lines and the reason for each` : null,
    photos.length > 0
      ? `${photos.length} photograph${photos.length === 1 ? '' : 's'} with captions`
      : null,
    'the reference of the contract the homeowner signed',
  ].filter(Boolean);
  return [
    `We are the licensed roofing contractor for ${claim.customerName} at ${claim.propertyAddress}. The roof was damaged by ${cause} on ${day(claim.dateOfLoss)}, and the homeowner has engaged us to repair it.`,
    supplement
      ? `We are submitting Supplement ${supplement.number} for ${formatRequested(supplement)}. It lists work the repair requires that the current estimate does not include; each line is explained in the reason and shown in the photographs.`
      : 'This packet documents the condition of the roof and the scope of work its repair requires, so the estimate can be reviewed against it.',
    `Enclosed: ${enclosed.join('; ')}.`,
    'This packet describes the roof and the work it needs. It does not interpret the policy or its coverage: those decisions are the carrier’s, made with the homeowner.',
    `Please contact our office at ${COMPANY.phone} or ${COMPANY.email} to arrange access to the roof for a re-inspection, or if anything further is needed. Quote claim number ${claim.claimNumber} and our job number ${claim.estimateNumber}.`,
  ];
}

function formatRequested(supplement: Supplement): string {
  const amount = Number(supplement.requestedAmount);
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Always in the letter, whatever staff wrote: the homeowner pays the deductible. */
export function deductibleStatement(claim: Claim): string {
  return `The homeowner’s deductible under this policy is ${deductibleOf(claim)}. The homeowner pays the deductible. We have not waived, rebated or absorbed any part of it, and we do not offer to. Insurance payments are applied to the contract price only.`;
}

function CoverLetter({ input }: { input: ClaimPacketInput }) {
  const { claim } = input;
  const body = input.coverLetter ? paragraphs(input.coverLetter) : defaultCoverLetter(input);
  const adjuster = claim.adjuster;
  return (
    <section className="letter">
      <p>{day(input.preparedOn)}</p>
      <div className="address">
        <div>{adjuster.name ?? 'The claims adjuster'}</div>
        {adjuster.company ? <div>{adjuster.company}</div> : null}
        <div>{`For ${claim.carrier}`}</div>
        {adjuster.email ? <div>{adjuster.email}</div> : null}
      </div>
      <table className="re">
        <tbody>
          <tr>
            <td>
              <strong>Re:</strong>
            </td>
            <td>
              {`Claim ${claim.claimNumber} · Policy ${claim.policyNumber}`}
              <br />
              {`Insured: ${claim.customerName} · ${claim.propertyAddress}`}
              <br />
              {`Date of loss: ${day(claim.dateOfLoss)} · ${causeOf(claim)}`}
            </td>
          </tr>
        </tbody>
      </table>
      <p>{`Dear ${adjuster.name ?? 'Adjuster'},`}</p>
      {body.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
      <p className="callout">
        <strong>Deductible.</strong> {deductibleStatement(claim)}
      </p>
      <div className="signoff">
        <p>Sincerely,</p>
        <p>
          {input.preparedBy}
          <br />
          {COMPANY.legalName}
          <br />
          {LICENSE_LINE}
          <br />
          {`${COMPANY.phone} · ${COMPANY.email}`}
        </p>
      </div>
    </section>
  );
}

/** The packet as one standalone HTML page (printed to a Letter PDF). */
export function claimPacketHtml(input: ClaimPacketInput): string {
  const { claim, supplement, photos } = input;
  const prepared = dayOf(input.preparedOn);
  if (!prepared) throw new Error(`preparedOn is not a YYYY-MM-DD day: ${input.preparedOn}`);
  const numberOf = new Map(photos.map((photo, index) => [photo.id, index + 1]));
  const body = (
    <>
      {/* A constant of this file, not typed text: written as is. */}
      <style dangerouslySetInnerHTML={{ __html: PACKET_CSS }} />
      <CoverLetter input={input} />
      <ClaimFactsSection claim={claim} />
      <ContractSection contract={input.contract} />
      <ScopeSection claim={claim} />
      {supplement ? (
        <SupplementSection
          supplement={supplement}
          photoNumbers={supplement.photoIds.flatMap((id) => numberOf.get(id) ?? [])}
        />
      ) : null}
      <PhotoPages photos={photos} />
      {input.attachedReport ? (
        <section className="page-break">{input.attachedReport}</section>
      ) : null}
    </>
  );
  return renderPage(
    {
      title: `Claim packet — ${claim.claimNumber} — ${claim.customerName}`,
      heading: 'Claim Packet',
      meta: [
        ['Claim no.', claim.claimNumber],
        ...(supplement ? [['Presents', `Supplement ${supplement.number}`] as const] : []),
        ['Carrier', claim.carrier],
        ['Our job', claim.estimateNumber],
        ['Date', day(input.preparedOn)],
      ],
      body,
    },
    { includeLogo: true, includeCompliance: true, floridaCompliant: true, oshaCompliant: true },
    prepared,
  );
}
