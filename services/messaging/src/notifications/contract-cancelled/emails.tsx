import {
  addCalendarDays,
  COMPANY,
  type ContractCancelledData,
  easternDay,
} from '@roofing/contracts';
import { ContractFields, centsOf, dayOf } from '../../emails/billing.tsx';
import { JobCustomerFields } from '../../emails/customer-fields.tsx';
import { easternDateTime, formatMoney } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, H, P, Panel, Quoted } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * The customer cancelled within the 3 business days: their acknowledgement (cancelled on, the
 * refund of anything paid within 10 days, as Florida's home solicitation sale law requires) and
 * the office's alert (the refund to make, by when). The customer's reason goes to the office only.
 */

interface Props {
  contract: ContractCancelledData;
  publicUrl: string;
}

/** Florida s. 501.025: payments are returned within 10 days of the cancellation. */
export const REFUND_WITHIN_DAYS = 10;

/** The last day to refund: 10 calendar days after the (Eastern) day of the cancellation. */
export const refundBy = (contract: ContractCancelledData) =>
  addCalendarDays(easternDay(contract.cancelledAt), REFUND_WITHIN_DAYS);

const owesRefund = (contract: ContractCancelledData) => centsOf(contract.refundDue) > 0;

export function ContractCancelledReceipt({ contract }: Props) {
  return (
    <EmailLayout
      preview={`Your roofing contract for estimate ${contract.estimateNumber} is cancelled.`}
      reason={`You receive this e-mail because the contract for estimate ${contract.estimateNumber} with ${COMPANY.name} was cancelled in the client portal.`}
    >
      <Greeting name={contract.firstName} />
      <P>
        We received your cancellation: your roofing contract is cancelled, without any penalty or
        obligation. We will not start the work, and any open invoices for it are void.
      </P>
      <Panel>
        <ContractFields contract={contract} withDeposit={false} />
        <Field label="Cancelled on">{easternDateTime(contract.cancelledAt)}</Field>
        <Field label="Refund due to you">{formatMoney(contract.refundDue)}</Field>
      </Panel>
      {owesRefund(contract) ? (
        <P>
          We will refund the {formatMoney(contract.refundDue)} you paid by{' '}
          {dayOf(refundBy(contract))}, within {REFUND_WITHIN_DAYS} days of your cancellation as
          Florida law requires, the same way you paid where we can (a card or bank account payment
          goes back to that card or account). We will e-mail you when it is sent.
        </P>
      ) : (
        <P>You had not paid anything under this contract, so there is nothing to refund.</P>
      )}
      <P>
        Did you not cancel this contract, or did you change your mind? Call us at {COMPANY.phone}.
        If your plans change later, we are glad to prepare a new estimate.
      </P>
    </EmailLayout>
  );
}

export function OfficeContractCancelled({ contract, publicUrl }: Props) {
  const name = `${contract.firstName} ${contract.lastName}`;
  return (
    <EmailLayout
      preview={`${name} cancelled the contract for ${contract.estimateNumber}.${owesRefund(contract) ? ` Refund ${formatMoney(contract.refundDue)} by ${dayOf(refundBy(contract))}.` : ''}`}
      reason="Sent to the office for every contract a customer cancels. Reply to write to the customer."
    >
      <P>
        {name} cancelled the contract for estimate {contract.estimateNumber} within the cancellation
        window. Its open invoices are void; do not start or schedule the work.
      </P>
      <Panel>
        <JobCustomerFields customer={contract} />
        <ContractFields contract={contract} withDeposit={false} />
        <Field label="Cancelled on">{easternDateTime(contract.cancelledAt)}</Field>
        <Field label="Refund due">{formatMoney(contract.refundDue)}</Field>
        {owesRefund(contract) ? <Field label="Refund by">{dayOf(refundBy(contract))}</Field> : null}
      </Panel>
      {owesRefund(contract) ? (
        <P>
          Florida's home solicitation sale law (s. 501.025) requires us to return every payment
          within {REFUND_WITHIN_DAYS} days of the cancellation: refund{' '}
          {formatMoney(contract.refundDue)} by {dayOf(refundBy(contract))} and record it in the
          dashboard, which e-mails the customer.
        </P>
      ) : (
        <P>Nothing was paid under this contract: there is nothing to refund.</P>
      )}
      <H>The customer's reason</H>
      <Quoted text={contract.reason || '(none given)'} />
      <Action href={new URL('/admin/dashboard', publicUrl).toString()}>Open the dashboard</Action>
    </EmailLayout>
  );
}

export const contractCancelledEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Your roofing contract is cancelled (${props.contract.estimateNumber})`,
    <ContractCancelledReceipt {...props} />,
  );

export const officeContractCancelledEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Contract cancelled: ${props.contract.estimateNumber}, ${props.contract.firstName} ${props.contract.lastName}${owesRefund(props.contract) ? ` (refund ${formatMoney(props.contract.refundDue)} by ${dayOf(refundBy(props.contract))})` : ''}`,
    <OfficeContractCancelled {...props} />,
  );
