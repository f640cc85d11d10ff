import {
  COMPANY,
  type ContractIssuedData,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@roofing/contracts';
import { calendarDate, easternDate, formatMoney } from './format.ts';
import { Field, P } from './layout.tsx';

/**
 * What the contract, invoice and payment e-mails share: the day a date names, the contract's
 * facts, the customer's right to cancel and the name of the signed PDF.
 */

/** A calendar date ("2026-12-07") or an instant, as the Eastern day it names: "Monday, December 7, 2026". */
export function dayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? calendarDate(value) : easternDate(value);
}

/** Whole cents of a decimal dollar string ("4500.5" → 450050); NaN stays NaN. */
export const centsOf = (amount: string | number) => Math.round(Number(amount) * 100);

/** The deposit as a share of the price: "10 %" ("12.5 %"); empty when the price is 0. */
export function depositShare(contract: { contractPrice: string; depositAmount: string }): string {
  const price = Number(contract.contractPrice);
  if (!(price > 0)) return '';
  const percent = Math.round((Number(contract.depositAmount) / price) * 1000) / 10;
  return `${percent} %`;
}

/** The attachment's name: `Shorefront-contract-SFR-ABCD2345-v2.pdf`. */
export const contractFileName = (contract: { estimateNumber: string; version: number }) =>
  `Shorefront-contract-${contract.estimateNumber.replace(/[^A-Za-z0-9-]/g, '')}-v${contract.version}.pdf`;

/** A payment method in the office's words ("Check", "Card (online)"). */
export const methodLabel = (method: PaymentMethod) => PAYMENT_METHOD_LABELS[method] ?? method;

/** The contract's number, version, price and deposit, as fields of a panel. */
export function ContractFields({
  contract,
  withDeposit = true,
}: {
  /** Show the deposit due on signing (not once the contract is cancelled). */
  withDeposit?: boolean;
  contract: Pick<
    ContractIssuedData,
    'estimateNumber' | 'version' | 'contractPrice' | 'depositAmount'
  >;
}) {
  const share = depositShare(contract);
  return (
    <>
      <Field label="Estimate number">{contract.estimateNumber}</Field>
      <Field label="Contract version">{contract.version}</Field>
      <Field label="Contract price">{formatMoney(contract.contractPrice)}</Field>
      {withDeposit && centsOf(contract.depositAmount) > 0 ? (
        <Field label="Deposit due on signing">
          {formatMoney(contract.depositAmount)}
          {share ? ` (${share} of the price)` : ''}
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
export function CancellationRight({ cancelBy }: { cancelBy?: string | null }) {
  return (
    <>
      <P>
        {cancelBy
          ? `You may cancel this contract without any penalty or obligation until midnight at the end of ${dayOf(cancelBy)}. `
          : 'After you sign, you may cancel without any penalty or obligation until midnight of the third business day (Monday to Friday, not counting federal holidays) after the day you sign. '}
        To cancel, use "Cancel contract" on the contract in your client portal, or mail or deliver a
        signed, dated written notice saying you cancel to {COMPANY.legalName}, {COMPANY.address},
        postmarked or delivered by that deadline.
      </P>
      <P>
        If you cancel, we return everything you have paid within 10 days of receiving your notice,
        as Florida law requires, and no work is started.
      </P>
    </>
  );
}
