import {
  COMPANY,
  type ContractIssuedData,
  type Locale,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@roofing/contracts';
import { calendarDate, calendarDateIn, dateIn, easternDate, moneyIn } from './format.ts';
import { Field, P } from './layout.tsx';
import { type SharedKey, shared } from './messages.ts';

/**
 * What the contract, invoice and payment e-mails share: the day a date names, the contract's
 * facts, the customer's right to cancel and the name of the signed PDF.
 */

/** A calendar date ("2026-12-07") or an instant, as the Eastern day it names: "Monday, December 7, 2026". */
export function dayOf(value: string, locale: Locale = 'en'): string {
  if (locale !== 'en')
    return /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? calendarDateIn(value, locale)
      : dateIn(value, locale);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? calendarDate(value) : easternDate(value);
}

/** Whole cents of a decimal dollar string ("4500.5" → 450050); NaN stays NaN. */
export const centsOf = (amount: string | number) => Math.round(Number(amount) * 100);

/** The deposit as a share of the price: "10 %" ("12.5 %"); empty when the price is 0. */
export function depositShare(
  contract: { contractPrice: string; depositAmount: string },
  locale: Locale = 'en',
): string {
  const price = Number(contract.contractPrice);
  if (!(price > 0)) return '';
  const percent = Math.round((Number(contract.depositAmount) / price) * 1000) / 10;
  return `${locale === 'en' ? percent : percent.toLocaleString('es-US')} %`;
}

/** The attachment's name: `Shorefront-contract-SFR-ABCD2345-v2.pdf`. */
export const contractFileName = (contract: { estimateNumber: string; version: number }) =>
  `Shorefront-contract-${contract.estimateNumber.replace(/[^A-Za-z0-9-]/g, '')}-v${contract.version}.pdf`;

/** A payment method in the office's words ("Check", "Card (online)"). */
export const methodLabel = (method: PaymentMethod, locale: Locale = 'en') =>
  locale === 'en' || !PAYMENT_METHOD_LABELS[method]
    ? (PAYMENT_METHOD_LABELS[method] ?? method)
    : shared(locale)(`method.${method}` as SharedKey);

/** The contract's number, version, price and deposit, as fields of a panel. */
export function ContractFields({
  contract,
  withDeposit = true,
  locale = 'en',
}: {
  /** Show the deposit due on signing (not once the contract is cancelled). */
  withDeposit?: boolean;
  locale?: Locale;
  contract: Pick<
    ContractIssuedData,
    'estimateNumber' | 'version' | 'contractPrice' | 'depositAmount'
  >;
}) {
  const share = depositShare(contract, locale);
  const t = shared(locale);
  return (
    <>
      <Field label={t('estimateNumber')}>{contract.estimateNumber}</Field>
      <Field label={t('contractVersion')}>{contract.version}</Field>
      <Field label={t('contractPrice')}>{moneyIn(contract.contractPrice, locale)}</Field>
      {withDeposit && centsOf(contract.depositAmount) > 0 ? (
        <Field label={t('depositDue')}>
          {moneyIn(contract.depositAmount, locale)}
          {share ? ` ${t('depositShare', { share })}` : ''}
        </Field>
      ) : null}
    </>
  );
}

/**
 * Florida's home solicitation sale rule (ss. 501.021-501.055) in plain words: the buyer may
 * cancel until midnight of the third business day after signing, by written notice, and is
 * refunded within 10 days. `cancelBy` is that last day when it is known (after signing).
 */
export function CancellationRight({
  cancelBy,
  locale = 'en',
}: {
  cancelBy?: string | null;
  locale?: Locale;
}) {
  const t = shared(locale);
  return (
    <>
      <P>
        {cancelBy ? t('cancelUntil', { day: dayOf(cancelBy, locale) }) : t('cancelAfterSigning')}{' '}
        {t('cancelHow', { legalName: COMPANY.legalName, address: COMPANY.address })}
      </P>
      <P>{t('cancelRefund')}</P>
    </>
  );
}
