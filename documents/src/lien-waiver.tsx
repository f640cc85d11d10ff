import { COMPANY, type Locale } from '@roofing/contracts';
import { translator } from '@roofing/contracts/i18n';
import { Blank, money, show, showDate } from './fill-ins.tsx';
import { LIEN_WAIVER_MESSAGES } from './lien-waiver-messages.ts';
import { richMessage } from './rich-message.tsx';
import type { DocumentTemplate } from './templates.ts';
import { centsOf, type DocumentData, textOf } from './values.ts';

/**
 * Florida's statutory lien waivers (s. 713.20(4) progress payment, s. 713.20(5) final payment),
 * given by the company as lienor when a customer pays. The statutory sentences are kept word
 * for word; the conditional variant adds that the release waits for the payment to clear. For a
 * Spanish-speaking customer a Spanish reading translation follows the English form, labelled as
 * a translation and never signed: the statute prescribes the English form.
 */

export type WaiverType = 'conditional' | 'unconditional';
export type PaymentType = 'progress' | 'final';

export function waiverTypeOf(value: unknown): WaiverType {
  return /^uncond/i.test(textOf(value)) ? 'unconditional' : 'conditional';
}

export function paymentTypeOf(value: unknown): PaymentType {
  return /^final/i.test(textOf(value)) ? 'final' : 'progress';
}

type WaiverText = ReturnType<typeof waiverText>;
const waiverText = (locale: Locale) => translator(LIEN_WAIVER_MESSAGES, locale);

const HEADINGS = {
  conditional: { progress: 'headingConditionalProgress', final: 'headingConditionalFinal' },
  unconditional: { progress: 'headingUnconditionalProgress', final: 'headingUnconditionalFinal' },
} as const;

/** The waiver's own words in one language: the statutory form in English, or its translation. */
function WaiverWords({
  data,
  waiver,
  payment,
  locale,
  t,
}: {
  data: DocumentData;
  waiver: WaiverType;
  payment: PaymentType;
  locale: Locale;
  t: WaiverText;
}) {
  const customer = show(data.customerName, 'long');
  const owner = textOf(data.ownerName) ? show(data.ownerName) : customer;
  const amount = money(centsOf(data.paymentAmount), 'medium', locale);
  const method = textOf(data.paymentMethod) ? show(data.paymentMethod) : t('paymentDescribed');
  return (
    <>
      <h2 className="form-title">{t(HEADINGS[waiver][payment]).toUpperCase()}</h2>
      <p className="small">
        {t('subtitle', {
          subsection: payment === 'final' ? '5' : '4',
          payment: t(payment === 'final' ? 'finalPayment' : 'progressPayment'),
          waiver: t(waiver),
        })}
      </p>
      <p>
        {richMessage(
          (values) => t(payment === 'final' ? 'statutoryFinal' : 'statutoryProgress', values),
          {},
          { amount, through: showDate(data.throughDate, 'medium', locale), customer, owner },
        )}
      </p>
      <p className="keep">
        <strong>{show(data.propertyDescription, 'long')}</strong>
      </p>
      {payment === 'progress' ? <p>{t('retention')}</p> : null}
      <div className="callout keep">
        <strong>{t(waiver === 'conditional' ? 'conditionLead' : 'unconditionalLead')}</strong>
        {richMessage(
          (values) => t(waiver === 'conditional' ? 'condition' : 'unconditionalNotice', values),
          {},
          { method },
        )}
      </div>
      <p>
        {richMessage(
          (values) => t('dated', values),
          {},
          { date: showDate(data.signedDate, 'medium', locale) },
        )}
      </p>
    </>
  );
}

export const lienWaiverTemplate: DocumentTemplate = {
  fields: [
    {
      name: 'waiverType',
      label: 'Waiver type',
      kind: 'text',
      required: true,
      example: 'conditional',
      help: 'conditional (effective when the payment clears) or unconditional (effective when signed)',
    },
    {
      name: 'paymentType',
      label: 'Payment type',
      kind: 'text',
      required: true,
      example: 'progress',
      help: 'progress (s. 713.20(4)) or final (s. 713.20(5))',
    },
    {
      name: 'paymentAmount',
      label: 'Payment amount',
      kind: 'money',
      required: true,
      example: '9225.00',
    },
    {
      name: 'throughDate',
      label: 'Work covered through (progress only)',
      kind: 'date',
      required: false,
      example: '2026-11-24',
    },
    {
      name: 'customerName',
      label: 'Customer (who hired the lienor)',
      kind: 'text',
      required: true,
      example: 'Maria and David Alvarez',
    },
    {
      name: 'ownerName',
      label: 'Property owner',
      kind: 'text',
      required: false,
      example: 'Maria and David Alvarez',
      help: 'Leave empty when the customer is the owner.',
    },
    {
      name: 'propertyDescription',
      label: 'Property (address and legal description)',
      kind: 'multiline',
      required: true,
      example:
        '418 Seagate Ave, Neptune Beach, FL 32266; Lot 7, Block 3, Seagate Subdivision, Duval County',
    },
    {
      name: 'paymentMethod',
      label: 'Payment received by',
      kind: 'text',
      required: false,
      example: 'Check no. 4471 drawn on VyStar Credit Union',
    },
    {
      name: 'lienorName',
      label: 'Lienor',
      kind: 'text',
      required: false,
      example: COMPANY.legalName,
    },
    {
      name: 'signedDate',
      label: 'Date signed',
      kind: 'date',
      required: false,
      example: '2026-11-25',
    },
    { name: 'county', label: 'County (notary)', kind: 'text', required: false, example: 'Duval' },
  ],

  render({ data, locale }) {
    const t = waiverText('en');
    const waiver = waiverTypeOf(data.waiverType);
    const payment = paymentTypeOf(data.paymentType);
    const lienor = textOf(data.lienorName) || COMPANY.legalName;
    const heading = t(HEADINGS[waiver][payment]);
    const amount = money(centsOf(data.paymentAmount), 'medium');
    const translation =
      locale === 'en' ? null : (
        <section className="page-break reading-copy" lang={locale} data-reading-copy={locale}>
          <h2 className="form-title">{waiverText(locale)('translationHeading')}</h2>
          <p className="callout">{waiverText(locale)('translationIntro')}</p>
          <WaiverWords
            data={data}
            waiver={waiver}
            payment={payment}
            locale={locale}
            t={waiverText(locale)}
          />
          <p className="small">{waiverText(locale)('translationSignatures')}</p>
        </section>
      );

    const body = (
      <>
        <WaiverWords data={data} waiver={waiver} payment={payment} locale="en" t={t} />
        <div className="signatures">
          <div className="signature">
            <div className="line">{lienor}</div>
            <div className="caption">Lienor</div>
            <div className="line" />
            <div className="caption">By (signature)</div>
            <div className="line" />
            <div className="caption">Printed name and title</div>
          </div>
          <div className="signature">
            <p className="small">
              {COMPANY.address}
              <br />
              {COMPANY.phone}
            </p>
          </div>
        </div>
        <section className="notary keep">
          <h2>Notary</h2>
          <p>
            STATE OF FLORIDA
            <br />
            COUNTY OF {show(data.county)}
          </p>
          <p>
            Sworn to (or affirmed) and subscribed before me by means of &#9744; physical presence or
            &#9744; online notarization, this <Blank size="short" /> day of <Blank size="medium" />,
            20
            <Blank size="short" />, by <Blank size="medium" /> (name of person making statement), as{' '}
            <Blank size="short" /> of {lienor}.
          </p>
          <div className="signatures">
            <div className="signature">
              <div className="line" />
              <div className="caption">Signature of Notary Public – State of Florida</div>
              <div className="line" />
              <div className="caption">
                Print, type, or stamp commissioned name of Notary Public
              </div>
            </div>
            <div className="signature">
              <p>&#9744; Personally known &nbsp; OR &nbsp; &#9744; Produced identification</p>
              <p>
                Type of identification produced: <Blank size="medium" />
              </p>
            </div>
          </div>
        </section>
        {translation}
      </>
    );

    const who = textOf(data.customerName);
    return {
      title: [heading, who].filter(Boolean).join(' — '),
      heading: 'Lien Waiver',
      meta: [
        [
          'Type',
          `${waiver === 'conditional' ? 'Conditional' : 'Unconditional'}, ${payment} payment`,
        ],
        ['Amount', amount],
      ],
      body,
      // The statutory form is English, whatever the customer's language: the translation is a
      // section of its own (lang="es") after it.
      lang: 'en',
    };
  },
};
