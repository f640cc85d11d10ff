import { COMPANY, type Locale, MATERIALS_WARRANTY_YEARS, WARRANTY_YEARS } from '@roofing/contracts';
import { translator } from '@roofing/contracts/i18n';
import type { ReactNode } from 'react';
import { type BlankSize, money, paragraphs, show, showDate } from './fill-ins.tsx';
import {
  CancellationForm,
  Chapter558Notice,
  CoolingOffStatement,
  EmergencyCancellationNotice,
  InsuranceClaimDisclosures,
  LIEN_NOTICE_THRESHOLD_CENTS,
  LienLawNotice,
  LienLawNoticeBox,
  RecoveryFundNotice,
  RightToCancelNotice,
} from './florida-notices.tsx';
import { Facts, licenseLineIn, type PageParts, Signatures, WritingLines } from './layout.tsx';
import { CONTRACT_MESSAGES } from './roofing-contract-messages.ts';
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
  /**
   * The language the contract is written in (default English, the governing text). 'es' gives
   * the Spanish reading copy of the same contract (issue 24).
   */
  locale?: Locale;
  /**
   * The language the contract was negotiated in, when not English: the English contract then
   * says which text governs, and carries the FTC's cancellation statement in that language
   * beside the Owner's signature (16 CFR 429.1(a); docs/florida-rules.md, "Spanish documents").
   */
  negotiatedIn?: Locale;
}

type ContractText = ReturnType<typeof contractText>;
const contractText = (locale: Locale) => translator(CONTRACT_MESSAGES, locale);

/** The official start date clause s. 489.147(6) asks for: the day, and the work begun on it. */
function officialStart(emergency: EmergencyTerms, t: ContractText, locale: Locale): ReactNode {
  if (emergency.officialStartDate) {
    return (
      <>
        {showDate(emergency.officialStartDate, 'medium', locale)}
        {`: ${emergency.officialStartWork ?? t('officialStartWorkDefault')}`}
      </>
    );
  }
  return t('officialStartUnset');
}

/** The Florida residential re-roofing contract's page parts, from the values it is made of. */
export function roofingContractParts(
  data: DocumentData,
  {
    florida,
    now,
    electronic,
    insurance,
    emergency,
    locale = 'en',
    negotiatedIn = 'en',
  }: ContractOptions,
): Omit<PageParts, 'heading'> {
  const t = contractText(locale);
  const translated = negotiatedIn !== 'en' && locale === 'en';
  const price = centsOf(data.contractAmount);
  const deposit = centsOf(data.depositAmount);
  // A deposit left to fill in by hand leaves the balance to fill in too (not the whole price).
  const balance = price !== undefined && deposit !== undefined ? price - deposit : undefined;
  const years = numberOf(data.warrantyYears) ?? WARRANTY_YEARS;
  const squares = numberOf(data.roofSquares);
  const owner = textOf(data.clientName);
  const ownerName = owner || undefined;
  const lienNoticeApplies = price === undefined || price > LIEN_NOTICE_THRESHOLD_CENTS;
  const number = textOf(data.contractNumber);
  const title = [t('heading'), number, owner].filter(Boolean).join(' — ');
  const unstated = electronic?.unstated;
  /** A value; when missing, a line to write on, or on an electronic contract `fallback`. */
  const stated = (value: unknown, size: BlankSize = 'medium', fallback = unstated): ReactNode =>
    fallback !== undefined && !textOf(value) ? fallback : show(value, size);
  const statedDate = (value: unknown, fallback: string): ReactNode =>
    electronic && !textOf(value) ? fallback : showDate(value, 'medium', locale);
  const emergencyTerms = florida ? (emergency ?? null) : null;

  const body = (
    <>
      <p>{t(florida ? 'introFlorida' : 'intro')}</p>
      {translated ? <p data-clause="language">{t('languageClause')}</p> : null}
      {electronic && florida && lienNoticeApplies ? <LienLawNoticeBox locale={locale} /> : null}
      <h2>{t('parties')}</h2>
      <Facts
        entries={[
          [
            t('contractor'),
            <>
              {COMPANY.legalName}
              <br />
              {COMPANY.address}
              <br />
              {`${COMPANY.phone} · ${COMPANY.email}`}
              <br />
              {licenseLineIn(locale)}
            </>,
          ],
          [
            t('owner'),
            <>
              {show(data.clientName, 'long')}
              <br />
              {t('phone')} {show(data.clientPhone)}
              <br />
              {t('email')} {show(data.clientEmail)}
            </>,
          ],
        ]}
      />
      <h2>{t('property')}</h2>
      <p>{show(data.projectAddress, 'long')}</p>
      <h2>{t('scope')}</h2>
      {paragraphs(data.scopeOfWork, unstated ? <p>{unstated}</p> : <WritingLines count={3} />)}
      <p>{t('scopeIncludes')}</p>
      <ul>
        {(['scope1', 'scope2', 'scope3', 'scope4', 'scope5'] as const).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h2>{t('materials')}</h2>
      <Facts
        entries={[
          [t('roofSystem'), stated(data.roofType)],
          [
            t('roofArea'),
            squares !== undefined ? (
              t('squares', { squares })
            ) : unstated ? (
              unstated
            ) : (
              <>
                {show(undefined, 'short')} {t('squaresBlank')}
              </>
            ),
          ],
        ]}
      />
      {paragraphs(
        data.materials,
        <p>
          {t('products')} {stated(undefined, 'long')}
        </p>,
      )}
      <h2>{t('price')}</h2>
      <table className="grid keep">
        <thead>
          <tr>
            <th>{t('whenDue')}</th>
            <th className="num">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{t('deposit')}</td>
            <td className="num">{money(deposit, 'short', locale)}</td>
          </tr>
          <tr>
            <td>{t('balance')}</td>
            <td className="num">{money(balance, 'short', locale)}</td>
          </tr>
          <tr className="total">
            <td>{t('contractPrice')}</td>
            <td className="num">{money(price, 'short', locale)}</td>
          </tr>
        </tbody>
      </table>
      <p>{t('payments', { legalName: COMPANY.legalName })}</p>
      {insurance ? (
        <p data-clause="insurance-funded">
          {t('insuranceFunded', {
            claimNumber: insurance.claimNumber,
            carrier: insurance.carrier,
          })}
        </p>
      ) : null}
      <h2>{t('permits')}</h2>
      <p>{t('permitsText')}</p>
      <h2>{t('schedule')}</h2>
      <Facts
        entries={[
          [t('estimatedStart'), statedDate(data.startDate, t('startUnstated'))],
          [t('estimatedCompletion'), statedDate(data.completionDate, t('completionUnstated'))],
          ...(emergencyTerms
            ? ([[t('officialStart'), officialStart(emergencyTerms, t, locale)]] as const)
            : []),
        ]}
      />
      <p>{t('scheduleText')}</p>
      <h2>{t('changes')}</h2>
      <p>{t('changesText')}</p>
      <h2>{t('warranty')}</h2>
      <p>
        {t('warrantyWorkmanship')}
        <strong>{t('warrantyYears', { years })}</strong>
        {t('warrantyCertificate')}
        <strong>{t('materialsYears', { years: MATERIALS_WARRANTY_YEARS })}</strong>
        {t('warrantyFromCompletion')}
        {stated(
          data.manufacturerWarranty,
          'long',
          electronic ? t('manufacturerUnstated') : undefined,
        )}
        {t('warrantyExclusions')}
      </p>
      <h2>{t('insurance')}</h2>
      <p>{t('insuranceText')}</p>
      <h2>{t('site')}</h2>
      <p>{t('siteText')}</p>
      <h2>{t('disputes')}</h2>
      <p>{t('disputesText')}</p>
      <h2>{t('additional')}</h2>
      {paragraphs(
        data.additionalDetails,
        electronic ? <p>{t('none')}</p> : <WritingLines count={2} />,
      )}
      {florida ? (
        <>
          <h2>{t('floridaNotices')}</h2>
          <p>{t('floridaNoticesText')}</p>
          {insurance ? <InsuranceClaimDisclosures locale={locale} /> : null}
          <RecoveryFundNotice locale={locale} />
          <Chapter558Notice locale={locale} />
        </>
      ) : null}
      <h2>{t('signatures', { number: florida ? '15' : '14' })}</h2>
      <p>{t(florida ? 'byConfirmingFlorida' : 'byConfirming')}</p>
      <div className="keep">
        {florida ? <RightToCancelNotice locale={locale} /> : null}
        {florida && translated ? <RightToCancelNotice locale={negotiatedIn} /> : null}
        {electronic?.preface}
        {emergencyTerms ? (
          <EmergencyCancellationNotice declaration={emergencyTerms.declaration} locale={locale} />
        ) : null}
        {florida && translated ? <CoolingOffStatement locale={negotiatedIn} /> : null}
        {electronic ? (
          electronic.signatures
        ) : (
          <Signatures
            signers={[
              { role: t('owner'), name: ownerName },
              { role: t('secondOwner') },
              { role: t('contractorRepresentative') },
            ]}
            locale={locale}
          />
        )}
      </div>
      {!electronic && florida && lienNoticeApplies ? (
        <LienLawNotice ownerName={ownerName} locale={locale} />
      ) : null}
      {florida ? <CancellationForm emergency={emergencyTerms !== null} locale={locale} /> : null}
      {florida && translated ? (
        <CancellationForm emergency={emergencyTerms !== null} locale={negotiatedIn} />
      ) : null}
    </>
  );

  return {
    title,
    meta: [
      [t('contractNo'), show(data.contractNumber, 'short')],
      [t('date'), showDate(now, 'medium', locale)],
    ],
    body,
  };
}
