import {
  CAUSE_OF_LOSS_LABELS,
  type Claim,
  formatMoney,
  type ScopeLine,
  SUPPLEMENT_STATUS_LABELS,
  type Supplement,
} from '@roofing/contracts';
import { Facts } from '@roofing/documents/layout.tsx';
import { dayOf, formatDay } from '@roofing/documents/values';
import { type FigurePhoto, PhotoFigure } from './photo-figure.tsx';

/*
 * The parts of the claim packet after its cover letter: the claim's facts and figures, the
 * carrier's scope beside ours, the supplement presented, the photos two to a page, and the
 * signed contract's reference. Amounts arrive as the API writes them ("4500.00").
 */

/** The signed contract the work is done under, as the packet cites it. */
export interface ContractReference {
  version: number;
  signedOn: string;
  signerName: string | null;
  countersignedOn: string | null;
  contractPrice: string;
  documentSha256: string;
  signedPdfSha256: string | null;
}

export function day(value: string | null | undefined): string {
  const parsed = value ? dayOf(value) : undefined;
  return parsed ? formatDay(parsed) : '—';
}

const money = (amount: string | null | undefined) => formatMoney(amount ?? null);
const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "Hurricane Milton (named storm)", "Hail". */
export function causeOf(claim: Claim): string {
  const label = CAUSE_OF_LOSS_LABELS[claim.causeOfLoss];
  return claim.stormName ? `${claim.stormName} (${label.toLowerCase()})` : label;
}

/** "$7,000.00 (2% of the $350,000.00 dwelling limit)" or "$2,500.00". */
export function deductibleOf(claim: Claim): string {
  if (claim.deductibleKind === 'percent' && claim.deductiblePercent !== null) {
    return `${money(claim.deductibleAmount)} (${claim.deductiblePercent}% of the ${money(claim.dwellingLimit)} dwelling limit)`;
  }
  return money(claim.deductibleAmount);
}

/** "October 14, 2026 at 9:30 AM" from the Eastern wall-clock "2026-10-14T09:30". */
function inspectionOf(at: string | null): string {
  if (!at) return 'Not scheduled yet';
  const [date, time = '00:00'] = at.split('T');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${day(date)} at ${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export function ClaimFactsSection({ claim }: { claim: Claim }) {
  const { adjuster, totals } = claim;
  const figure = (label: string, amount: string | null, note?: string) => (
    <tr>
      <td>{label}</td>
      <td className="num">{amount === null ? 'Not entered' : money(amount)}</td>
      <td className="small">{note ?? ''}</td>
    </tr>
  );
  return (
    <section className="page-break">
      <h2>Claim facts</h2>
      <Facts
        entries={[
          ['Insured (homeowner)', claim.customerName],
          ['Property', claim.propertyAddress],
          ['Insurance carrier', claim.carrier],
          ['Policy number', claim.policyNumber],
          ['Claim number', claim.claimNumber],
          ['Date of loss', day(claim.dateOfLoss)],
          ['Cause of loss', causeOf(claim)],
          ['Deductible', deductibleOf(claim)],
          [
            'Adjuster',
            [adjuster.name, adjuster.company].filter(Boolean).join(', ') || 'Not assigned yet',
          ],
          ['Adjuster contact', [adjuster.phone, adjuster.email].filter(Boolean).join(' · ') || '—'],
          ['Adjuster inspection', inspectionOf(adjuster.inspectionAt)],
          ['Our job number', claim.estimateNumber],
        ]}
      />
      <h3>The carrier’s figures</h3>
      <table className="grid compact">
        <thead>
          <tr>
            <th>Figure</th>
            <th className="num">Amount</th>
            <th>Note</th>
          </tr>
        </thead>
        <tbody>
          {figure('Replacement cost value (RCV)', claim.rcv)}
          {figure('Actual cash value (ACV)', claim.acv)}
          {figure(
            'Recoverable depreciation',
            claim.recoverableDepreciation,
            'Released on proof of completion',
          )}
          {figure('Overhead and profit', claim.overheadAndProfit)}
        </tbody>
      </table>
      <h3>Where the claim stands</h3>
      <table className="grid compact">
        <tbody>
          {figure(
            'Carrier approved',
            totals.carrierApproved,
            claim.rcv === null ? 'Sum of the carrier’s scope lines' : 'The carrier’s RCV',
          )}
          {figure('Supplements approved', totals.supplementsApproved)}
          {figure('Total approved', totals.totalApproved)}
          {figure('Deductible', totals.deductible, 'Paid by the homeowner')}
          {figure('Owed by the insurer', totals.insurerOwes, 'Total approved less the deductible')}
          {figure('Paid by the insurer to date', totals.insurerPaid)}
          {figure('Still to be paid by the insurer', totals.insurerStillToPay)}
          {figure('Depreciation still to recover', totals.depreciationToRecover)}
        </tbody>
      </table>
    </section>
  );
}

function LinesTable({
  lines,
  caption,
  empty,
}: {
  lines: ScopeLine[];
  caption: string;
  empty: string;
}) {
  const total = lines.reduce((sum, line) => sum + Math.round(Number(line.total) * 100), 0);
  return (
    <table className="grid compact scope">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th className="line-no">#</th>
          <th>Description</th>
          <th className="num">Qty</th>
          <th>Unit</th>
          <th className="num">Unit price</th>
          <th className="num">Total</th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 ? (
          <tr>
            <td colSpan={6}>{empty}</td>
          </tr>
        ) : (
          lines.map((line, index) => (
            <tr key={line.id}>
              <td>{index + 1}</td>
              <td>{line.description}</td>
              <td className="num">{quantity.format(line.quantity)}</td>
              <td>{line.unit}</td>
              <td className="num">{money(line.unitPrice)}</td>
              <td className="num">{money(line.total)}</td>
            </tr>
          ))
        )}
        <tr className="total">
          <td colSpan={5} className="num">
            Total
          </td>
          <td className="num">{money((total / 100).toFixed(2))}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function ScopeSection({ claim }: { claim: Claim }) {
  const difference = Number(claim.totals.scopeDifference);
  return (
    <section className="page-break">
      <h2>The carrier’s scope and ours</h2>
      <p>
        The carrier’s estimate as written, then the scope we priced for the same roof. Where our
        scope has lines the carrier’s does not, the supplement that follows explains why the repair
        needs them.
      </p>
      <LinesTable
        lines={claim.carrierLines}
        caption={`The carrier’s estimate (${claim.carrier})`}
        empty="The carrier’s lines have not been entered."
      />
      <LinesTable
        lines={claim.ourLines}
        caption="Our scope"
        empty="Our lines have not been entered."
      />
      <p className="keep">
        <strong>Difference:</strong>{' '}
        {difference > 0
          ? `our scope is ${money(claim.totals.scopeDifference)} more than the carrier’s.`
          : difference < 0
            ? `our scope is ${money(String(-difference))} less than the carrier’s.`
            : 'the two scopes come to the same amount.'}
      </p>
    </section>
  );
}

export function SupplementSection({
  supplement,
  photoNumbers,
}: {
  supplement: Supplement;
  /** The packet's photo numbers of the supplement's evidence photos that are in the packet. */
  photoNumbers: number[];
}) {
  return (
    <section className="page-break">
      <h2>{`Supplement ${supplement.number}`}</h2>
      <Facts
        entries={[
          ['Status', SUPPLEMENT_STATUS_LABELS[supplement.status]],
          ['Amount requested', money(supplement.requestedAmount)],
          ['Submitted', supplement.submittedOn ? day(supplement.submittedOn) : 'With this packet'],
          [
            'Decision',
            supplement.decidedOn
              ? `${day(supplement.decidedOn)}${supplement.approvedAmount ? ` · ${money(supplement.approvedAmount)} approved` : ''}`
              : 'Awaiting the carrier',
          ],
        ]}
      />
      <h3>Reason</h3>
      <p className="reason">{supplement.reason}</p>
      <LinesTable lines={supplement.lines} caption="Lines requested" empty="No lines." />
      <h3>Evidence</h3>
      <ul>
        {photoNumbers.length > 0 ? (
          <li>{`Photos ${photoNumbers.join(', ')} in this packet.`}</li>
        ) : null}
        {supplement.documents.map((document) => (
          <li key={document.id}>{`${document.filename} (sent separately)`}</li>
        ))}
        {photoNumbers.length === 0 && supplement.documents.length === 0 ? (
          <li>No photos or documents attached yet.</li>
        ) : null}
      </ul>
    </section>
  );
}

/** The photos, two to a page, each with its marks and caption. */
export function PhotoPages({ photos }: { photos: FigurePhoto[] }) {
  const pairs: FigurePhoto[][] = [];
  for (let index = 0; index < photos.length; index += 2) pairs.push(photos.slice(index, index + 2));
  return pairs.map((pair, page) => (
    <section className="page-break photo-page" key={pair[0]?.id ?? page}>
      <h2>{`Photographs (${page * 2 + 1}${pair.length > 1 ? `–${page * 2 + 2}` : ''} of ${photos.length})`}</h2>
      {pair.map((photo, index) => (
        <PhotoFigure key={photo.id} photo={photo} number={page * 2 + index + 1} />
      ))}
    </section>
  ));
}

export function ContractSection({ contract }: { contract: ContractReference | null }) {
  return (
    <section className="keep">
      <h2>The signed contract</h2>
      {contract ? (
        <>
          <p>
            The work is done under our written contract with the homeowner. Its copy is available on
            request; the figures below identify the exact document signed.
          </p>
          <table className="grid compact">
            <tbody>
              <tr>
                <td>Contract version</td>
                <td>{contract.version}</td>
              </tr>
              <tr>
                <td>Signed by the homeowner</td>
                <td>{`${day(contract.signedOn)}${contract.signerName ? `, ${contract.signerName}` : ''}`}</td>
              </tr>
              <tr>
                <td>Countersigned by us</td>
                <td>{contract.countersignedOn ? day(contract.countersignedOn) : 'Not yet'}</td>
              </tr>
              <tr>
                <td>Contract price</td>
                <td>{money(contract.contractPrice)}</td>
              </tr>
              <tr>
                <td>Document SHA-256</td>
                <td className="hash">{contract.documentSha256}</td>
              </tr>
              {contract.signedPdfSha256 ? (
                <tr>
                  <td>Signed PDF SHA-256</td>
                  <td className="hash">{contract.signedPdfSha256}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </>
      ) : (
        <p>No contract has been signed for this job yet; its reference follows once it is.</p>
      )}
    </section>
  );
}
