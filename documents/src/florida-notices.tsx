import type { Locale } from '@roofing/contracts';
import { COMPANY, EMERGENCY_CANCELLATION_DAYS } from '@roofing/contracts';
import { translator } from '@roofing/contracts/i18n';
import { Blank } from './fill-ins.tsx';
import { FLORIDA_NOTICE_MESSAGES } from './florida-notices-messages.ts';
import { Signatures } from './layout.tsx';

/**
 * The notices Florida law puts into a residential roofing contract. The statutory texts are
 * reproduced word for word (their wording is the legal requirement); the surrounding sentences
 * are ours. In Spanish (`locale` 'es', a Spanish customer's reading copy and the notices the
 * FTC Cooling-Off Rule wants in the language of the sale) each notice is a translation, and says
 * so (florida-notices-messages.ts; docs/florida-rules.md, "Spanish documents").
 */

/** The notices in one language; a Spanish notice carries a line saying it is a translation. */
const noticeText = (locale: Locale) => translator(FLORIDA_NOTICE_MESSAGES, locale);

/** Under a translated statutory notice: the official text is the English one. */
function TranslationNote({ locale }: { locale: Locale }) {
  return locale === 'en' ? null : <p className="small">{noticeText(locale)('translationNote')}</p>;
}

const companyValues = {
  legalName: COMPANY.legalName,
  address: COMPANY.address,
  email: COMPANY.email,
};

/** Florida Statutes s. 489.1425(1): the recovery fund notice, in capitals. */
export const RECOVERY_FUND_NOTICE = FLORIDA_NOTICE_MESSAGES.en.recoveryFund;
export const CILB_CONTACT = FLORIDA_NOTICE_MESSAGES.en.cilbContact;

/** Florida Statutes s. 713.015(1)(a): required in direct residential contracts over $2,500. */
export const LIEN_LAW_NOTICE = FLORIDA_NOTICE_MESSAGES.en.lienLaw;

/** Florida Statutes s. 501.031(2): the buyer's right to cancel a home solicitation sale. */
export const RIGHT_TO_CANCEL_NOTICE = FLORIDA_NOTICE_MESSAGES.en.rightToCancel;

/** Florida Statutes s. 558.005(1): construction defect claims go through notice and cure first. */
export const CHAPTER_558_NOTICE = FLORIDA_NOTICE_MESSAGES.en.chapter558;

/** The lien law notice is required above this contract price (whole cents). */
export const LIEN_NOTICE_THRESHOLD_CENTS = 2_500_00;

export function RightToCancelNotice({ locale = 'en' }: { locale?: Locale }) {
  const t = noticeText(locale);
  return (
    <section className="notice keep" lang={locale === 'en' ? undefined : locale}>
      <h3>
        {t('rightToCancelHeading')} <span className="cite">{t('rightToCancelCite')}</span>
      </h3>
      <p className="statutory-10">{t('rightToCancel')}</p>
      <p className="small">{t('rightToCancelWhere', companyValues)}</p>
      <TranslationNote locale={locale} />
    </section>
  );
}

/**
 * 16 CFR 429.1(a): the statement beside the buyer's signature, in bold of at least 10 points and
 * in the language of the sale. Printed for a Spanish customer, in Spanish, beside the slots.
 */
export function CoolingOffStatement({ locale }: { locale: Locale }) {
  return (
    <p
      className="notice statutory-10"
      lang={locale === 'en' ? undefined : locale}
      data-notice="16cfr429-1a"
    >
      {noticeText(locale)('ftcStatement')}
    </p>
  );
}

export function RecoveryFundNotice({ locale = 'en' }: { locale?: Locale }) {
  const t = noticeText(locale);
  return (
    <section className="notice keep" lang={locale === 'en' ? undefined : locale}>
      <h3>
        {t('recoveryFundHeading')} <span className="cite">{t('recoveryFundCite')}</span>
      </h3>
      <p className="statutory-12">{t('recoveryFund')}</p>
      <p className="statutory-12">{t('cilbContact')}</p>
      <TranslationNote locale={locale} />
    </section>
  );
}

/**
 * The statute wants this notice in 12-point bold capitals, on the first page of the contract or
 * on a separate page signed and dated by the owner: it gets its own page here.
 */
export function LienLawNotice({
  ownerName,
  locale = 'en',
}: {
  ownerName: string | undefined;
  locale?: Locale;
}) {
  const t = noticeText(locale);
  return (
    <section className="page-break">
      <LienLawNoticeBox locale={locale} />
      <Signatures
        signers={[{ role: t('ownerRole'), name: ownerName }, { role: t('secondOwnerRole') }]}
        locale={locale}
      />
    </section>
  );
}

export function Chapter558Notice({ locale = 'en' }: { locale?: Locale }) {
  const t = noticeText(locale);
  return (
    <section className="notice keep" lang={locale === 'en' ? undefined : locale}>
      <h3>
        {t('chapter558Heading')} <span className="cite">{t('chapter558Cite')}</span>
      </h3>
      <p className="statutory-12">{t('chapter558')}</p>
      <TranslationNote locale={locale} />
    </section>
  );
}

/** A form the owner may use to cancel; any other written notice cancels as well. */
export function CancellationForm({
  emergency = false,
  locale = 'en',
}: {
  emergency?: boolean;
  locale?: Locale;
}) {
  const t = noticeText(locale);
  return (
    <section className="notice keep" lang={locale === 'en' ? undefined : locale}>
      <h3>{t('cancellationHeading')}</h3>
      <p>{t('cancellationHow', companyValues)}</p>
      {emergency ? (
        <p>{t('cancellationEmergency', { days: EMERGENCY_CANCELLATION_DAYS })}</p>
      ) : null}
      <p>{t('cancellationStatement')}</p>
      <p>
        {t('buyerSignature')} <Blank size="medium" /> &nbsp; {t('date')} <Blank size="short" />
      </p>
    </section>
  );
}

/** The lien-law notice itself: alone on the first page of a contract, or on its signed page. */
export function LienLawNoticeBox({ locale = 'en' }: { locale?: Locale }) {
  const t = noticeText(locale);
  return (
    <div className="notice keep" lang={locale === 'en' ? undefined : locale}>
      <h3>
        {t('lienLawHeading')} <span className="cite">{t('lienLawCite')}</span>
      </h3>
      <p className="statutory-12">{t('lienLaw')}</p>
      <TranslationNote locale={locale} />
    </div>
  );
}

/**
 * Florida Statutes s. 489.147(6)(b): the emergency right to cancel, in bold type of at least 18
 * points. It must sit immediately before the space for the owner's signature, so the contract
 * places it last before the signing slots; its heading and the statute's text come first.
 */
export function EmergencyCancellationNotice({
  declaration,
  locale = 'en',
}: {
  declaration: string;
  locale?: Locale;
}) {
  const t = noticeText(locale);
  return (
    <section
      className="notice emergency-notice keep"
      data-notice="s489-147-6"
      lang={locale === 'en' ? undefined : locale}
    >
      <h3>
        {t('emergencyHeading')} <span className="cite">{t('emergencyCite')}</span>
      </h3>
      <p className="small">{t('emergencyDeclaration', { declaration })}</p>
      <p className="statutory-18">{t('emergency')}</p>
      <TranslationNote locale={locale} />
    </section>
  );
}

/** Florida Statutes s. 489.147(1)(a): the three statements, at least 12 point. */
export function InsuranceClaimDisclosures({ locale = 'en' }: { locale?: Locale }) {
  const t = noticeText(locale);
  return (
    <section
      className="notice keep"
      data-notice="s489-147-1a"
      lang={locale === 'en' ? undefined : locale}
    >
      <h3>
        {t('insuranceHeading')} <span className="cite">{t('insuranceCite')}</span>
      </h3>
      {(['insurance1', 'insurance2', 'insurance3'] as const).map((key) => (
        <p className="statutory-12" key={key}>
          {t(key)}
        </p>
      ))}
      <TranslationNote locale={locale} />
    </section>
  );
}
