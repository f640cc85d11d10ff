import { COMPANY, MATERIALS_WARRANTY_YEARS, WARRANTY_YEARS } from '@roofing/contracts';
import type { ReactNode } from 'react';
import { type BlankSize, money, paragraphs, show, showDate } from './fill-ins.tsx';
import {
  CancellationForm,
  Chapter558Notice,
  EmergencyCancellationNotice,
  InsuranceClaimDisclosures,
  LIEN_NOTICE_THRESHOLD_CENTS,
  LienLawNotice,
  LienLawNoticeBox,
  RecoveryFundNotice,
  RightToCancelNotice,
} from './florida-notices.tsx';
import { Facts, LICENSE_LINE, type PageParts, Signatures, WritingLines } from './layout.tsx';
import { centsOf, type DocumentData, numberOf, textOf } from './values.ts';

/**
 * A contract signed on screen rather than on paper: nothing can be written in by hand, so what
 * the job does not state reads `unstated` (e.g. "As stated in the accepted estimate …") instead
 * of a blank line, the statutory lien-law notice sits on the first page (where the statute
 * allows it unsigned), and `signatures` (the e-signing slots) replaces the lines to sign on.
 */
export interface ElectronicContract {
  /** What is said about signing electronically, before any notice that must touch the slots. */
  preface?: ReactNode;
  signatures: ReactNode;
  unstated: string;
}

/** The job is paid (in part) from the owner's property insurance claim. */
export interface ClaimFunding {
  carrier: string;
  claimNumber: string;
}

/**
 * The contract is entered into under a Governor's declaration of a state of emergency
 * (s. 489.147(6)): the emergency right to cancel and the official start date clause apply.
 */
export interface EmergencyTerms {
  declaration: string;
  /** YYYY-MM-DD, and the work that starts that day; null until the office sets them. */
  officialStartDate: string | null;
  officialStartWork: string | null;
}

export interface ContractOptions {
  /** Florida's notices, right to cancel and cancellation form. */
  florida: boolean;
  /** The day the contract is dated. */
  now: Date;
  electronic?: ElectronicContract;
  insurance?: ClaimFunding | null;
  emergency?: EmergencyTerms | null;
}

/** The official start date clause s. 489.147(6) asks for: the day, and the work begun on it. */
function officialStart(emergency: EmergencyTerms): ReactNode {
  if (emergency.officialStartDate) {
    return (
      <>
        {showDate(emergency.officialStartDate)}
        {`: ${emergency.officialStartWork ?? 'work on the roof begins'}`}
      </>
    );
  }
  return 'The first day on which work that installs materials that will be part of the finished roof begins, a final permit is issued, or a temporary repair is made to the roof covering or roof system under the Florida Building Code; the Contractor confirms the day to the Owner in writing beforehand.';
}

/** The Florida residential re-roofing contract's page parts, from the values it is made of. */
export function roofingContractParts(
  data: DocumentData,
  { florida, now, electronic, insurance, emergency }: ContractOptions,
): Omit<PageParts, 'heading'> {
  const price = centsOf(data.contractAmount);
  const deposit = centsOf(data.depositAmount);
  const balance = price !== undefined ? price - (deposit ?? 0) : undefined;
  const years = numberOf(data.warrantyYears) ?? WARRANTY_YEARS;
  const squares = numberOf(data.roofSquares);
  const owner = textOf(data.clientName);
  const ownerName = owner || undefined;
  const lienNoticeApplies = price === undefined || price > LIEN_NOTICE_THRESHOLD_CENTS;
  const number = textOf(data.contractNumber);
  const title = ['Roofing Contract', number, owner].filter(Boolean).join(' — ');
  const unstated = electronic?.unstated;
  /** A value; when missing, a line to write on, or on an electronic contract `fallback`. */
  const stated = (value: unknown, size: BlankSize = 'medium', fallback = unstated): ReactNode =>
    fallback !== undefined && !textOf(value) ? fallback : show(value, size);
  const statedDate = (value: unknown, fallback: string): ReactNode =>
    electronic && !textOf(value) ? fallback : showDate(value);
  const emergencyTerms = florida ? (emergency ?? null) : null;

  const body = (
    <>
      <p>
        This agreement is made between the Owner and the Contractor named below for roofing work at
        the property below. It becomes binding when both sign
        {florida ? ', subject to the Owner\u2019s right to cancel stated in this agreement' : ''}.
      </p>
      {electronic && florida && lienNoticeApplies ? <LienLawNoticeBox /> : null}
      <h2>1. Parties</h2>
      <Facts
        entries={[
          [
            'Contractor',
            <>
              {COMPANY.legalName}
              <br />
              {COMPANY.address}
              <br />
              {`${COMPANY.phone} · ${COMPANY.email}`}
              <br />
              {LICENSE_LINE}
            </>,
          ],
          [
            'Owner',
            <>
              {show(data.clientName, 'long')}
              <br />
              Phone: {show(data.clientPhone)}
              <br />
              E-mail: {show(data.clientEmail)}
            </>,
          ],
        ]}
      />
      <h2>2. Property</h2>
      <p>{show(data.projectAddress, 'long')}</p>
      <h2>3. Scope of work</h2>
      {paragraphs(data.scopeOfWork, unstated ? <p>{unstated}</p> : <WritingLines count={3} />)}
      <p>Unless the scope above says otherwise, the work includes:</p>
      <ul>
        <li>Removing the existing roof covering down to the deck and hauling all debris away.</li>
        <li>
          Inspecting the deck; re-nailing it where the Florida Building Code requires (8d ring-shank
          nails at 6 inches on center on site-built homes); replacing damaged sheathing only by
          change order (section 8).
        </li>
        <li>
          A sealed deck (secondary water barrier) and underlayment as required by the Florida
          Building Code, 8th Edition (2023).
        </li>
        <li>
          New drip edge at eaves and rakes, new step and wall flashing where reachable, new pipe
          boots, and ventilation per code.
        </li>
        <li>
          Installing the roof system to the manufacturer's high-wind instructions so its warranty
          applies.
        </li>
      </ul>
      <h2>4. Materials</h2>
      <Facts
        entries={[
          ['Roof system', stated(data.roofType)],
          [
            'Roof area',
            squares !== undefined ? (
              `${squares.toLocaleString('en-US')} squares (1 square = 100 sq ft)`
            ) : unstated ? (
              unstated
            ) : (
              <>{show(undefined, 'short')} squares</>
            ),
          ],
        ]}
      />
      {paragraphs(data.materials, <p>Products: {stated(undefined, 'long')}</p>)}
      <h2>5. Price and payment schedule</h2>
      <table className="grid keep">
        <thead>
          <tr>
            <th>When due</th>
            <th className="num">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Deposit, at signing</td>
            <td className="num">{money(deposit)}</td>
          </tr>
          <tr>
            <td>Balance, on completion and passed final inspection</td>
            <td className="num">{money(balance)}</td>
          </tr>
          <tr className="total">
            <td>Contract price</td>
            <td className="num">{money(price)}</td>
          </tr>
        </tbody>
      </table>
      <p>{`Payments are made to ${COMPANY.legalName} by check, card or bank transfer, never in cash to crew members. The Contractor gives the Owner a lien waiver for each payment once it clears.`}</p>
      {insurance ? (
        <p data-clause="insurance-funded">
          {`This work is to be paid in part from the Owner's property insurance claim ${insurance.claimNumber} with ${insurance.carrier}. Insurance checks made out to the Owner and the Contractor are endorsed to the Contractor up to the price above. The Owner is responsible for payment of the insurance deductible: the Contractor does not pay, waive, rebate or cover any part of it, in money, discounts, credits or gifts (Florida Statutes ss. 489.147 and 817.234(7)). The Owner keeps the claim and its benefits: nothing in this agreement assigns post-loss insurance benefits to the Contractor (s. 627.7152), and the Contractor does not adjust the claim or interpret the policy. The Owner is responsible for the contract price whatever the insurer pays.`}
        </p>
      ) : null}
      <h2>6. Permits and inspections</h2>
      <p>
        The Contractor obtains the building permit, pays the permit fee included in the price, and
        schedules the inspections the building department requires (including any in-progress deck
        or underlayment inspection and the final). Where Florida law requires a Notice of
        Commencement (s. 713.13), the Owner signs it and the Contractor has it recorded and posts a
        copy at the job.
      </p>
      <h2>7. Schedule</h2>
      <Facts
        entries={[
          [
            'Estimated start',
            statedDate(data.startDate, 'Set with the Owner once the permit is issued'),
          ],
          [
            'Estimated completion',
            statedDate(
              data.completionDate,
              'Confirmed with the Owner together with the start date',
            ),
          ],
          ...(emergencyTerms
            ? ([['Official start date (s. 489.147(6))', officialStart(emergencyTerms)]] as const)
            : []),
        ]}
      />
      <p>
        Dates move for rain, lightning, high wind, named storms, material shortages, permit or
        inspection delays, and change orders; the Contractor tells the Owner of any change before
        the scheduled day. Crews work Monday through Saturday in daylight and leave the roof
        watertight every night.
      </p>
      <h2>8. Change orders and hidden conditions</h2>
      <p>
        Any change to the work, materials or price is written in a change order signed by both
        parties before the changed work begins. Damage that cannot be seen until the old roof is
        removed (rotted or delaminated sheathing, damaged rafters or fascia) is photographed and
        shown to the Owner, and repaired only once a change order is signed.
      </p>
      <h2>9. Warranty</h2>
      <p>
        The Contractor warrants its workmanship for <strong>{`${years} years`}</strong> from
        completion and issues a warranty certificate when the final payment clears. Materials carry
        the manufacturer's warranty for <strong>{MATERIALS_WARRANTY_YEARS} years</strong> from
        completion:{' '}
        {stated(
          data.manufacturerWarranty,
          'long',
          electronic
            ? 'the manufacturer\u2019s limited warranty for the installed roof system'
            : undefined,
        )}
        . The workmanship warranty does not cover storm damage beyond the wind speeds the code
        requires, later alterations by others, or lack of maintenance.
      </p>
      <h2>10. Insurance</h2>
      <p>
        The Contractor carries commercial general liability insurance and workers' compensation
        coverage for its employees as Florida law requires, and gives the Owner certificates on
        request.
      </p>
      <h2>11. Site, protection and cleanup</h2>
      <p>
        The Owner provides access to the roof, the driveway for the dumpster and material delivery,
        and an exterior outlet. The Contractor protects landscaping, windows and pool areas with
        tarps, cleans the site at the end of every work day including a rolling-magnet sweep for
        nails, and leaves gutters clear of roofing debris.
      </p>
      <h2>12. Disputes</h2>
      <p>
        The parties first try to settle any disagreement by talking it over, then by mediation in
        the county where the property is located, before going to court there. The prevailing party
        in any lawsuit recovers reasonable attorney's fees and costs.
      </p>
      <h2>13. Additional terms</h2>
      {paragraphs(data.additionalDetails, electronic ? <p>None.</p> : <WritingLines count={2} />)}
      {florida ? (
        <>
          <h2>14. Florida notices</h2>
          <p>
            If the deposit is more than 10% of the contract price, the Contractor will apply for the
            permit within 30 days and start work within 90 days after the permit is issued, unless
            the Owner agrees otherwise in writing or there is just cause for delay (s. 489.126). If
            any of this work will be paid from a property insurance claim, the Contractor will not
            interpret the policy, adjust the claim, or offer to pay or waive the deductible (s.
            489.147).
          </p>
          {insurance ? <InsuranceClaimDisclosures /> : null}
          <RecoveryFundNotice />
          <Chapter558Notice />
        </>
      ) : null}
      <h2>{florida ? '15' : '14'}. Signatures</h2>
      <p>
        By signing, the Owner confirms having read this agreement
        {florida ? ', including the notices in it,' : ''} and received a copy of it.
      </p>
      <div className="keep">
        {florida ? <RightToCancelNotice /> : null}
        {electronic?.preface}
        {emergencyTerms ? (
          <EmergencyCancellationNotice declaration={emergencyTerms.declaration} />
        ) : null}
        {electronic ? (
          electronic.signatures
        ) : (
          <Signatures
            signers={[
              { role: 'Owner', name: ownerName },
              { role: 'Second owner (if any)' },
              { role: 'Contractor representative' },
            ]}
          />
        )}
      </div>
      {!electronic && florida && lienNoticeApplies ? <LienLawNotice ownerName={ownerName} /> : null}
      {florida ? <CancellationForm emergency={emergencyTerms !== null} /> : null}
    </>
  );

  return {
    title,
    meta: [
      ['Contract no.', show(data.contractNumber, 'short')],
      ['Date', showDate(now)],
    ],
    body,
  };
}
