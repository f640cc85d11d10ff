import {
  COMPANY,
  EMERGENCY_CANCELLATION_DAYS,
  EMERGENCY_CANCELLATION_NOTICE,
  INSURANCE_CLAIM_DISCLOSURES,
  INSURANCE_DISCLOSURE_CITATION,
} from '@roofing/contracts';
import { Blank } from './fill-ins.tsx';
import { Signatures } from './layout.tsx';

/**
 * The notices Florida law puts into a residential roofing contract. The statutory texts are
 * reproduced word for word (their wording is the legal requirement); the surrounding sentences
 * are ours.
 */

/** Florida Statutes s. 489.1425(1): the recovery fund notice, in capitals. */
export const RECOVERY_FUND_NOTICE =
  "PAYMENT, UP TO A LIMITED AMOUNT, MAY BE AVAILABLE FROM THE FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND IF YOU LOSE MONEY ON A PROJECT PERFORMED UNDER CONTRACT, WHERE THE LOSS RESULTS FROM SPECIFIED VIOLATIONS OF FLORIDA LAW BY A STATE-LICENSED CONTRACTOR. FOR INFORMATION ABOUT THE RECOVERY FUND AND FILING A CLAIM, CONTACT THE FLORIDA CONSTRUCTION INDUSTRY LICENSING BOARD AT THE FOLLOWING TELEPHONE NUMBER AND ADDRESS:";
export const CILB_CONTACT =
  'Florida Construction Industry Licensing Board, 2601 Blair Stone Road, Tallahassee, FL 32399-1039 · 850.487.1395';

/** Florida Statutes s. 713.015(1)(a): required in direct residential contracts over $2,500. */
export const LIEN_LAW_NOTICE =
  'ACCORDING TO FLORIDA\'S CONSTRUCTION LIEN LAW (SECTIONS 713.001-713.37, FLORIDA STATUTES), THOSE WHO WORK ON YOUR PROPERTY OR PROVIDE MATERIALS AND SERVICES AND ARE NOT PAID IN FULL HAVE A RIGHT TO ENFORCE THEIR CLAIM FOR PAYMENT AGAINST YOUR PROPERTY. THIS CLAIM IS KNOWN AS A CONSTRUCTION LIEN. IF YOUR CONTRACTOR OR A SUBCONTRACTOR FAILS TO PAY SUBCONTRACTORS, SUB-SUBCONTRACTORS, OR MATERIAL SUPPLIERS, THOSE PEOPLE WHO ARE OWED MONEY MAY LOOK TO YOUR PROPERTY FOR PAYMENT, EVEN IF YOU HAVE ALREADY PAID YOUR CONTRACTOR IN FULL. IF YOU FAIL TO PAY YOUR CONTRACTOR, YOUR CONTRACTOR MAY ALSO HAVE A LIEN ON YOUR PROPERTY. THIS MEANS IF A LIEN IS FILED YOUR PROPERTY COULD BE SOLD AGAINST YOUR WILL TO PAY FOR LABOR, MATERIALS, OR OTHER SERVICES THAT YOUR CONTRACTOR OR A SUBCONTRACTOR MAY HAVE FAILED TO PAY. TO PROTECT YOURSELF, YOU SHOULD STIPULATE IN THIS CONTRACT THAT BEFORE ANY PAYMENT IS MADE, YOUR CONTRACTOR IS REQUIRED TO PROVIDE YOU WITH A WRITTEN RELEASE OF LIEN FROM ANY PERSON OR COMPANY THAT HAS PROVIDED TO YOU A "NOTICE TO OWNER." FLORIDA\'S CONSTRUCTION LIEN LAW IS COMPLEX, AND IT IS RECOMMENDED THAT YOU CONSULT AN ATTORNEY.';

/** Florida Statutes s. 501.031(2): the buyer's right to cancel a home solicitation sale. */
export const RIGHT_TO_CANCEL_NOTICE =
  'This is a home solicitation sale, and if you do not want the goods or services, you may cancel this agreement by providing written notice to the seller in person, by telegram, or by mail. This notice must indicate that you do not want the goods or services and must be delivered or postmarked before midnight of the third business day after you sign this agreement. If you cancel this agreement, the seller may not keep all or part of any cash down payment.';

/** Florida Statutes s. 558.005(1): construction defect claims go through notice and cure first. */
export const CHAPTER_558_NOTICE =
  'ANY CLAIMS FOR CONSTRUCTION DEFECTS ARE SUBJECT TO THE NOTICE AND CURE PROVISIONS OF CHAPTER 558, FLORIDA STATUTES.';

/** The lien law notice is required above this contract price (whole cents). */
export const LIEN_NOTICE_THRESHOLD_CENTS = 2_500_00;

export function RightToCancelNotice() {
  return (
    <section className="notice keep">
      <h3>
        BUYER'S RIGHT TO CANCEL <span className="cite">(Florida Statutes ss. 501.021–501.055)</span>
      </h3>
      <p className="statutory-10">{RIGHT_TO_CANCEL_NOTICE}</p>
      <p className="small">{`Written notice of cancellation goes to ${COMPANY.legalName}, ${COMPANY.address}, or ${COMPANY.email}. Any payment is refunded within 10 days of the cancellation.`}</p>
    </section>
  );
}

export function RecoveryFundNotice() {
  return (
    <section className="notice keep">
      <h3>
        FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND{' '}
        <span className="cite">(Florida Statutes s. 489.1425)</span>
      </h3>
      <p className="statutory-12">{RECOVERY_FUND_NOTICE}</p>
      <p className="statutory-12">{CILB_CONTACT}</p>
    </section>
  );
}

/**
 * The statute wants this notice in 12-point bold capitals, on the first page of the contract or
 * on a separate page signed and dated by the owner: it gets its own page here.
 */
export function LienLawNotice({ ownerName }: { ownerName: string | undefined }) {
  return (
    <section className="page-break">
      <LienLawNoticeBox />
      <Signatures
        signers={[{ role: 'Owner', name: ownerName }, { role: 'Second owner (if any)' }]}
      />
    </section>
  );
}

export function Chapter558Notice() {
  return (
    <section className="notice keep">
      <h3>
        CONSTRUCTION DEFECT CLAIMS <span className="cite">(Florida Statutes s. 558.005)</span>
      </h3>
      <p className="statutory-12">{CHAPTER_558_NOTICE}</p>
    </section>
  );
}

/** A form the owner may use to cancel; any other written notice cancels as well. */
export function CancellationForm({ emergency = false }: { emergency?: boolean }) {
  return (
    <section className="notice keep">
      <h3>NOTICE OF CANCELLATION</h3>
      <p>{`To cancel, sign and date this form and deliver it, or mail it postmarked, to ${COMPANY.legalName}, ${COMPANY.address}, before midnight of the third business day after you signed the agreement. You may also use any other written notice.`}</p>
      {emergency ? (
        <p>{`Because this contract was entered into during a declaration of a state of emergency by the Governor, you may also cancel it within ${EMERGENCY_CANCELLATION_DAYS} days after you signed it or by the official start date, whichever comes first (s. 489.147(6)), by sending this form or other written notice by certified mail, return receipt requested, or another form of mailing that provides proof of mailing, to the address above. You may also cancel from your project portal until the last day shown there.`}</p>
      ) : null}
      <p>I hereby cancel this agreement.</p>
      <p>
        Buyer's signature: <Blank size="medium" /> &nbsp; Date: <Blank size="short" />
      </p>
    </section>
  );
}

/** The lien-law notice itself: alone on the first page of a contract, or on its signed page. */
export function LienLawNoticeBox() {
  return (
    <div className="notice keep">
      <h3>
        NOTICE REQUIRED BY FLORIDA'S CONSTRUCTION LIEN LAW{' '}
        <span className="cite">(Florida Statutes s. 713.015)</span>
      </h3>
      <p className="statutory-12">{LIEN_LAW_NOTICE}</p>
    </div>
  );
}

/**
 * Florida Statutes s. 489.147(6)(b): the emergency right to cancel, in bold type of at least 18
 * points. It must sit immediately before the space for the owner's signature, so the contract
 * places it last before the signing slots; its heading and the statute's text come first.
 */
export function EmergencyCancellationNotice({ declaration }: { declaration: string }) {
  return (
    <section className="notice emergency-notice keep" data-notice="s489-147-6">
      <h3>
        RIGHT TO CANCEL A ROOF CONTRACT MADE DURING A STATE OF EMERGENCY{' '}
        <span className="cite">(Florida Statutes s. 489.147(6))</span>
      </h3>
      <p className="small">{`Declaration this contract was entered into under: ${declaration}.`}</p>
      <p className="statutory-18">{EMERGENCY_CANCELLATION_NOTICE}</p>
    </section>
  );
}

/** Florida Statutes s. 489.147(1)(a): the three statements, at least 12 point. */
export function InsuranceClaimDisclosures() {
  return (
    <section className="notice keep" data-notice="s489-147-1a">
      <h3>
        INSURANCE CLAIM DISCLOSURES <span className="cite">({INSURANCE_DISCLOSURE_CITATION})</span>
      </h3>
      {INSURANCE_CLAIM_DISCLOSURES.map((line) => (
        <p className="statutory-12" key={line}>
          {line}
        </p>
      ))}
    </section>
  );
}
